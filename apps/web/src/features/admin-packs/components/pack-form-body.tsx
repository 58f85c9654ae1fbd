import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseCentimes, normaliseMoneyText } from '@parashop/shared/money';
import { packFormSchema, type PackFormValues } from '@parashop/shared/schemas/catalogue';
import type { Pack, PackProduct, Product } from '@parashop/shared/api-types';
import { useValidationMessage } from '@/i18n/validation';
import { MainDescriptionField, NameField, PriceField } from '@/features/admin-kit/components/form-fields';
import { FormActions } from '@/features/admin-kit/components/form-actions';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { useAdminForm } from '@/features/admin-kit/hooks/use-admin-form';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import { TranslatedTextFields, TranslationTabs } from '@/features/admin-kit/components/translation-tabs';
import { useCreatePack } from '../api/create-pack';
import { useUpdatePack } from '../api/update-pack';
import {
  PACK_FORM_FIELDS,
  packFormDefaults,
  packPayload,
  toggleProduct,
  type PackFormFields,
} from '../lib/pack-form';
import { packTotals } from '../lib/pack-lists';
import { PackTotalsList } from './pack-totals';
import { ProductPicker } from './product-picker';
import { SelectedProducts } from './selected-products';

export interface PackFormBodyProps {
  pack: Pack | null;
  onClose: () => void;
  products: readonly Product[];
}

/**
 * Left, the product picker; right, name, description (with its counter), price and the chosen
 * products. The selection is checked at each change.
 */
export function PackFormBody({ pack, onClose, products }: PackFormBodyProps) {
  const { t } = useTranslation(['admin-packs', 'common']);
  const text = useValidationMessage();
  const create = useCreatePack();
  const update = useUpdatePack();
  const form = useAdminForm<PackFormFields, PackFormValues>(packFormSchema, packFormDefaults(pack));
  const { errors, isSubmitting } = form.formState;
  const [price = '', watchedIds] = useWatch({
    control: form.control,
    name: ['price', 'product_ids'],
  });
  const selectedIds = useMemo(() => (watchedIds ?? []).map(Number), [watchedIds]);

  // A pack's own product list knows products the catalogue list may no longer show.
  const selected = useMemo<PackProduct[]>(() => {
    const known = new Map<number, PackProduct>(pack?.products.map((product) => [product.id, product]));
    for (const product of products) known.set(product.id, product);
    return selectedIds.flatMap((id) => known.get(id) ?? []);
  }, [pack, products, selectedIds]);
  const priceCentimes = parseCentimes(normaliseMoneyText(String(price)) ?? '');
  const totals = packTotals(
    priceCentimes !== null && priceCentimes > 0 ? priceCentimes / 100 : 0,
    selected.map((product) => product.price),
  );

  const setSelection = (ids: number[]) =>
    form.setValue('product_ids', ids, { shouldValidate: true, shouldTouch: true, shouldDirty: true });

  const { onSubmit, failure } = useSaveForm({
    form,
    fields: PACK_FORM_FIELDS,
    save: (values) => {
      const payload = packPayload(values);
      return pack ? update.mutateAsync({ id: pack.id, ...payload }) : create.mutateAsync(payload);
    },
    successMessage: t(pack ? 'notices.updated' : 'notices.created'),
    onDone: onClose,
  });

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <ProductPicker
        products={products}
        selectedIds={selectedIds}
        onToggle={(product) => setSelection(toggleProduct(selectedIds, product.id))}
      />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t(pack ? 'form.editTitle' : 'form.createTitle')}
        className="order-first flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5 lg:order-none"
      >
        <h2 className="text-lg font-semibold">{t('form.details')}</h2>
        <TranslationTabs errors={errors}>
          {(tab) =>
            tab === 'main' ? (
              <>
                <NameField form={form} t={t} />
                <MainDescriptionField form={form} t={t} rows={4} />
              </>
            ) : (
              <TranslatedTextFields language={tab} form={form} withDescription />
            )
          }
        </TranslationTabs>
        <PriceField form={form} t={t} />
        <SelectedProducts
          products={selected}
          onRemove={(product) => setSelection(toggleProduct(selectedIds, product.id))}
          error={text(errors.product_ids?.message ?? errors.product_ids?.root?.message)}
        />
        <PackTotalsList
          totals={totals}
          price={priceCentimes !== null && priceCentimes > 0 ? priceCentimes / 100 : null}
        />
        {failure ? <FormBanner>{failure}</FormBanner> : null}
        <FormActions t={t} creating={pack === null} onCancel={onClose} isSubmitting={isSubmitting} />
      </form>
    </div>
  );
}
