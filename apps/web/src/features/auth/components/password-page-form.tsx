import { useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { FormAlert } from '@/features/account-shared/components/form-alert';
import { PasswordInput } from '@/features/account-shared/components/password-input';
import { ArabicText } from './arabic-text';

export type PasswordPageField<T extends FieldValues> = { name: Path<T>; label: string; autoComplete: string };

/** The new password and its confirmation, the last fields of both pages. */
export function newPasswordFields<T extends FieldValues>(t: TFunction): PasswordPageField<T>[] {
  return [
    { name: 'new_password' as Path<T>, label: t('fields.newPassword'), autoComplete: 'new-password' },
    {
      name: 'new_password_confirmation' as Path<T>,
      label: t('fields.confirmNewPassword'),
      autoComplete: 'new-password',
    },
  ];
}

/**
 * The form of /reset-password and /change-password: password fields with show/hide, the Arabic
 * 8-character hint under the new password, and the Arabic success or failure line. The server's
 * field errors land on their fields.
 */
export function PasswordPageForm<T extends FieldValues, TOutput>({
  form,
  fields,
  submitLabel,
  save,
  onSaved,
  success,
  error: saveError,
  children,
}: {
  form: UseFormReturn<T, unknown, TOutput>;
  fields: PasswordPageField<T>[];
  submitLabel: string;
  save: (values: TOutput) => Promise<unknown>;
  onSaved: () => void;
  success: boolean;
  /** The save's error, once it failed. */
  error: Error | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('validation');
  const text = useValidationMessage();
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onSaved();
    } catch (error) {
      applyServerFieldErrors(
        error,
        form.setError,
        fields.map((field) => field.name),
      );
    }
  });
  const failure = saveError ? errorMessage(saveError, t('validation.resetPassword.updateFailed')) : null;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {children}
      {fields.map(({ name, label, autoComplete }) => {
        const message = errors[name]?.message;
        const error = typeof message === 'string' ? text(message) : undefined;
        return (
          <FormField
            key={name}
            label={label}
            error={error}
            hint={
              name === 'new_password' ? (
                <ArabicText>{t('validation.resetPassword.hint')}</ArabicText>
              ) : undefined
            }
          >
            <PasswordInput
              autoComplete={autoComplete}
              invalid={Boolean(errors[name])}
              {...form.register(name)}
            />
          </FormField>
        );
      })}
      {success ? (
        <FormAlert tone="success">
          <ArabicText>{t('validation.resetPassword.success')}</ArabicText>
        </FormAlert>
      ) : null}
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting} disabled={success}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** After a success, go on after `delayMs` (3 s on /reset-password, at once on /change-password). */
export function useAfterSuccess(delayMs: number, then: () => void): [boolean, () => void] {
  const [success, setSuccess] = useState(false);
  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(then, delayMs);
    return () => window.clearTimeout(timer);
  }, [success, delayMs, then]);
  return [success, () => setSuccess(true)];
}
