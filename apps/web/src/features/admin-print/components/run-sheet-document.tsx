import { useTranslation } from 'react-i18next';
import type { RunSheet } from '@parashop/shared/api-types';
import { formatPhone, isolatedPhone } from '@parashop/shared/phone';
import { formatDateTime } from '@/components/ui/date-time';
import { formatAmount } from '@/components/ui/number-format';

/**
 * The A4 run sheet in its own language (whatever the screen's): the shop, the rider and the day, each
 * stop in order with its address, phone, items and amount, a box for what happened, and the
 * signatures of the rider and of the staff member who hands the run over.
 */
export function RunSheetDocument({ sheet }: { sheet: RunSheet }) {
  const { lang, run, shop } = sheet;
  const { t } = useTranslation('admin-print', { lng: lang });
  const rtl = lang === 'ar';
  const money = (centimes: number) => formatAmount(centimes, 'DH', lang);
  const phone = (value: string) => (rtl ? isolatedPhone(value) : formatPhone(value));
  const stops = [...run.stops].sort((a, b) => a.position - b.position);
  return (
    <article
      dir={rtl ? 'rtl' : 'ltr'}
      lang={lang}
      className="text-[12px] leading-snug text-black"
      data-testid="run-sheet"
    >
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-2">
        <div className="min-w-0">
          <p className="text-base font-bold">{shop.shop_name}</p>
          <p className="break-anywhere" dir="auto">
            {[shop.address, shop.city].filter(Boolean).join(', ')}
          </p>
          {shop.phone ? (
            <p dir="ltr" className="text-start">
              {phone(shop.phone)}
            </p>
          ) : null}
        </div>
        <div className="text-end">
          <h1 className="text-lg font-bold">{t('runSheet.title', { id: run.id })}</h1>
          <p>{t('runSheet.rider', { name: run.rider.name })}</p>
          <p>{t('runSheet.date', { date: run.date })}</p>
          <p className="text-[10px] text-slate-600">
            {t('runSheet.printed', { at: formatDateTime(sheet.printed_at, lang) })}
          </p>
        </div>
      </header>
      <table className="mt-3 w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-start align-bottom">
            <th className="w-6 py-1 text-start">#</th>
            <th className="py-1 text-start">{t('runSheet.customer')}</th>
            <th className="py-1 text-start">{t('runSheet.items')}</th>
            <th className="px-2 py-1 text-end">{t('runSheet.amount')}</th>
            <th className="w-28 py-1 ps-2 text-start">{t('runSheet.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {stops.map((stop) => (
            <tr key={stop.id} className="border-b border-slate-400 align-top [break-inside:avoid]">
              <td className="py-1.5 font-bold tabular-nums">{stop.position}</td>
              <td className="break-anywhere py-1.5 pe-2">
                <p className="font-semibold">{stop.order.customer_name}</p>
                <p>
                  {stop.order.address}, {stop.order.city}
                </p>
                <p className="tabular-nums" dir="ltr" style={{ textAlign: rtl ? 'right' : 'left' }}>
                  {phone(stop.order.phone)} · {stop.order.order_number}
                </p>
              </td>
              <td className="break-anywhere py-1.5 pe-2">
                {stop.order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
              </td>
              <td className="whitespace-nowrap px-2 py-1.5 text-end font-semibold tabular-nums" dir="ltr">
                {money(stop.order.total)}
              </td>
              <td className="py-1.5 ps-2">
                <span className="block h-8 border border-slate-500" />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="pt-2 text-end font-semibold">
              {t('runSheet.total', { count: stops.length })}
            </td>
            <td className="whitespace-nowrap px-2 pt-2 text-end font-bold tabular-nums" dir="ltr">
              {money(run.totals.to_collect)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <footer className="mt-10 grid grid-cols-2 gap-8 [break-inside:avoid]">
        <div>
          <p>{t('runSheet.riderSignature')}</p>
          <span className="mt-10 block border-b border-black" />
        </div>
        <div>
          <p>{t('runSheet.staffSignature')}</p>
          <span className="mt-10 block border-b border-black" />
        </div>
      </footer>
    </article>
  );
}
