import { useTranslation } from 'react-i18next';

/** The products screen's "Expiring soon" filter: only products holding a lot that expires within the alert window. */
export function ExpiringSoonFilter({
  checked,
  count,
  onChange,
}: {
  checked: boolean;
  /** How many products hold such a lot; null while unknown. */
  count: number | null;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('admin-lots');
  return (
    <label className="mb-4 inline-flex cursor-pointer items-center gap-2 rounded-full border border-amber-200 bg-warning-50 px-3 py-1.5 text-sm font-medium text-warning-600">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-amber-600"
      />
      {t('list.expiringFilter')}
      {count !== null ? <span className="tabular-nums">({count})</span> : null}
    </label>
  );
}
