import { useTranslation } from 'react-i18next';
import { ORDER_PAGE_SIZES } from '@parashop/shared/constants';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import {
  ORDER_CONFIRMATION_FILTERS,
  ORDER_DATE_FILTERS,
  ORDER_STATUS_FILTERS,
  type OrderConfirmationFilter,
  type OrderDateFilter,
  type OrderFilters,
  type OrderStatusFilter,
} from '../lib/order-filters';

export interface OrdersToolbarProps {
  filters: OrderFilters;
  onFiltersChange: (filters: OrderFilters) => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
}

/** Search, status, confirmation and date filters, and page size of the orders screen. */
export function OrdersToolbar({ filters, onFiltersChange, pageSize, onPageSizeChange }: OrdersToolbarProps) {
  const { t } = useTranslation(['admin-orders', 'admin-confirmation-shared']);
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 rounded-card border border-line bg-surface p-4 shadow-card lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <SearchInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onValueChange={(search) => onFiltersChange({ ...filters, search })}
        className="col-span-2 lg:col-span-1"
      />
      <FormField label={t('filters.status')}>
        <Select
          value={filters.status}
          options={ORDER_STATUS_FILTERS.map((status) => ({
            value: status,
            label: t(`filters.statusOptions.${status}`),
          }))}
          onChange={(event) =>
            onFiltersChange({ ...filters, status: event.target.value as OrderStatusFilter })
          }
        />
      </FormField>
      <FormField label={t('filters.confirmation')}>
        <Select
          value={filters.confirmation}
          options={ORDER_CONFIRMATION_FILTERS.map((confirmation) => ({
            value: confirmation,
            label:
              confirmation === 'all'
                ? t('filters.allConfirmations')
                : t(`admin-confirmation-shared:status.${confirmation}`),
          }))}
          onChange={(event) =>
            onFiltersChange({ ...filters, confirmation: event.target.value as OrderConfirmationFilter })
          }
        />
      </FormField>
      <FormField label={t('filters.date')}>
        <Select
          value={filters.date}
          options={ORDER_DATE_FILTERS.map((date) => ({
            value: date,
            label: t(`filters.dateOptions.${date}`),
          }))}
          onChange={(event) => onFiltersChange({ ...filters, date: event.target.value as OrderDateFilter })}
        />
      </FormField>
      <FormField label={t('filters.pageSize')}>
        <Select
          value={pageSize}
          options={ORDER_PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        />
      </FormField>
    </div>
  );
}
