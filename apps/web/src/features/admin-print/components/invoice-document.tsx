import { useTranslation } from 'react-i18next';
import type { Order, ShopSettings } from '@parashop/shared/api-types';
import { toCentimes } from '@parashop/shared/money';
import { formatDateTime } from '@/components/ui/date-time';
import { formatAmount, formatPercent } from '@/components/ui/number-format';
import { amountInArabic, amountInFrench } from '../lib/amount-in-words';
import { vatBreakdown, type InvoiceLanguage } from '../lib/printed-order';
import { DocumentParties, LegalFooter } from './document-parties';
import { localisedName } from '@parashop/shared/localised';

/**
 * The invoice of a delivered order (A4) in French or Arabic: the shop and its legal identifiers, the
 * invoice number and date, the customer, the lines, subtotal, delivery, the VAT part at the shop's
 * rate (prices are VAT-included), the total, and the total in words. Arabic is laid out right to left
 * and left to the browser to shape (its letters join as on screen).
 */
export function InvoiceDocument({
  order,
  shop,
  language,
}: {
  order: Order & { invoice_number: string };
  shop: ShopSettings;
  language: InvoiceLanguage;
}) {
  const { t } = useTranslation('admin-print', { lng: language });
  const money = (amount: number) => formatAmount(toCentimes(amount), 'DH', language);
  const cents = (centimes: number) => formatAmount(centimes, 'DH', language);
  const { total, vat, withoutVat } = vatBreakdown(order, shop.vat_rate);
  const words = language === 'ar' ? amountInArabic(total) : amountInFrench(total);

  return (
    <article
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      className="invoice flex flex-1 flex-col gap-6 text-[12px] leading-relaxed text-black"
    >
      <DocumentParties
        order={order}
        shop={shop}
        language={language}
        title={t('invoice.title')}
        facts={[
          { label: t('invoice.number'), value: order.invoice_number, reference: true, strong: true },
          { label: t('invoice.date'), value: formatDateTime(order.invoiced_at, language, 'date') },
          { label: t('invoice.order'), value: order.order_number, reference: true },
        ]}
        labels={{ phone: t('invoice.phone'), customer: t('invoice.customer') }}
      />
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-y-2 border-black text-[11px] uppercase">
            <th scope="col" className="py-1.5 text-start font-semibold">
              {t('invoice.designation')}
            </th>
            <th scope="col" className="w-14 py-1.5 text-end font-semibold">
              {t('invoice.quantity')}
            </th>
            <th scope="col" className="w-28 py-1.5 text-end font-semibold">
              {t('invoice.unitPrice')}
            </th>
            <th scope="col" className="w-28 py-1.5 text-end font-semibold">
              {t('invoice.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.order_items.map((item) => (
            <tr key={item.id} className="break-inside-avoid border-b border-slate-400 align-top">
              <td className="py-1.5 pe-3 [overflow-wrap:anywhere]">
                <bdi>{localisedName(item.target, language)}</bdi>
                {item.target_name === 'pack' ? (
                  <span className="text-slate-600"> · {t('invoice.pack')}</span>
                ) : null}
              </td>
              <td className="py-1.5 text-end tabular-nums">{item.quantity}</td>
              <td dir="ltr" className="py-1.5 text-end tabular-nums rtl:text-start">
                {money(item.unit_price)}
              </td>
              <td dir="ltr" className="py-1.5 text-end tabular-nums rtl:text-start">
                {money(item.total_price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end">
        <dl className="grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 break-inside-avoid">
          <dt>{t('invoice.subtotal')}</dt>
          <dd dir="ltr" className="text-end tabular-nums">
            {money(order.subtotal)}
          </dd>
          <dt>{t('invoice.delivery')}</dt>
          <dd dir="ltr" className="text-end tabular-nums">
            {money(order.delivery_fee)}
          </dd>
          <dt className="border-t border-black pt-1">{t('invoice.totalWithoutVat')}</dt>
          <dd dir="ltr" className="border-t border-black pt-1 text-end tabular-nums">
            {cents(withoutVat)}
          </dd>
          <dt>{t('invoice.vat', { rate: formatPercent(shop.vat_rate / 100, language) })}</dt>
          <dd dir="ltr" className="text-end tabular-nums">
            {cents(vat)}
          </dd>
          <dt className="border-y-2 border-black py-1 text-sm font-bold">{t('invoice.total')}</dt>
          <dd dir="ltr" className="border-y-2 border-black py-1 text-end text-sm font-bold tabular-nums">
            {cents(total)}
          </dd>
        </dl>
      </div>
      <p className="break-inside-avoid">
        {t('invoice.inWords')} <strong>{words}</strong>.
      </p>
      <p className="text-[11px] text-slate-700">{t('invoice.paidOnDelivery')}</p>
      <LegalFooter shop={shop} legalLabel={(id) => t(`invoice.legal.${id}`)}>
        <p>{formatDateTime(order.invoiced_at, language, 'date')}</p>
      </LegalFooter>
    </article>
  );
}
