import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PROFILE_PASSWORD_SUCCESS_MS } from '@parashop/shared/constants';
import {
  profilePasswordChangeSchema,
  type ProfilePasswordChangeValues,
} from '@parashop/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

const FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;
const EMPTY: ProfilePasswordChangeValues = {
  old_password: '',
  new_password: '',
  new_password_confirmation: '',
};

/**
 * The profile's change-password mode (SPEC sections 4 and 5): current, new (6+) and confirmation;
 * on success 'Password updated successfully !' for 3 seconds, then the form resets and `onDone` runs.
 * A server refusal shows its message under the form.
 */
export function ProfilePasswordForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const text = useValidationMessage();
  const [succeeded, setSucceeded] = useState(false);
  const mutation = useChangePassword();
  const form = useForm<ProfilePasswordChangeValues>({
    resolver: zodResolver(profilePasswordChangeSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => {
      setSucceeded(false);
      form.reset(EMPTY);
      mutation.reset();
      onDone?.();
    }, PROFILE_PASSWORD_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, form, mutation, onDone]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      setSucceeded(true);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <FormField label={label} error={text(errors[name]?.message)}>
      <PasswordInput autoComplete={autoComplete} invalid={Boolean(errors[name])} {...form.register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      {field('old_password', t('account:passwordForm.current'), 'current-password')}
      {field('new_password', t('account:passwordForm.new'), 'new-password')}
      {field('new_password_confirmation', t('account:passwordForm.confirm'), 'new-password')}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting} disabled={succeeded}>
          {t('account:passwordForm.submit')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('account:actions.cancel')}
          </Button>
        ) : null}
      </div>
      {succeeded ? <FormAlert tone="success">{t('validation:notices.passwordUpdated')}</FormAlert> : null}
      {mutation.isError ? (
        <FormAlert tone="error">{errorMessage(mutation.error, t('validation:errors.generic'))}</FormAlert>
      ) : null}
    </form>
  );
}
