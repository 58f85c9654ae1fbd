import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PackagePlus } from 'lucide-react';
import { LOT_NUMBER_MAX, LOT_QUANTITY_MAX } from '@parashop/shared/constants';
import {
  EXISTING_UNITS_CHOICES,
  lotReceiveSchema,
  type ExistingUnitsChoice,
  type LotReceiveInput,
  type LotReceiveValues,
} from '@parashop/shared/schemas/lots';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { useReceiveLot } from '../api/product-lots';

const FIELDS = ['lot_number', 'expiry_date', 'quantity', 'existing_units'] as const;
const EMPTY: LotReceiveInput = { lot_number: '', expiry_date: '', quantity: '' };

/** The units in stock once the lot is received, as each choice leaves them (the typed quantity, or '…'). */
function quantityAfter(choice: ExistingUnitsChoice, existing: number, typed: unknown): string {
  const quantity = Number(typed);
  if (typed === '' || typed === undefined || !Number.isInteger(quantity) || quantity < 1) return '…';
  return String(choice === 'replace' ? quantity : quantity + existing);
}

/**
 * "Receive stock": a new lot with its number, expiry date (today or later) and quantity. The first
 * lot of a product with `unlottedUnits` on the shelf asks what becomes of them (decision 213).
 */
export function LotReceiveForm({
  productId,
  today,
  unlottedUnits,
}: {
  productId: number;
  today: string;
  unlottedUnits: number;
}) {
  const { t } = useTranslation('admin-lots');
  const text = useValidationMessage();
  const receive = useReceiveLot(productId);
  const resolver = useMemo(() => {
    const validate = zodResolver(lotReceiveSchema(today));
    // The choice for units without a lot exists only while there are some: once a first lot is in, a
    // value the hidden radios left behind (null) must not stop the next lot, silently.
    const resolve: typeof validate = (values, context, options) =>
      validate(unlottedUnits > 0 ? values : { ...values, existing_units: undefined }, context, options);
    return resolve;
  }, [today, unlottedUnits]);
  const form = useForm<LotReceiveInput, unknown, LotReceiveValues>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const choice = form.watch('existing_units');
  const onSubmit = form.handleSubmit(async (values) => {
    if (unlottedUnits > 0 && !values.existing_units) {
      form.setError('existing_units', { message: 'validation.lot.existingUnitsRequired' });
      return;
    }
    try {
      const { existing_units: existing, ...lot } = values;
      await receive.mutateAsync(unlottedUnits > 0 ? { ...lot, existing_units: existing } : lot);
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
      {unlottedUnits > 0 ? (
        <fieldset className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <legend className="px-1 text-sm font-semibold text-ink">
            {t('existing.legend', { units: unlottedUnits })}
          </legend>
          <div className="mt-1 grid gap-2" role="radiogroup" aria-describedby="existing-units-error">
            {EXISTING_UNITS_CHOICES.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface p-3 text-sm has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={option}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  {...form.register('existing_units', {
                    onChange: () => form.clearErrors('existing_units'),
                  })}
                />
                <span>
                  <span className="block font-semibold text-ink">{t(`existing.${option}.label`)}</span>
                  <span className="block text-muted">
                    {t(`existing.${option}.effect`, {
                      units: unlottedUnits,
                      quantity: quantityAfter(option, unlottedUnits, form.watch('quantity')),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.existing_units?.message ? (
            <p id="existing-units-error" className="mt-2 text-sm text-danger-600">
              {text(errors.existing_units.message)}
            </p>
          ) : null}
          {choice ? null : <p className="mt-2 text-xs text-muted">{t('existing.hint')}</p>}
        </fieldset>
      ) : null}
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
