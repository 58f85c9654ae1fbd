import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@parashop/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage, isApiError } from '@/lib/api-client';
import { FormAlert } from '@/features/account-shared/components/form-alert';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, BackToLoginFooter } from '../components/auth-card';
import { verifyResetLink } from '../lib/verify-target';

/** /verify-gmail (SPEC section 2 "Forgot password"): a Gmail address, then /verify-code with user_id. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useValidationMessage();
  const navigate = useNavigate();
  const mutation = useForgotPassword();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values);
      const link = verifyResetLink(answer.user_id, answer.email);
      await navigate(link.to, { state: link.state });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
    }
  });

  const onField = isApiError(mutation.error) && mutation.error.status === 422 && Boolean(errors.email);
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      icon={<KeyRound aria-hidden="true" className="h-6 w-6" />}
      footer={<BackToLoginFooter />}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {mutation.isError && !onField ? (
          <FormAlert tone="error">{errorMessage(mutation.error, t('forgot.failed'))}</FormAlert>
        ) : null}
        <FormField label={t('fields.email')} error={text(errors.email?.message)}>
          <TextInput
            type="email"
            autoComplete="email"
            placeholder={t('fields.gmailPlaceholder')}
            invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
