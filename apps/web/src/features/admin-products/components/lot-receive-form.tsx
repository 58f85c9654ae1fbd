import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PackagePlus } from 'lucide-react';
import { LOT_NUMBER_MAX, LOT_QUANTITY_MAX } from '@parashop/shared/constants';
import { lotReceiveSchema, type LotReceiveInput, type LotReceiveValues } from '@parashop/shared/schemas/lots';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { FormBanner } from '@/features/admin-catalogue-shared/components/form-banner';
import { useReceiveLot } from '../api/product-lots';

const FIELDS = ['lot_number', 'expiry_date', 'quantity'] as const;
const EMPTY: LotReceiveInput = { lot_number: '', expiry_date: '', quantity: '' };

/** "Receive stock": a new lot with its number, expiry date (today or later) and quantity. */
export function LotReceiveForm({ productId, today }: { productId: number; today: string }) {
  const { t } = useTranslation('admin-lots');
  const text = useValidationMessage();
  const receive = useReceiveLot(productId);
  const resolver = useMemo(() => zodResolver(lotReceiveSchema(today)), [today]);
  const form = useForm<LotReceiveInput, unknown, LotReceiveValues>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await receive.mutateAsync(values);
      toast.success(t('notices.received', { number: values.lot_number }));
      form.reset(EMPTY);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FIELDS).length === 0) {
        form.setError('root', { message: errorMessage(error, t('errors.receiveFailed')) });
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('receive.title')}
      className="rounded-lg border border-dashed border-brand-200 bg-brand-50/40 p-4"
    >
      <h3 className="mb-3 text-sm font-semibold text-ink">{t('receive.title')}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField label={t('fields.lotNumber')} error={text(errors.lot_number?.message)} required>
          <TextInput
            dir="auto"
            maxLength={LOT_NUMBER_MAX + 10}
            placeholder={t('receive.lotNumberPlaceholder')}
            invalid={Boolean(errors.lot_number)}
            {...form.register('lot_number')}
          />
        </FormField>
        <FormField label={t('fields.expiryDate')} error={text(errors.expiry_date?.message)} required>
          <TextInput
            type="date"
            min={today}
            invalid={Boolean(errors.expiry_date)}
            {...form.register('expiry_date')}
          />
        </FormField>
        <FormField label={t('fields.quantity')} error={text(errors.quantity?.message)} required>
          <TextInput
            type="number"
            inputMode="numeric"
            min="1"
            max={LOT_QUANTITY_MAX}
            step="1"
            invalid={Boolean(errors.quantity)}
            {...form.register('quantity')}
          />
        </FormField>
      </div>
      {errors.root?.message ? <FormBanner className="mt-3">{errors.root.message}</FormBanner> : null}
      <div className="mt-3 flex justify-end">
        <Button
          type="submit"
          isLoading={isSubmitting}
          icon={<PackagePlus aria-hidden="true" className="h-4 w-4" />}
        >
          {t('receive.submit')}
        </Button>
      </div>
    </form>
  );
}
