import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '@parashop/shared/api-types';
import { fromCentimes, toCentimes } from '@parashop/shared/money';
import { Badge } from '@/components/ui/badge';
import { DateTime } from '@/components/ui/date-time';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { SmartImage } from '@/components/ui/smart-image';
import { useOrderDetails } from '../api/get-order-details';
import { OrderReturnsSection } from '../returns/order-returns-section';
import { Detail } from './detail-row';
import { OrderItemLots } from './order-item-lots';
import { CourierPanel } from './courier-panel';
import { OrderConfirmationSection } from './order-confirmation-section';
import { OrderPrintLinks } from './order-print-links';
import { OrderStatusBadge } from './order-status-badge';
import { formatPhone } from '@parashop/shared/phone';
import { useLocalised } from '@/i18n/use-localised';
// Order edits (decision 260).
import { EditOrderButton } from '@/features/admin-order-edits-shared/components/edit-order-button';
import { OrderHistory } from '@/features/admin-order-edits-shared/components/order-history';

/** What one unit of the line saved on its regular price (centimes); 0 when unknown or none. */
function unitSaving(item: OrderItem): number {
  if (item.regular_unit_price === null || item.regular_unit_price === undefined) return 0;
  return Math.max(0, toCentimes(item.regular_unit_price) - toCentimes(item.unit_price));
}

/** The offer savings of an order (centimes), from the regular prices its lines kept when ordered. */
export function offerSavings(order: Order): number {
  return order.order_items.reduce((sum, item) => sum + unitSaving(item) * item.quantity, 0);
}

function ItemRow({ item }: { item: OrderItem }) {
  const { t } = useTranslation('admin-orders');
  const localised = useLocalised();
  const saving = unitSaving(item);
  const isProduct = item.target_name === 'product';
  return (
    <li className="flex items-center gap-3 py-3">
      {isProduct ? (
        <SmartImage
          src={item.target.image}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 shrink-0 rounded-lg border border-line object-cover"
        />
      ) : (
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50">
          <Badge tone="brand">{t('details.pack')}</Badge>
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink [overflow-wrap:anywhere]">
          <bdi>{localised.name(item.target)}</bdi>
        </p>
        <p className="text-xs text-muted">
          {t('details.quantityIs', { quantity: item.quantity })} · {t('details.unitPriceIs')}{' '}
          <Money amount={item.unit_price} unit="DH" />
          {saving > 0 && typeof item.regular_unit_price === 'number' ? (
            <>
              {' '}
              <span className="sr-only">{t('details.regularPriceIs')}</span>
              <s className="text-muted" data-testid="regular-unit-price">
                <Money amount={item.regular_unit_price} unit="DH" />
              </s>
            </>
          ) : null}
        </p>
        <OrderItemLots lots={item.lots} />
      </div>
      <div className="text-end">
        <p className="text-xs text-muted">{t('details.lineTotal')}</p>
        <Money amount={item.total_price} unit="DH" className="font-semibold" />
      </div>
    </li>
  );
}

/** One of the two cards at the top of the details (the customer, the order): its heading and its facts. */
function FactsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-canvas p-3">
      <h3 id={id} className="mb-1 text-sm font-semibold">
        {title}
      </h3>
      <dl>{children}</dl>
    </section>
  );
}

/**
 * Everything SPEC section 2 lists for an order (customer, order facts, total in DH and each item),
 * and its confirmation: the calls, their outcomes and the buttons to record the next one.
 */
export function OrderDetailsModal({ order: listed, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const details = useOrderDetails(listed?.id ?? null);
  // The order as GET /orders/{id} last gave it (fresher after a call), else as the list has it.
  const order = listed && details.data?.id === listed.id ? details.data : listed;
  const savings = order ? offerSavings(order) : 0;
  return (
    <Modal open={order !== null} onClose={onClose} title={t('details.title')} size="xl">
      {order ? (
        <div className="flex flex-col gap-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <FactsCard id="order-details-customer" title={t('details.customer')}>
              <Detail label={t('details.name')}>
                <bdi>{order.name}</bdi>
              </Detail>
              <Detail label={t('details.phone')}>
                <bdi dir="ltr">{formatPhone(order.phone_number)}</bdi>
              </Detail>
              <Detail label={t('details.address')}>
                <bdi>{order.address}</bdi>
              </Detail>
              <Detail label={t('details.city')}>
                <bdi>{order.city}</bdi>
              </Detail>
            </FactsCard>
            <FactsCard id="order-details-order" title={t('details.order')}>
              <Detail label={t('details.orderNumber')}>
                <bdi dir="ltr">{order.order_number}</bdi>
              </Detail>
              <Detail label={t('details.date')}>
                <DateTime value={order.created_at} />
              </Detail>
              <Detail label={t('details.status')}>
                <OrderStatusBadge status={order.status} />
              </Detail>
              <Detail label={t('details.total')}>
                <Money amount={order.total_order} unit="DH" />
              </Detail>
            </FactsCard>
          </div>
          <OrderPrintLinks order={order} />
          {/* Order edits (decision 260): while pending, from the order as GET /orders/{id} gave it. */}
          {details.data?.id === order.id ? (
            <EditOrderButton order={details.data} className="self-start" />
          ) : null}
          <OrderConfirmationSection order={order} details={details} />
          <CourierPanel order={order} />
          {/* Returns after delivery (decision 265). */}
          <OrderReturnsSection order={order} />
          <section aria-labelledby="order-details-items">
            <h3 id="order-details-items" className="text-sm font-semibold">
              {t('details.items')}
            </h3>
            <ul className="divide-y divide-line">
              {order.order_items.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </ul>
            <dl className="mt-2 border-t border-line pt-2">
              {savings > 0 ? (
                <Detail label={t('details.itemsAtRegularPrice')}>
                  <Money amount={fromCentimes(toCentimes(order.subtotal) + savings)} unit="DH" />
                </Detail>
              ) : null}
              {savings > 0 ? (
                <Detail label={t('details.offerSavings')}>
                  <bdi dir="ltr" className="whitespace-nowrap text-brand-700">
                    −<Money amount={fromCentimes(savings)} unit="DH" />
                  </bdi>
                </Detail>
              ) : null}
              <Detail label={t('details.subtotal')}>
                <Money amount={order.subtotal} unit="DH" />
              </Detail>
              <Detail label={t('details.deliveryFee')}>
                <Money amount={order.delivery_fee} unit="DH" />
              </Detail>
              {order.delivery_discount > 0 ? (
                <Detail label={t('details.deliveryDiscount')}>
                  <Money amount={order.delivery_discount} unit="DH" />
                </Detail>
              ) : null}
              <Detail label={t('details.total')}>
                <Money amount={order.total_order} unit="DH" className="text-base font-bold text-brand-800" />
              </Detail>
            </dl>
          </section>
          <OrderHistory history={details.data?.id === order.id ? details.data.history : undefined} />
        </div>
      ) : null}
    </Modal>
  );
}
