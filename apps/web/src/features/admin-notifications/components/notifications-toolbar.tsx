import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import {
  READ_FILTERS,
  TYPE_FILTERS,
  type NotificationFilters,
  type ReadFilter,
  type TypeFilter,
} from '../lib/notification-filters';

export function NotificationsToolbar({
  filters,
  onFiltersChange,
}: {
  filters: NotificationFilters;
  onFiltersChange: (filters: NotificationFilters) => void;
}) {
  const { t } = useTranslation('admin-notifications');
  return (
    <div className="mb-4 grid gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:grid-cols-2">
      <FormField label={t('filters.read')}>
        <Select
          value={filters.read}
          options={READ_FILTERS.map((read) => ({ value: read, label: t(`filters.readOptions.${read}`) }))}
          onChange={(event) => onFiltersChange({ ...filters, read: event.target.value as ReadFilter })}
        />
      </FormField>
      <FormField label={t('filters.type')}>
        <Select
          value={filters.type}
          options={TYPE_FILTERS.map((type) => ({ value: type, label: t(`filters.typeOptions.${type}`) }))}
          onChange={(event) => onFiltersChange({ ...filters, type: event.target.value as TypeFilter })}
        />
      </FormField>
    </div>
  );
}
