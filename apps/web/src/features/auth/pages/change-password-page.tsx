import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { changePasswordPageSchema, type ChangePasswordPageValues } from '@parashop/shared/schemas/auth';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdatePassword } from '../api/update-password';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { PasswordPageForm, useAfterSuccess, type PasswordPageField } from '../components/password-page-form';
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ ...values, email });
      succeed();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['new_password', 'new_password_confirmation']);
    }
  });

  const fields: PasswordPageField<z.input<typeof changePasswordPageSchema>>[] = [
    { name: 'new_password', label: t('fields.newPassword'), autoComplete: 'new-password' },
    {
      name: 'new_password_confirmation',
      label: t('fields.confirmNewPassword'),
      autoComplete: 'new-password',
    },
  ];
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
      footer={
        <Link to="/login" className={authLinkClasses}>
          {t('common.backToLogin')}
        </Link>
      }
    >
      <PasswordPageForm
        form={form}
        fields={fields}
        submitLabel={t('change.submit')}
        onSubmit={(event) => void onSubmit(event)}
        success={success}
        failure={
          mutation.isError
            ? errorMessage(mutation.error, t('validation:validation.resetPassword.updateFailed'))
            : null
        }
      >
        {/* The browser's password manager files the new password under this account. */}
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      </PasswordPageForm>
    </AuthCard>
  );
}
