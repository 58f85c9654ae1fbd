import { useTranslation } from 'react-i18next';
import type { Order, ShopSettings } from '@parashop/shared/api-types';
import type { OrderReturn } from '@parashop/shared/schemas/order-returns';
import { localisedName } from '@parashop/shared/localised';
import { formatDateTime } from '@/components/ui/date-time';
import { formatAmount, formatPercent } from '@/components/ui/number-format';
import { amountInArabic, amountInFrench } from '../lib/amount-in-words';
import { DocumentParties, LegalFooter } from './document-parties';
import type { InvoiceLanguage } from '../lib/printed-order';

/**
 * The credit note of one return (decision 265), A4, in French or Arabic, laid out like the invoice:
 * the shop, the credit note's number and date, the invoice and order it corrects, the customer, the
 * returned lines with their reason, the delivery refunded, the VAT part, the total in words, how the
 * refund was paid back and the exchange order, if any.
 */
export function CreditNoteDocument({
  order,
  entry,
  shop,
  language,
}: {
  order: Order;
  entry: OrderReturn;
  shop: ShopSettings;
  language: InvoiceLanguage;
}) {
  const { t } = useTranslation(['order-returns', 'admin-print'], { lng: language });
  const cents = (centimes: number) => formatAmount(centimes, 'DH', language);
  const total = entry.refund_total;
  const vat = Math.round((total * shop.vat_rate) / (100 + shop.vat_rate));
  const words = language === 'ar' ? amountInArabic(total) : amountInFrench(total);

  return (
    <article
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      className="credit-note flex flex-1 flex-col gap-6 text-[12px] leading-relaxed text-black"
    >
      <DocumentParties
        order={order}
        shop={shop}
        language={language}
        title={t('creditNote.title')}
        facts={[
          {
            label: t('creditNote.number'),
            value: entry.credit_note_number,
            reference: true,
            strong: true,
            testId: 'credit-note-number',
          },
          { label: t('creditNote.date'), value: formatDateTime(entry.created_at, language, 'date') },
          ...(order.invoice_number
            ? [{ label: t('creditNote.invoice'), value: order.invoice_number, reference: true }]
            : []),
          { label: t('creditNote.order'), value: order.order_number, reference: true },
        ]}
        labels={{ phone: t('creditNote.phone'), customer: t('creditNote.customer') }}
      />
      {/* On a phone's screen the unit price gives its room to the names (the line total stays); print is A4. */}
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse">
          <thead>
            <tr className="border-y-2 border-black text-[11px] uppercase">
              <th scope="col" className="py-1.5 text-start font-semibold">
                {t('creditNote.designation')}
              </th>
              <th scope="col" className="py-1.5 text-start font-semibold">
                {t('creditNote.reason')}
              </th>
              <th scope="col" className="w-12 py-1.5 pe-3 text-end font-semibold">
                {t('creditNote.quantity')}
              </th>
              <th
                scope="col"
                className="hidden w-24 py-1.5 text-end font-semibold sm:table-cell print:table-cell"
              >
                {t('creditNote.unitPrice')}
              </th>
              <th scope="col" className="w-24 py-1.5 text-end font-semibold">
                {t('creditNote.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.lines.map((line) => (
              <tr key={line.id} className="break-inside-avoid border-b border-slate-400 align-top">
                <td className="min-w-[8rem] py-1.5 pe-3 [overflow-wrap:break-word]">
                  <bdi>{localisedName(line, language)}</bdi>
                </td>
                <td className="py-1.5 pe-3">{t(`reasons.${line.reason}`)}</td>
                <td className="py-1.5 pe-3 text-end tabular-nums">{line.quantity}</td>
                <td
                  dir="ltr"
                  className="hidden whitespace-nowrap py-1.5 text-end tabular-nums sm:table-cell print:table-cell rtl:text-start"
                >
                  {cents(line.unit_price)}
                </td>
                <td dir="ltr" className="whitespace-nowrap py-1.5 text-end tabular-nums rtl:text-start">
                  {cents(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-end">
        <dl className="grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 break-inside-avoid">
          <dt>{t('creditNote.linesTotal')}</dt>
          <dd dir="ltr" className="text-end tabular-nums">
            {cents(entry.lines_amount)}
          </dd>
          {entry.delivery_refund > 0 ? (
            <>
              <dt>{t('creditNote.delivery')}</dt>
              <dd dir="ltr" className="text-end tabular-nums">
                {cents(entry.delivery_refund)}
              </dd>
            </>
          ) : null}
          <dt className="border-t border-black pt-1">{t('creditNote.totalWithoutVat')}</dt>
          <dd dir="ltr" className="border-t border-black pt-1 text-end tabular-nums">
            {cents(total - vat)}
          </dd>
          <dt>{t('creditNote.vat', { rate: formatPercent(shop.vat_rate / 100, language) })}</dt>
          <dd dir="ltr" className="text-end tabular-nums">
            {cents(vat)}
          </dd>
          <dt className="border-y-2 border-black py-1 text-sm font-bold">{t('creditNote.total')}</dt>
          <dd
            dir="ltr"
            className="border-y-2 border-black py-1 text-end text-sm font-bold tabular-nums"
            data-testid="credit-note-total"
          >
            {cents(total)}
          </dd>
        </dl>
      </div>
      <p className="break-inside-avoid">
        {t('creditNote.inWords')} <strong>{words}</strong>.
      </p>
      <p>{t('creditNote.refundMethod', { method: t(`methods.${entry.refund_method}`) })}</p>
      {entry.exchange_order && entry.exchange_difference !== null ? (
        <p>
          {t(entry.exchange_difference >= 0 ? 'creditNote.exchangeCollect' : 'creditNote.exchangeGiveBack', {
            number: entry.exchange_order.order_number,
            amount: cents(Math.abs(entry.exchange_difference)),
          })}
        </p>
      ) : null}
      <LegalFooter shop={shop} legalLabel={(id) => t(`admin-print:invoice.legal.${id}`)} />
    </article>
  );
}
