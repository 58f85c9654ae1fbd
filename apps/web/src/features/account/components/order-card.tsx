import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SmartImage } from '@/components/ui/smart-image';
import { cn } from '@/lib/cn';
import type { HistoryOrder } from '../api/user-orders';
import { formatDate } from '@/features/account-shared/lib/format-date';
import { dh } from '../lib/format';
import { OrderStatusBadge } from './order-status-badge';
import { OrderChangesNote } from './order-changes-note';
import { OrderReturnsNote } from './order-returns-note';
import { useLocalised } from '@/i18n/use-localised';

/** One order of the history: a summary line that expands to its items and amounts. */
export function OrderCard({ order }: { order: HistoryOrder }) {
  const { t, i18n } = useTranslation('account');
  const localised = useLocalised();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const items = order.order_items ?? [];
  return (
    <li className="overflow-hidden rounded-xl border border-line bg-surface">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-brand-50/50 sm:items-center"
      >
        {/* Phones: number and date, then status and total; wider screens: one line. */}
        <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <span className="min-w-0 sm:flex-1">
            <span className="block whitespace-nowrap font-semibold text-ink">{order.order_number}</span>
            <span className="block text-xs text-muted">
              {formatDate(order.created_at, i18n.language)} · {t('orders.itemCount', { count: items.length })}
            </span>
          </span>
          <span className="flex items-center justify-between gap-3 sm:justify-end">
            <OrderStatusBadge status={order.status} />
            <span className="whitespace-nowrap font-semibold text-ink">
              {dh(order.total_order, i18n.language)}
            </span>
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'mt-0.5 h-5 w-5 shrink-0 text-muted transition-transform sm:mt-0',
            open && 'rotate-180',
          )}
        />
      </button>
      {open ? (
        <div id={panelId} className="border-t border-line px-4 py-3">
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-2">
                {item.target_name === 'product' ? (
                  <SmartImage
                    src={item.target?.image}
                    alt=""
                    width={48}
                    height={48}
                    className="h-12 w-12 rounded-lg object-cover"
                  />
                ) : (
                  <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-xs font-semibold text-brand-700">
                    {t('orders.pack')}
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {item.target ? localised.name(item.target) : null}
                  </span>
                  <span className="block text-xs text-muted">
                    {item.quantity} ×{' '}
                    {dh(
                      item.unit_price ?? Number(item.total_price) / Math.max(1, item.quantity),
                      i18n.language,
                    )}
                  </span>
                </span>
                <span className="text-sm font-semibold">{dh(item.total_price, i18n.language)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 grid grid-cols-2 gap-1 border-t border-line pt-3 text-sm">
            <dt className="text-muted">{t('orders.subtotal')}</dt>
            <dd className="text-end">{dh(order.subtotal, i18n.language)}</dd>
            <dt className="text-muted">{t('orders.deliveryFee')}</dt>
            <dd className="text-end">{dh(order.delivery_fee, i18n.language)}</dd>
            <dt className="font-semibold">{t('orders.total')}</dt>
            <dd className="text-end font-semibold">{dh(order.total_order, i18n.language)}</dd>
          </dl>
          <p className="mt-2 text-xs text-muted">
            {t('orders.deliverTo')}: {order.name}, {order.address}, {order.city}
          </p>
          {/* Changed by the shop with the customer (decision 260): orders placed once are never read for it. */}
          {(order.version ?? 1) > 1 ? <OrderChangesNote orderId={order.id} /> : null}
          {(order.returned_units ?? 0) > 0 ? <OrderReturnsNote orderId={order.id} /> : null}
        </div>
      ) : null}
    </li>
  );
}
