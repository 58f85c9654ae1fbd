import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { changePasswordPageSchema, type ChangePasswordPageValues } from '@parashop/shared/schemas/auth';
import { useUpdatePassword } from '../api/update-password';
import { AuthCard, BackToLoginFooter } from '../components/auth-card';
import { PasswordPageForm, newPasswordFields, useAfterSuccess } from '../components/password-page-form';
import { readEmail } from '../lib/verify-target';

/**
 * /change-password (SPEC section 2): a new password and its confirmation (8+, Arabic messages) for
 * the e-mail whose reset code was verified in this browser; on success, /login.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const email = readEmail(location.state, search);
  const mutation = useUpdatePassword();
  const form = useForm<z.input<typeof changePasswordPageSchema>, unknown, ChangePasswordPageValues>({
    resolver: zodResolver(changePasswordPageSchema),
    defaultValues: { new_password: '', new_password_confirmation: '' },
  });
  const toLogin = useCallback(
    () =>
      void navigate('/login', { replace: true, state: { notice: t('validation:notices.passwordUpdated') } }),
    [navigate, t],
  );
  const [success, succeed] = useAfterSuccess(0, toLogin);

  return (
    <AuthCard
      title={t('change.title')}
      subtitle={
        email ? (
          <>
            {t('change.for')} <strong className="text-ink">{email}</strong>
          </>
        ) : (
          t('change.subtitle')
        )
      }
      icon={<ShieldCheck aria-hidden="true" className="h-6 w-6" />}
      footer={<BackToLoginFooter />}
    >
      <PasswordPageForm
        form={form}
        fields={newPasswordFields(t)}
        submitLabel={t('change.submit')}
        save={(values) => mutation.mutateAsync({ ...values, email })}
        onSaved={succeed}
        success={success}
        error={mutation.error}
      >
        {/* The browser's password manager files the new password under this account. */}
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      </PasswordPageForm>
    </AuthCard>
  );
}
