import { useTranslation } from 'react-i18next';
import type { Order, ShopSettings } from '@parashop/shared/api-types';
import { formatDateTime } from '@/components/ui/date-time';
import type { InvoiceLanguage } from '../lib/printed-order';

/** The invoice's head: the shop (seller) and the invoice's facts, then the customer. */
export function InvoiceParties({
  order,
  shop,
  language,
}: {
  order: Order & { invoice_number: string };
  shop: ShopSettings;
  language: InvoiceLanguage;
}) {
  const { t } = useTranslation('admin-print', { lng: language });
  return (
    <>
      <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-4">
        <div className="min-w-0">
          <p className="text-xl font-bold [overflow-wrap:anywhere]">
            <bdi>{shop.shop_name}</bdi>
          </p>
          {shop.address ? (
            <p className="[overflow-wrap:anywhere]">
              <bdi>{shop.address}</bdi>
            </p>
          ) : null}
          {shop.city ? (
            <p className="[overflow-wrap:anywhere]">
              <bdi>{shop.city}</bdi>
            </p>
          ) : null}
          {shop.phone ? (
            <p>
              {t('invoice.phone')} <bdi dir="ltr">{shop.phone}</bdi>
            </p>
          ) : null}
          {shop.email ? (
            <p className="[overflow-wrap:anywhere]">
              <bdi dir="ltr">{shop.email}</bdi>
            </p>
          ) : null}
        </div>
        <div className="shrink-0 text-end">
          <h1 className="text-2xl font-black uppercase tracking-wide">{t('invoice.title')}</h1>
          <dl className="mt-1 grid grid-cols-[auto_auto] justify-end gap-x-3">
            <dt>{t('invoice.number')}</dt>
            <dd dir="ltr" className="font-mono font-bold rtl:text-end">
              {order.invoice_number}
            </dd>
            <dt>{t('invoice.date')}</dt>
            <dd>{formatDateTime(order.invoiced_at, language, 'date')}</dd>
            <dt>{t('invoice.order')}</dt>
            <dd dir="ltr" className="font-mono rtl:text-end">
              {order.order_number}
            </dd>
          </dl>
        </div>
      </header>
      <section aria-label={t('invoice.customer')} className="max-w-md rounded border border-black p-3">
        <h2 className="text-[11px] font-semibold uppercase">{t('invoice.customer')}</h2>
        <p className="font-bold [overflow-wrap:anywhere]">
          <bdi>{order.name}</bdi>
        </p>
        <p>
          {t('invoice.phone')} <bdi dir="ltr">{order.phone_number}</bdi>
        </p>
        <p className="[overflow-wrap:anywhere]">
          <bdi>{order.address}</bdi>
          {language === 'ar' ? '، ' : ', '}
          <bdi>{order.city}</bdi>
        </p>
      </section>
    </>
  );
}
