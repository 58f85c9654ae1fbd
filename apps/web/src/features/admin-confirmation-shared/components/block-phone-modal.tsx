import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import { blockedPhoneSchema } from '@parashop/shared/schemas/orders';
import { BLOCK_REASON_MAX } from '@parashop/shared/constants';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useValidationMessage } from '@/i18n/validation';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { useAdminForm } from '@/features/admin-kit/hooks/use-admin-form';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import { useCreateBlockedPhone } from '../api/create-blocked-phone';
import { NAMESPACE } from '../lib/outcomes';

/** What the modal opens for: a number from an order (filled in), or a new one; `key` restarts the form. */
export interface BlockPhoneTarget {
  key: string;
  phone: string;
  reason: string;
}

export function BlockPhoneModal({
  target,
  onClose,
}: {
  target: BlockPhoneTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.phone ? t('block.title', { phone: target.phone }) : t('block.titleNew')}
      description={t('block.description')}
    >
      {target ? <BlockPhoneForm key={target.key} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function BlockPhoneForm({ target, onDone }: { target: BlockPhoneTarget; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useValidationMessage();
  const create = useCreateBlockedPhone();
  const form = useAdminForm(blockedPhoneSchema, { phone_number: target.phone, reason: target.reason });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, failure } = useSaveForm({
    form,
    fields: ['phone_number', 'reason'],
    save: (values) => create.mutateAsync(values),
    successMessage: t('block.blocked', { phone: form.watch('phone_number') }),
    onDone,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={t('block.phone')} error={text(errors.phone_number?.message)} required>
        <TextInput
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          placeholder={t('block.phonePlaceholder')}
          invalid={Boolean(errors.phone_number)}
          autoFocus={!target.phone}
          className="h-11"
          {...form.register('phone_number')}
        />
      </FormField>
      <FormField label={t('block.reason')} error={text(errors.reason?.message)}>
        <TextInput
          dir="auto"
          maxLength={BLOCK_REASON_MAX}
          invalid={Boolean(errors.reason)}
          className="h-11"
          {...form.register('reason')}
        />
      </FormField>
      {failure && Object.keys(errors).length === 0 ? <FormBanner>{failure}</FormBanner> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="outline" className="h-11" onClick={onDone} disabled={isSubmitting}>
          {t('block.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          className="h-11"
          isLoading={isSubmitting}
          icon={<Ban aria-hidden="true" className="h-4 w-4" />}
        >
          {t('block.submit')}
        </Button>
      </div>
    </form>
  );
}
