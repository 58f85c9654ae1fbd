import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@/components/ui/number-format';
import { DELIVERY_AREAS } from '@parashop/shared/constants';
import { Button } from '@/components/ui/button';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useValidationMessage } from '@/i18n/validation';
import type { CheckoutForm } from '../hooks/use-checkout-form';

const FIELD_ORDER = ['name', 'phone_number', 'city', 'address', 'delivery_area_id'] as const;
const FIELD_LABELS = {
  name: 'info.name',
  phone_number: 'info.phone',
  city: 'info.city',
  address: 'info.address',
  delivery_area_id: 'info.area',
} as const;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/**
 * Step 2: name, phone, city, address, and the delivery area while the subtotal is under 500. Next
 * is disabled while an error shows or the required area is missing (SPEC section 5 "Checkout").
 */
export function InfoStep({
  form,
  areaRequired,
  onBack,
  onNext,
}: {
  form: CheckoutForm;
  areaRequired: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('cart');
  const { money } = useNumberFormat();
  const message = useValidationMessage();
  const { register, formState, watch } = form;
  const { errors } = formState;
  const values = watch();
  const area = values.delivery_area_id;
  const visibleErrors = Object.entries(errors).filter(
    ([field]) => areaRequired || field !== 'delivery_area_id',
  );
  const areaMissing = areaRequired && isEmpty(area);
  const blocked = visibleErrors.length > 0 || areaMissing;
  // The disabled button says every field that holds it back, in the form's order: the ones in error
  // and the required ones still empty, touched or not (issue 25 item 8).
  const holding = FIELD_ORDER.filter((field) => {
    if (visibleErrors.some(([name]) => name === field)) return true;
    if (field === 'delivery_area_id') return areaMissing;
    return isEmpty(values[field]);
  }).map((field) => t(FIELD_LABELS[field]));

  return (
    <section
      aria-labelledby="info-step-title"
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id="info-step-title" className="text-lg font-bold">
        {t('info.title')}
      </h2>
      <p className="mb-5 text-sm text-muted">{t('info.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onNext();
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField label={t('info.name')} error={message(errors.name?.message)} required>
          <TextInput autoComplete="name" invalid={Boolean(errors.name)} {...register('name')} />
        </FormField>
        <FormField
          label={t('info.phone')}
          error={message(errors.phone_number?.message)}
          hint={t('info.phoneHint')}
          required
        >
          <TextInput
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="06 12 34 56 78"
            dir="ltr"
            invalid={Boolean(errors.phone_number)}
            {...register('phone_number')}
          />
        </FormField>
        <FormField label={t('info.city')} error={message(errors.city?.message)} required>
          <TextInput autoComplete="address-level2" invalid={Boolean(errors.city)} {...register('city')} />
        </FormField>
        <FormField label={t('info.address')} error={message(errors.address?.message)} required>
          <TextInput
            autoComplete="street-address"
            invalid={Boolean(errors.address)}
            {...register('address')}
          />
        </FormField>
        {areaRequired ? (
          <FormField
            label={t('info.area')}
            error={message(errors.delivery_area_id?.message)}
            hint={t('info.areaHint')}
            required
            className="sm:col-span-2"
          >
            <Select
              invalid={Boolean(errors.delivery_area_id)}
              placeholder={t('info.areaPlaceholder')}
              options={DELIVERY_AREAS.map((option) => ({
                value: option.id,
                label: t('areas.option', {
                  area: t(`areas.${option.name}`),
                  fee: money(option.fee, 'DH'),
                }),
              }))}
              {...register('delivery_area_id')}
            />
          </FormField>
        ) : (
          <p className="rounded-lg bg-leaf-50 px-4 py-3 text-sm font-medium text-leaf-700 sm:col-span-2">
            {t('info.freeDelivery')}
          </p>
        )}
        <div className="mt-2 flex flex-col-reverse gap-3 border-t border-line pt-4 sm:col-span-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            {t('info.back')}
          </Button>
          <div className="flex flex-col gap-1 sm:items-end">
            <Button
              type="submit"
              size="lg"
              disabled={blocked}
              aria-describedby={blocked ? 'info-step-blocked' : undefined}
            >
              {t('info.next')}
              <ArrowRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
            </Button>
            {blocked ? (
              <p id="info-step-blocked" className="text-sm text-danger-600">
                {t('info.blocked', { fields: holding.join(', ') })}
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
