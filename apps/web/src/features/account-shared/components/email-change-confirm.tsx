import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { emailChangeConfirmSchema, type EmailChangeConfirmValues } from '@parashop/shared/schemas/account';
import { FormField, TextInput } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { FormAlert } from './form-alert';
import { FormEnd } from './form-end';

/** The second step of an e-mail change: the code mailed to the new address. */
export function EmailChangeConfirm({
  pendingEmail,
  currentEmail,
  onDone,
}: {
  pendingEmail: string;
  currentEmail: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const text = useValidationMessage();
  const mutation = useConfirmEmailChange();
  const form = useForm<EmailChangeConfirmValues>({
    resolver: zodResolver(emailChangeConfirmSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t('account:emailChange.changed'));
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['code']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <FormAlert tone="success">
        <span className="break-words [overflow-wrap:anywhere]">
          {t('account:emailChange.codeSent', { email: pendingEmail, current: currentEmail })}
        </span>
      </FormAlert>
      <FormField label={t('account:emailChange.code')} error={text(errors.code?.message)}>
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          invalid={Boolean(errors.code)}
          {...form.register('code')}
        />
      </FormField>
      <FormEnd
        error={Object.keys(errors).length ? null : mutation.error}
        labels={{ submit: t('account:emailChange.confirm'), cancel: t('account:emailChange.later') }}
        onCancel={onDone}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
