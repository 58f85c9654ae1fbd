import { useTranslation } from 'react-i18next';
import { localisedName } from '@parashop/shared/localised';
import type { Product } from '@parashop/shared/api-types';
import { queryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { FormPageHeader } from '@/features/admin-kit/components/form-page-header';
import { useAdminCategories } from '@/features/admin-kit/api/get-admin-categories';
import { useAdminCompanies } from '@/features/admin-kit/api/get-admin-companies';
import { localizedCompanyName } from '@/features/admin-kit/lib/names';
import { ProductFormBody } from './product-form-body';
import { ProductLotsPanel } from './product-lots-panel';

export interface ProductFormProps {
  /** The product to edit; null to add one. */
  product: Product | null;
  /** Back to the list, after saving or when closed. */
  onClose: () => void;
}

/** Add or edit a product, in place of the list (SPEC section 2); loads the category and brand choices. */
export function ProductForm({ product, onClose }: ProductFormProps) {
  const { t, i18n } = useTranslation(['admin-products', 'common']);
  const categories = useAdminCategories();
  const companies = useAdminCompanies();
  const creating = product === null;

  const header = (
    <FormPageHeader
      title={t(creating ? 'form.createTitle' : 'form.editTitle')}
      description={product ? product.name : t('form.createSubtitle')}
      backLabel={t('form.back')}
      onBack={onClose}
    />
  );

  // The selects must have their options before the form sets an edited product's values on them.
  const loadState = queryState([categories, companies], {
    error: { message: errorMessage(categories.error ?? companies.error, t('common:errors.generic')) },
  });
  return (
    <>
      {header}
      {loadState ?? (
        <>
          <ProductFormBody
            product={product}
            onClose={onClose}
            categoryOptions={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: localisedName(category, i18n.language),
            }))}
            companyOptions={(companies.data ?? []).map((company) => ({
              value: company.id,
              label: localizedCompanyName(company, i18n.language),
            }))}
          />
          {product ? <ProductLotsPanel productId={product.id} stock={product.stock} /> : null}
        </>
      )}
    </>
  );
}
