import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, TextInput } from '@/components/ui/form-field';
import { Select, type SelectOption } from '@/components/ui/select';
import { useValidationMessage } from '@/i18n/validation';
import { cn } from '@/lib/cn';
import { MainDescriptionField, NameField, PriceField } from '@/features/admin-kit/components/form-fields';
import { FormActions } from '@/features/admin-kit/components/form-actions';
import { FormBanner } from '@/features/admin-kit/components/form-banner';
import { FormImageField, imageFieldTexts } from '@/features/admin-kit/components/image-field';
import { useAdminForm } from '@/features/admin-kit/hooks/use-admin-form';
import { useSaveForm } from '@/features/admin-kit/hooks/use-save-form';
import {
  TextTabList,
  TranslatedTextFields,
  textTabPanelProps,
  useTextTab,
} from '@/features/admin-kit/components/translation-tabs';
import { useCreateProduct } from '../api/create-product';
import { useProductLots } from '../api/product-lots';
import { useShopToday } from '@/lib/shop-day';
import { lotsSummary } from '../lib/lots';
import { useUpdateProduct } from '../api/update-product';
import {
  PRODUCT_FORM_FIELDS,
  productFormData,
  productFormDefaults,
  productFormSchemaFor,
} from '../lib/product-form';
import type { ProductFormProps } from './product-form';
import { ProductAttributesFields } from './product-attributes-fields';

export interface ProductFormBodyProps extends ProductFormProps {
  categoryOptions: SelectOption[];
  companyOptions: SelectOption[];
}

/** The fields of the product form: its texts by language, choices, price, stock, attributes and image. */
export function ProductFormBody({ product, onClose, categoryOptions, companyOptions }: ProductFormBodyProps) {
  const { t } = useTranslation(['admin-products', 'common', 'admin-lots']);
  const text = useValidationMessage();
  const creating = product === null;
  const create = useCreateProduct();
  const update = useUpdateProduct();

  const schema = useMemo(() => productFormSchemaFor(creating), [creating]);
  const form = useAdminForm(schema, productFormDefaults(product));
  const { errors, isSubmitting } = form.formState;
  // The main tab holds the whole form; the French and Arabic tabs their texts (decision 170).
  const tabsId = useId();
  const [textTab, setTextTab] = useTextTab(errors);
  // With lots, the stock is theirs (decision 130): shown read-only, kept up to date as lots move.
  const lots = useProductLots(product?.id ?? null);
  const hasLots = Boolean(lots.data && lots.data.length > 0);
  const today = useShopToday({ enabled: hasLots });
  const lotStock = hasLots && lots.data ? lotsSummary(lots.data, today).units : null;
  useEffect(() => {
    if (lotStock !== null) form.setValue('stock', String(lotStock), { shouldValidate: true });
  }, [form, lotStock]);

  const { onSubmit, failure } = useSaveForm({
    form,
    fields: PRODUCT_FORM_FIELDS,
    save: (values) => {
      const body = productFormData(values, !creating);
      return product ? update.mutateAsync({ id: product.id, body }) : create.mutateAsync(body);
    },
    successMessage: t(creating ? 'notices.created' : 'notices.updated'),
    onDone: onClose,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t(creating ? 'form.createTitle' : 'form.editTitle')}
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <TextTabList id={tabsId} open={textTab} onOpen={setTextTab} errors={errors} className="mb-4" />
      <div
        {...textTabPanelProps(tabsId, textTab)}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        {textTab !== 'main' ? <TranslatedTextFields language={textTab} form={form} withDescription /> : null}
        <div
          className={cn(
            'grid grid-cols-1 content-start gap-4 sm:grid-cols-2',
            textTab !== 'main' && 'hidden',
          )}
        >
          <NameField form={form} t={t} className="sm:col-span-2" />
          <FormField label={t('form.category')} error={text(errors.category_id?.message)} required>
            <Select
              placeholder={t('form.categoryPlaceholder')}
              options={categoryOptions}
              invalid={Boolean(errors.category_id)}
              {...form.register('category_id')}
            />
          </FormField>
          <FormField label={t('form.company')} error={text(errors.company_id?.message)} required>
            <Select
              placeholder={t('form.companyPlaceholder')}
              options={companyOptions}
              invalid={Boolean(errors.company_id)}
              {...form.register('company_id')}
            />
          </FormField>
          <PriceField form={form} t={t} />
          <FormField
            label={t('form.stock')}
            error={text(errors.stock?.message)}
            hint={lotStock !== null ? t('admin-lots:stockFromLots') : undefined}
            required
          >
            <TextInput
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              readOnly={lotStock !== null}
              className={lotStock !== null ? 'bg-canvas' : undefined}
              invalid={Boolean(errors.stock)}
              {...form.register('stock')}
            />
          </FormField>
          <MainDescriptionField form={form} t={t} rows={5} className="sm:col-span-2" />
          <ProductAttributesFields form={form} />
        </div>
        <FormImageField
          form={form}
          texts={imageFieldTexts(t)}
          currentImage={product?.image ?? null}
          error={text(errors.image?.message)}
          required={creating}
        />
      </div>
      {failure ? <FormBanner className="mt-6">{failure}</FormBanner> : null}
      <FormActions
        t={t}
        creating={creating}
        onCancel={onClose}
        isSubmitting={isSubmitting}
        className="mt-6"
      />
    </form>
  );
}
