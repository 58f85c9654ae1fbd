import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { User } from '@parashop/shared/api-types';
import { profileUpdateSchema, type ProfileUpdateValues } from '@parashop/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage } from '@/lib/api-client';
import { useUpdateUserInfo } from '../api/update-user-info';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { FormAlert } from './form-alert';

const FIELDS = ['full_name', 'email', 'city'] as const;

/** The profile's edit mode: full name, e-mail, city. Saving refreshes the user; cancel goes back. */
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });

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
      <FormField label={t('account:profile.city')} error={text(errors.city?.message)}>
        <TextInput autoComplete="address-level2" invalid={Boolean(errors.city)} {...form.register('city')} />
      </FormField>
      {mutation.isError && !Object.keys(errors).length ? (
        <FormAlert tone="error">{errorMessage(mutation.error, t('validation:errors.generic'))}</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting}>
          {t('account:actions.save')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('account:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
