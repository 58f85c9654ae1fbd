import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { User } from '@parashop/shared/api-types';
import { profileUpdateSchema, type ProfileUpdateValues } from '@parashop/shared/schemas/account';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { useUpdateUserInfo } from '../api/update-user-info';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { EmailChangeConfirm } from './email-change-confirm';
import { FormEnd } from './form-end';
import { PasswordInput } from './password-input';

const FIELDS = ['full_name', 'email', 'city', 'current_password'] as const;

/**
 * The profile's edit mode: full name, e-mail, city. Saving refreshes the user; cancel goes back. A new
 * e-mail asks for the current password, then for the code mailed to the new address.
 */
export function ProfileInfoForm({
  user,
  onDone,
  onCancel,
}: {
  user: User;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const text = useValidationMessage();
  const mutation = useUpdateUserInfo();
  const form = useForm<ProfileUpdateValues>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { full_name: user.full_name, email: user.email, city: user.city },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const email = useWatch({ control: form.control, name: 'email' }) ?? '';
  const changingEmail = email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = changingEmail ? values : { ...values, current_password: undefined };
      const answer = await mutation.mutateAsync(body);
      if (answer.pending_email) setPendingEmail(answer.pending_email);
      else onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });

  if (pendingEmail) {
    return <EmailChangeConfirm pendingEmail={pendingEmail} currentEmail={user.email} onDone={onDone} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <FormField label={t('account:profile.fullName')} error={text(errors.full_name?.message)}>
        <TextInput autoComplete="name" invalid={Boolean(errors.full_name)} {...form.register('full_name')} />
      </FormField>
      <FormField label={t('account:profile.email')} error={text(errors.email?.message)}>
        <TextInput
          type="email"
          autoComplete="email"
          invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </FormField>
      {changingEmail ? (
        <FormField
          label={t('account:emailChange.currentPassword')}
          hint={t('account:emailChange.passwordHint')}
          error={text(errors.current_password?.message)}
        >
          <PasswordInput
            autoComplete="current-password"
            invalid={Boolean(errors.current_password)}
            {...form.register('current_password')}
          />
        </FormField>
      ) : null}
      <FormField label={t('account:profile.city')} error={text(errors.city?.message)}>
        <TextInput autoComplete="address-level2" invalid={Boolean(errors.city)} {...form.register('city')} />
      </FormField>
      <FormEnd
        error={Object.keys(errors).length ? null : mutation.error}
        labels={{ submit: t('account:actions.save'), cancel: t('account:actions.cancel') }}
        onCancel={onCancel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
