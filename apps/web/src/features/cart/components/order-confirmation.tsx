import { Banknote, CheckCircle2, PhoneCall } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toCentimes } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import type { Order } from '@parashop/shared/api-types';
import { buttonClasses } from '@/components/ui/button';
import { useLocalised } from '@/i18n/use-localised';
import { WhatsappConfirm } from './whatsapp-confirm';
import { formatPhone, isolatedPhone } from '@parashop/shared/phone';

/**
 * After a successful order: its number, large enough to read out on the phone; that the shop will
 * call to confirm it; the amount to pay in cash at the door; 'Confirm on WhatsApp' when the shop has
 * a number; and the way back to the shop.
 */
export function OrderConfirmation({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t, i18n } = useTranslation('cart');
  // A partial answer (no lines) still confirms the order.
  const lines = order.order_items ?? [];
  const { money } = useNumberFormat();
  const localised = useLocalised();
  return (
    <section
      aria-labelledby="order-confirmation-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-line bg-surface px-4 py-8 text-center shadow-card sm:px-6 sm:py-10"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-600">
        <CheckCircle2 aria-hidden="true" className="h-9 w-9" />
      </span>
      <h2 id="order-confirmation-title" className="text-2xl font-bold">
        {t('success.title')}
      </h2>
      <p className="text-sm text-muted">{t('success.text', { name: order.name })}</p>
      <div className="w-full rounded-xl border-2 border-dashed border-brand-200 bg-brand-50 px-4 py-4">
        <p className="text-sm font-medium text-brand-800">{t('success.number')}</p>
        <p
          className="mt-1 whitespace-nowrap text-lg font-extrabold text-ink tabular-nums min-[400px]:text-2xl sm:text-3xl sm:tracking-wide"
          data-testid="order-number"
        >
          {order.order_number}
        </p>
      </div>
      {order.delivery_code ? (
        // Asked by the rider at the door when the shop requires it (issue 29).
        <div
          className="w-full rounded-xl border border-leaf-100 bg-leaf-50 px-4 py-3"
          data-testid="order-delivery-code"
        >
          <p className="text-sm font-semibold text-leaf-700">{t('success.codeTitle')}</p>
          <p className="mt-1 text-3xl font-extrabold tracking-[0.3em] text-ink tabular-nums" dir="ltr">
            {order.delivery_code}
          </p>
          <p className="mt-1 text-xs text-slate-700">{t('success.codeText')}</p>
        </div>
      ) : null}
      {lines.length > 0 ? (
        <section aria-labelledby="order-items-title" className="w-full text-start">
          <h3 id="order-items-title" className="mb-2 text-sm font-semibold text-ink">
            {t('success.items')}
          </h3>
          <ul className="divide-y divide-line rounded-xl border border-line" data-testid="order-items">
            {lines.map((line) => (
              <li key={line.id} className="flex items-baseline gap-3 px-4 py-2 text-sm">
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  <span className="tabular-nums text-muted">{line.quantity} × </span>
                  {localised.name(line.target)}
                </span>
                <span className="whitespace-nowrap font-medium tabular-nums">
                  {money(toCentimes(line.total_price), 'DH')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.stock_deferred && order.message ? (
        // Accepted over the stock guard's limits (decision 200): the units are taken at the call.
        <p
          role="status"
          className="w-full rounded-xl border border-amber-200 bg-warning-50 p-4 text-start text-sm font-medium text-amber-800"
          data-testid="order-stock-deferred"
        >
          {order.message}
        </p>
      ) : null}
      <div className="flex w-full items-start gap-3 rounded-xl bg-canvas p-4 text-start">
        <PhoneCall aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <p className="text-sm font-medium text-ink" data-testid="order-call">
          {t('success.call', {
            // Kept in one piece, and left to right inside Arabic text.
            phone:
              i18n.dir() === 'rtl'
                ? isolatedPhone(order.phone_number)
                : formatPhone(order.phone_number).replace(/ /g, '\u00a0'),
          })}
        </p>
      </div>
      <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-canvas p-4 text-start">
        <Banknote aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm text-slate-700">{t('success.total')}</p>
        <p className="text-xl font-bold text-ink tabular-nums" data-testid="order-total">
          {money(toCentimes(order.total_order), 'DH')}
        </p>
      </div>
      <WhatsappConfirm order={order} />
      <section aria-labelledby="order-next-title" className="w-full text-start">
        <h3 id="order-next-title" className="mb-2 text-sm font-semibold text-ink">
          {t('success.nextTitle')}
        </h3>
        <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700" data-testid="order-next-steps">
          <li>{t('success.stepCall')}</li>
          <li>{t('success.stepDelivery')}</li>
          <li>{t('success.stepPayment')}</li>
        </ol>
      </section>
      <p className="text-sm text-slate-600">{t('success.next')}</p>
      <Link to="/" onClick={onDone} className={buttonClasses({ size: 'lg' })}>
        {t('success.continue')}
      </Link>
    </section>
  );
}
