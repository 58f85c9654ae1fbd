import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomerOrderChange } from '@parashop/shared/api-types';
import { EditChanges } from '@/features/admin-order-edits-shared/components/edit-changes';
import { apiFetch } from '@/lib/api-client';
import { formatDate } from '@/features/account-shared/lib/format-date';
import { dh } from '../lib/format';

/** GET /api/userorders/changes once for the whole history (every opened card shares it). */
function useMyOrderChanges() {
  return useQuery({
    queryKey: ['userorders', 'changes'],
    queryFn: ({ signal }) => apiFetch<{ changes: CustomerOrderChange[] }>('/userorders/changes', { signal }),
  });
}

/**
 * What the shop changed in one order of the customer's history, agreed during the confirmation call
 * (decision 260), in their language: each change with its date and the total before and after, then
 * the lines and fields before -> after. Nothing for an order never changed.
 */
export function OrderChangesNote({ orderId }: { orderId: number }) {
  // Without suspense: the texts arriving must not fold the card the customer just opened.
  const { t, i18n, ready } = useTranslation(['account', 'admin-order-edits'], { useSuspense: false });
  const query = useMyOrderChanges();
  if (!ready) return null;
  if (query.isPending) return <p className="mt-3 text-xs text-muted">{t('orders.changesLoading')}</p>;
  if (query.isError) return <p className="mt-3 text-xs text-danger-700">{t('orders.changesFailed')}</p>;
  const changes = query.data.changes.filter((entry) => entry.order_id === orderId);
  if (changes.length === 0) return null;
  return (
    <section className="mt-3 border-t border-line pt-3 text-sm" data-testid="account-order-changes">
      <h4 className="font-semibold">{t('orders.changesTitle')}</h4>
      <ul className="mt-1 flex flex-col gap-2">
        {changes.map((entry) => (
          <li key={entry.version}>
            <p className="text-xs text-muted">
              {t('orders.changedOn', {
                date: formatDate(entry.created_at, i18n.language),
                before: dh(entry.changes.totals.before.total / 100, i18n.language),
                after: dh(entry.changes.totals.after.total / 100, i18n.language),
              })}
            </p>
            <EditChanges changes={entry.changes} />
          </li>
        ))}
      </ul>
    </section>
  );
}
