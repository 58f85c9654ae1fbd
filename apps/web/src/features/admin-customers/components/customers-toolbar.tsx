import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { JOINED_FILTERS, type CustomerFilters, type JoinedFilter } from '../lib/customer-filters';

export function CustomersToolbar({
  filters,
  onFiltersChange,
}: {
  filters: CustomerFilters;
  onFiltersChange: (filters: CustomerFilters) => void;
}) {
  const { t } = useTranslation('admin-customers');
  return (
    <div className="mb-4 grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <SearchInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onValueChange={(search) => onFiltersChange({ ...filters, search })}
      />
      <FormField label={t('filters.joined')}>
        <Select
          value={filters.joined}
          options={JOINED_FILTERS.map((joined) => ({
            value: joined,
            label: t(`filters.joinedOptions.${joined}`),
          }))}
          onChange={(event) => onFiltersChange({ ...filters, joined: event.target.value as JoinedFilter })}
        />
      </FormField>
    </div>
  );
}
