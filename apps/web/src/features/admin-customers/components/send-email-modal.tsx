import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { adminEmailSchema, type AdminEmailValues } from '@parashop/shared/schemas/admin-email';
import type { Customer } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { FormField, TextArea, TextInput } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { simulateSendEmail, type EmailSender } from '../api/send-email';

const FORM_ID = 'send-email-form';

export interface SendEmailModalProps {
  customer: Customer | null;
  onClose: () => void;
  /** Replaceable for tests; the shop has no mail endpoint for this (simulated). */
  send?: EmailSender;
}

/** Recipient, subject and message (subject and message required); sending is simulated. */
export function SendEmailModal({ customer, onClose, send = simulateSendEmail }: SendEmailModalProps) {
  const { t } = useTranslation('admin-customers');
  const text = useValidationMessage();
  const [failed, setFailed] = useState(false);
  const form = useForm<AdminEmailValues>({
    resolver: zodResolver(adminEmailSchema),
    defaultValues: { recipient: '', subject: '', message: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (customer) {
      form.reset({ recipient: customer.email, subject: '', message: '' });
      setFailed(false);
    }
  }, [customer, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await send(values);
      toast.success(t('email.sent'));
      onClose();
    } catch {
      setFailed(true);
      toast.error(t('email.failed'));
    }
  });

  return (
    <Modal
      open={customer !== null}
      onClose={onClose}
      title={t('email.title')}
      description={customer ? t('email.description', { name: customer.name }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            isLoading={isSubmitting}
            icon={<Send aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />}
          >
            {isSubmitting ? t('email.sending') : t('email.send')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failed ? (
          <p role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {t('email.failed')}
          </p>
        ) : null}
        <FormField label={t('email.recipient')} error={text(errors.recipient?.message)} required>
          <TextInput
            dir="ltr"
            autoComplete="off"
            invalid={Boolean(errors.recipient)}
            {...form.register('recipient')}
          />
        </FormField>
        <FormField label={t('email.subject')} error={text(errors.subject?.message)} required>
          <TextInput invalid={Boolean(errors.subject)} {...form.register('subject')} />
        </FormField>
        <FormField label={t('email.message')} error={text(errors.message?.message)} required>
          <TextArea rows={6} invalid={Boolean(errors.message)} {...form.register('message')} />
        </FormField>
      </form>
    </Modal>
  );
}
