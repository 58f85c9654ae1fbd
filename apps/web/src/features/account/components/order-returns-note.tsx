import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderReturn } from '@parashop/shared/schemas/order-returns';
import { apiFetch } from '@/lib/api-client';
import { useLocalised } from '@/i18n/use-localised';
import { formatDate } from '@/features/account-shared/lib/format-date';
import { dh } from '../lib/format';

/** GET /api/userorders/returns once for the whole history (every card with returns shares it). */
function useMyReturns() {
  return useQuery({
    queryKey: ['userorders', 'returns'],
    queryFn: ({ signal }) => apiFetch<{ returns: OrderReturn[] }>('/userorders/returns', { signal }),
  });
}

/**
 * The returns of one order in the customer's history (decision 265; rendered for orders with returned
 * units only), in their language: each credit
 * note with the units given back, why, the amount refunded and how, and the exchange order if any.
 */
export function OrderReturnsNote({ orderId }: { orderId: number }) {
  // Without suspense: the texts arriving must not fold the card the customer just opened.
  const { t, i18n, ready } = useTranslation('order-returns', { useSuspense: false });
  const localised = useLocalised();
  const query = useMyReturns();
  if (!ready) return null;
  if (query.isPending) return <p className="mt-3 text-xs text-muted">{t('section.loading')}</p>;
  if (query.isError) return <p className="mt-3 text-xs text-danger-700">{t('section.loadTitle')}</p>;
  const returns = query.data.returns.filter((entry) => entry.order_id === orderId);
  if (returns.length === 0) return null;
  return (
    <section className="mt-3 border-t border-line pt-3 text-sm" data-testid="account-order-returns">
      <h4 className="font-semibold">{t('account.title')}</h4>
      <ul className="mt-1 flex flex-col gap-2">
        {returns.map((entry) => (
          <li key={entry.id}>
            <p className="text-xs text-muted">
              {t('account.creditNote', {
                number: entry.credit_note_number,
                date: formatDate(entry.created_at, i18n.language),
              })}
            </p>
            <ul>
              {entry.lines.map((line) => (
                <li key={line.id} className="[overflow-wrap:anywhere]">
                  {t('account.line', {
                    name: localised.name(line),
                    count: line.quantity,
                    reason: t(`reasons.${line.reason}`),
                  })}
                </li>
              ))}
            </ul>
            <p>
              {t('account.refund', {
                amount: dh(entry.refund_total / 100, i18n.language),
                method: t(`methods.${entry.refund_method}`),
              })}
            </p>
            {entry.exchange_order ? (
              <p>{t('account.exchange', { number: entry.exchange_order.order_number })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
