import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_REGISTRATION_MS } from '@parashop/shared/constants';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage, isApiError } from '@/lib/api-client';
import { FormAlert } from '@/features/account-shared/components/form-alert';
import { PasswordInput } from '@/features/account-shared/components/password-input';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useRegister, type RegisterResponse } from '../api/register';
import { AuthCard, SwitchFooter } from '../components/auth-card';
import { registerResolver, type RegisterForm } from '../lib/register-resolver';
import { verifyRegistrationLink } from '../lib/verify-target';

const FIELDS = ['full_name', 'email', 'city', 'password', 'password_confirmation'] as const;

/**
 * /register (SPEC sections 2 and 5): on success the server's message shows, then after 800 ms the
 * page goes to /verify-code with pending_user_id and email.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const text = useValidationMessage();
  const navigate = useNavigate();
  const mutation = useRegister();
  const [registered, setRegistered] = useState<RegisterResponse | null>(null);
  const form = useForm<RegisterForm>({
    resolver: registerResolver,
    defaultValues: { full_name: '', email: '', city: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!registered) return;
    const link = verifyRegistrationLink(registered.pending_user_id, registered.email);
    const timer = window.setTimeout(
      () => void navigate(link.to, { state: link.state }),
      REDIRECT_AFTER_REGISTRATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setRegistered(await mutation.mutateAsync(values));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });

  const fieldErrorsOnly = isApiError(mutation.error) && mutation.error.status === 422;
  const input = (name: (typeof FIELDS)[number], autoComplete: string, type = 'text') => (
    <FormField label={t(`fields.${name}`)} error={text(errors[name]?.message)}>
      {type === 'password' ? (
        <PasswordInput autoComplete={autoComplete} invalid={Boolean(errors[name])} {...form.register(name)} />
      ) : (
        <TextInput
          type={type}
          autoComplete={autoComplete}
          invalid={Boolean(errors[name])}
          {...form.register(name)}
        />
      )}
    </FormField>
  );

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      icon={<UserPlus aria-hidden="true" className="h-6 w-6" />}
      footer={<SwitchFooter question={t('register.haveAccount')} to="/login" label={t('register.signIn')} />}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {registered ? (
          <FormAlert tone="success">{registered.message || t('register.success')}</FormAlert>
        ) : null}
        {mutation.isError && !fieldErrorsOnly ? (
          <FormAlert tone="error">{errorMessage(mutation.error, t('register.failed'))}</FormAlert>
        ) : null}
        {input('full_name', 'name')}
        {input('email', 'email', 'email')}
        {input('city', 'address-level2')}
        {input('password', 'new-password', 'password')}
        {input('password_confirmation', 'new-password', 'password')}
        <Button type="submit" fullWidth size="lg" isLoading={isSubmitting} disabled={Boolean(registered)}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
