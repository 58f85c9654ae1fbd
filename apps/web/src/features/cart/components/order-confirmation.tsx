import { Banknote, CheckCircle2, PhoneCall } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toCentimes } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import type { Order } from '@parashop/shared/api-types';
import { buttonClasses } from '@/components/ui/button';
import { WhatsappConfirm } from './whatsapp-confirm';

/**
 * After a successful order: its number, large enough to read out on the phone; that the shop will
 * call to confirm it; the amount to pay in cash at the door; 'Confirm on WhatsApp' when the shop has
 * a number; and the way back to the shop.
 */
export function OrderConfirmation({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('cart');
  const { money } = useNumberFormat();
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
          className="mt-1 text-xl font-extrabold text-ink tabular-nums [overflow-wrap:anywhere] min-[400px]:text-2xl sm:text-3xl sm:tracking-wide"
          data-testid="order-number"
        >
          {order.order_number}
        </p>
      </div>
      <div className="flex w-full items-start gap-3 rounded-xl bg-canvas p-4 text-start">
        <PhoneCall aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <p className="text-sm font-medium text-ink" data-testid="order-call">
          {t('success.call', { phone: order.phone_number })}
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
      <p className="text-sm text-slate-600">{t('success.next')}</p>
      <Link to="/" onClick={onDone} className={buttonClasses({ size: 'lg' })}>
        {t('success.continue')}
      </Link>
    </section>
  );
}
