import { useTranslation } from 'react-i18next';

/** 'Showing 11–20 of 42 orders' under the table; nothing when the list is empty. */
export function PageRange({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation('admin-orders');
  if (total === 0) return <span />;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {t('table.range', { from, to, total })}
    </p>
  );
}
