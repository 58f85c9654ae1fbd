import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_RESET_MS } from '@parashop/shared/constants';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '@parashop/shared/schemas/auth';
import { useChangePassword } from '@/features/account-shared/api/change-password';
import { AuthCard, BackToLoginFooter } from '../components/auth-card';
import {
  PasswordPageForm,
  newPasswordFields,
  useAfterSuccess,
  type PasswordPageField,
} from '../components/password-page-form';

/**
 * /reset-password (SPEC section 2): current, new and confirmation (8+), Arabic messages; on success
 * the success line shows and the page returns to /login after 3 seconds.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const mutation = useChangePassword();
  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
  });
  const toLogin = useCallback(() => void navigate('/login', { replace: true }), [navigate]);
  const [success, succeed] = useAfterSuccess(REDIRECT_AFTER_RESET_MS, toLogin);

  const fields: PasswordPageField<z.input<typeof resetPasswordFormSchema>>[] = [
    { name: 'old_password', label: t('fields.currentPassword'), autoComplete: 'current-password' },
    ...newPasswordFields(t),
  ];
  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      icon={<LockKeyhole aria-hidden="true" className="h-6 w-6" />}
      footer={<BackToLoginFooter />}
    >
      <PasswordPageForm
        form={form}
        fields={fields}
        submitLabel={t('reset.submit')}
        save={mutation.mutateAsync}
        onSaved={succeed}
        success={success}
        error={mutation.error}
      />
    </AuthCard>
  );
}
