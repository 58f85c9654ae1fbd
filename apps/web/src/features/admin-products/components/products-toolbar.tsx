import { useTranslation } from 'react-i18next';
import type { Category } from '@parashop/shared/api-types';
import { localisedName } from '@parashop/shared/localised';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { STOCK_FILTERS, type ProductFilters, type StockFilter } from '../lib/product-filters';

export interface ProductsToolbarProps {
  filters: ProductFilters;
  onFiltersChange: (filters: ProductFilters) => void;
  categories: readonly Category[];
}

/** Search by name, category filter and stock filter. */
export function ProductsToolbar({ filters, onFiltersChange, categories }: ProductsToolbarProps) {
  const { t, i18n } = useTranslation('admin-products');
  return (
    <div className="mb-4 grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
      <SearchInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onValueChange={(search) => onFiltersChange({ ...filters, search })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FormField label={t('filters.category')}>
        <Select
          value={filters.categoryId ?? ''}
          placeholder={t('filters.allCategories')}
          options={categories.map((category) => ({
            value: category.id,
            label: localisedName(category, i18n.language),
          }))}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              categoryId: event.target.value ? Number(event.target.value) : null,
            })
          }
        />
      </FormField>
      <FormField label={t('filters.stock')}>
        <Select
          value={filters.stock}
          options={STOCK_FILTERS.map((stock) => ({
            value: stock,
            label: t(`filters.stockOptions.${stock}`),
          }))}
          onChange={(event) => onFiltersChange({ ...filters, stock: event.target.value as StockFilter })}
        />
      </FormField>
    </div>
  );
}
