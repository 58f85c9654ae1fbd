import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { FormAlert } from '@/features/account-shared/components/form-alert';
import { PasswordInput } from '@/features/account-shared/components/password-input';
import { ArabicText } from './arabic-text';

export type PasswordPageField<T extends FieldValues> = { name: Path<T>; label: string; autoComplete: string };

/**
 * The form of /reset-password and /change-password: password fields with show/hide, the Arabic
 * 8-character hint under the new password, and the Arabic success or failure line.
 */
export function PasswordPageForm<T extends FieldValues>({
  form,
  fields,
  submitLabel,
  onSubmit,
  success,
  failure,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output
  form: UseFormReturn<T, any, any>;
  fields: PasswordPageField<T>[];
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  success: boolean;
  failure: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('validation');
  const text = useValidationMessage();
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
