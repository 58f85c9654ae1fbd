import { useTranslation } from 'react-i18next';
import type { OrderEditEntry } from '@parashop/shared/api-types';
import { fromCentimes } from '@parashop/shared/money';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { EditChanges } from './edit-changes';

/** The order's edits in its details (decision 260): who, when, what changed, the total before -> after. */
export function OrderHistory({ history }: { history: readonly OrderEditEntry[] | undefined }) {
  const { t } = useTranslation('admin-order-edits');
  if (!history || history.length === 0) return null;
  return (
    <section aria-labelledby="order-edit-history" data-testid="order-edit-history">
      <h3 id="order-edit-history" className="text-sm font-semibold">
        {t('history.title')}
      </h3>
      <ol className="mt-1 divide-y divide-line">
        {history.map((entry) => (
          <li key={entry.id} className="py-2">
            <p className="text-xs text-muted">
              <DateTime value={entry.created_at} /> · {entry.staff_name ?? t('history.unknownStaff')} ·{' '}
              {t('history.total')}{' '}
              <Money amount={fromCentimes(entry.changes.totals.before.total)} unit="DH" />{' '}
              {t('changes.arrow')} <Money amount={fromCentimes(entry.changes.totals.after.total)} unit="DH" />
            </p>
            <EditChanges changes={entry.changes} />
          </li>
        ))}
      </ol>
    </section>
  );
}
