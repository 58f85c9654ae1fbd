import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCentimes } from '@parashop/shared';
import type { Order } from '@parashop/shared/api-types';
import { buttonClasses } from '@/components/ui/button';

/** After a successful order: its number and total, and the way back to the shop. */
export function OrderConfirmation({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <section
      aria-labelledby="order-confirmation-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-10 text-center shadow-card"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-600">
        <CheckCircle2 aria-hidden="true" className="h-9 w-9" />
      </span>
      <h2 id="order-confirmation-title" className="text-2xl font-bold">
        {t('success.title')}
      </h2>
      <p className="text-sm text-muted">{t('success.text', { name: order.name })}</p>
      <dl className="grid w-full grid-cols-2 gap-3 rounded-xl bg-canvas p-4 text-sm">
        <div>
          <dt className="text-muted">{t('success.number')}</dt>
          <dd className="font-bold text-ink" data-testid="order-number">
            {order.order_number}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('success.total')}</dt>
          <dd className="font-bold text-ink">{formatMoney(toCentimes(order.total_order), 'DH')}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{t('success.next')}</p>
      <Link to="/" onClick={onDone} className={buttonClasses({ size: 'lg' })}>
        {t('success.continue')}
      </Link>
    </section>
  );
}
