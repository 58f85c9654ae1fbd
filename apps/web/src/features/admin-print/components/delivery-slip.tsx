import { useTranslation } from 'react-i18next';
import type { Order, PublicSettings } from '@parashop/shared/api-types';
import { toCentimes } from '@parashop/shared/money';
import { formatAmount } from '@/components/ui/number-format';
import { formatDateTime } from '@/components/ui/date-time';
import { lotsOf } from '../lib/printed-order';
import { QrCode } from './qr-code';
import { localisedName } from '@parashop/shared/localised';

/**
 * One delivery slip (A6 or A5): the order number with its QR code, the customer, phone, address and
 * city, the items (with their lots when the shop records them) and the amount to collect, large.
 * Black on white, no backgrounds: it prints on any printer.
 */
export function DeliverySlip({ order, shop }: { order: Order; shop: PublicSettings }) {
  const { t, i18n } = useTranslation('admin-print');
  const language = i18n.language;
  return (
    <article
      className="slip flex flex-col gap-2 text-[11px] leading-snug text-black"
      aria-label={t('slip.title', { number: order.order_number })}
    >
      <header className="flex items-start justify-between gap-2 border-b border-black pb-2">
        <div className="min-w-0">
          <p className="font-bold [overflow-wrap:anywhere]">{shop.shop_name}</p>
          {shop.phone ? (
            <p>
              <bdi dir="ltr">{shop.phone}</bdi>
            </p>
          ) : null}
          <p className="mt-1 text-[10px] uppercase tracking-wide">{t('slip.heading')}</p>
          <p className="font-mono text-sm font-bold">
            <bdi dir="ltr">{order.order_number}</bdi>
          </p>
          <p>{formatDateTime(order.created_at, language, 'date')}</p>
        </div>
        <QrCode value={order.order_number} size="22mm" label={t('slip.qr', { number: order.order_number })} />
      </header>
      <section aria-label={t('slip.customer')} className="flex flex-col gap-0.5">
        <p className="text-[10px] uppercase tracking-wide">{t('slip.customer')}</p>
        <p className="text-sm font-bold [overflow-wrap:anywhere]">
          <bdi>{order.name}</bdi>
        </p>
        <p className="text-sm font-semibold">
          <bdi dir="ltr">{order.phone_number}</bdi>
        </p>
        <p className="[overflow-wrap:anywhere]">
          <bdi>{order.address}</bdi>
        </p>
        <p className="font-semibold [overflow-wrap:anywhere]">
          <bdi>{order.city}</bdi>
        </p>
      </section>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-[10px] uppercase">
            <th scope="col" className="py-0.5 text-start font-semibold">
              {t('slip.item')}
            </th>
            <th scope="col" className="w-8 py-0.5 text-end font-semibold">
              {t('slip.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.order_items.map((item) => {
            const lots = lotsOf(item);
            return (
              <tr key={item.id} className="break-inside-avoid border-b border-dotted border-black align-top">
                <td className="py-0.5 pe-2 [overflow-wrap:anywhere]">
                  <bdi>{localisedName(item.target, i18n.resolvedLanguage ?? i18n.language)}</bdi>
                  {lots.length > 0 ? (
                    <ul className="text-[10px]">
                      {lots.map((lot) => (
                        <li key={`${lot.lot_number}-${lot.expiry_date}`}>
                          {t('slip.lot', {
                            lot: lot.lot_number,
                            expiry: formatDateTime(lot.expiry_date, language, 'date', 'UTC'),
                            quantity: lot.quantity,
                          })}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td className="py-0.5 text-end font-semibold tabular-nums">{item.quantity}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <footer className="mt-auto flex items-end justify-between gap-2 border-2 border-black p-2">
        <p className="text-xs font-bold uppercase">{t('slip.toCollect')}</p>
        <p dir="ltr" className="text-2xl font-black tabular-nums">
          <bdi>{formatAmount(toCentimes(order.total_order), 'DH', language)}</bdi>
        </p>
      </footer>
    </article>
  );
}
