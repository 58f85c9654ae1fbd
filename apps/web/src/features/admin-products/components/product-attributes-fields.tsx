import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, CONCERNS, SALE_MODES, SKIN_TYPES } from '@parashop/shared/product-attributes';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useValidationMessage } from '@/i18n/validation';
import type { ProductFormFields, ProductFormOutput } from '../lib/product-form';

type Form = UseFormReturn<ProductFormFields, unknown, ProductFormOutput>;

/** Multi-select chips: each a toggle button (aria-pressed). */
function Chips<V extends string>({
  legend,
  values,
  selected,
  label,
  onChange,
  error,
}: {
  legend: string;
  values: readonly V[];
  selected: readonly string[];
  label: (value: V) => string;
  onChange: (next: V[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => {
          const on = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              onClick={() =>
                onChange(
                  on
                    ? values.filter((v) => v !== value && selected.includes(v))
                    : values.filter((v) => v === value || selected.includes(v)),
                )
              }
              className={cn(
                'min-h-11 cursor-pointer rounded-full border px-3.5 text-sm font-medium transition-colors sm:min-h-9',
                on
                  ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                  : 'border-line bg-surface text-slate-700 hover:bg-brand-50',
              )}
            >
              {label(value)}
            </button>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Skin types, concerns, age group, pregnancy safety and how the product is sold (issue 15). In store
 * only: the storefront shows it with "ask our pharmacist" and never sells it online.
 */
export function ProductAttributesFields({ form }: { form: Form }) {
  const { t } = useTranslation('admin-products');
  const text = useValidationMessage();
  const { errors } = form.formState;
  const skinTypes = (useWatch({ control: form.control, name: 'skin_types' }) ?? []) as string[];
  const concerns = (useWatch({ control: form.control, name: 'concerns' }) ?? []) as string[];
  const set = (name: 'skin_types' | 'concerns', value: string[]) =>
    form.setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  return (
    <fieldset className="grid grid-cols-1 gap-4 border-t border-line pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">{t('attributes.title')}</legend>
      <p aria-hidden="true" className="text-base font-semibold text-ink sm:col-span-2">
        {t('attributes.title')}
      </p>
      <Chips
        legend={t('attributes.skinTypes')}
        values={SKIN_TYPES}
        selected={skinTypes}
        label={(value) => t(`attributes.skinType.${value}`)}
        onChange={(next) => set('skin_types', next)}
        error={text(errors.skin_types?.message)}
      />
      <Chips
        legend={t('attributes.concerns')}
        values={CONCERNS}
        selected={concerns}
        label={(value) => t(`attributes.concern.${value}`)}
        onChange={(next) => set('concerns', next)}
        error={text(errors.concerns?.message)}
      />
      <FormField label={t('attributes.ageGroup')} error={text(errors.age_group?.message)}>
        <Select
          placeholder={t('attributes.noAgeGroup')}
          options={AGE_GROUPS.map((value) => ({ value, label: t(`attributes.age.${value}`) }))}
          {...form.register('age_group')}
        />
      </FormField>
      <FormField label={t('attributes.saleMode')} error={text(errors.sale_mode?.message)}>
        <Select
          options={SALE_MODES.map((value) => ({ value, label: t(`attributes.saleModes.${value}`) }))}
          {...form.register('sale_mode')}
        />
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-700 sm:col-span-2">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" {...form.register('pregnancy_safe')} />
        {t('attributes.pregnancySafe')}
      </label>
    </fieldset>
  );
}
