import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { riderCreateSchema } from '@parashop/shared';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useValidationMessage } from '@/i18n/validation';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { useAdminForm } from '@/features/admin-kit/hooks/use-admin-form';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import { useCreateRider } from '../api/riders';

const FIELDS = ['name', 'phone', 'email', 'password'] as const;

/** A new rider: name, phone (they can sign in with it), an optional e-mail, and a password to give them. */
export function RiderFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-deliveries');
  return (
    <Modal open={open} onClose={onClose} title={t('riders.new')} description={t('riders.newHint')}>
      {open ? <RiderForm onDone={onClose} /> : null}
    </Modal>
  );
}

function RiderForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-deliveries');
  const text = useValidationMessage();
  const create = useCreateRider();
  const form = useAdminForm(riderCreateSchema, { name: '', phone: '', email: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, failure } = useSaveForm({
    form,
    fields: FIELDS,
    save: (values) => create.mutateAsync(values),
    successMessage: t('riders.created', { name: form.watch('name') }),
    onDone,
  });
  const input = (name: (typeof FIELDS)[number], props: Record<string, unknown> = {}) => (
    <FormField
      label={t(`riders.fields.${name}`)}
      error={text(errors[name]?.message)}
      required={name !== 'email'}
    >
      <TextInput className="h-11" invalid={Boolean(errors[name])} {...props} {...form.register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 px-5 py-4">
      {input('name', { dir: 'auto', maxLength: 100, autoComplete: 'off' })}
      {input('phone', { type: 'tel', inputMode: 'tel', dir: 'ltr', autoComplete: 'off' })}
      {input('email', { type: 'email', dir: 'ltr', autoComplete: 'off' })}
      {input('password', { type: 'text', dir: 'ltr', autoComplete: 'new-password' })}
      {failure && Object.keys(errors).length === 0 ? <FormBanner>{failure}</FormBanner> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="outline" className="h-11" onClick={onDone} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          className="h-11"
          isLoading={isSubmitting}
          icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}
        >
          {t('riders.create')}
        </Button>
      </div>
    </form>
  );
}
