import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@/components/ui/number-format';
import { FREE_DELIVERY_THRESHOLD } from '@parashop/shared/constants';
import type { CartSummary } from '../lib/cart-summary';

/**
 * The summary panel: subtotal, discount, delivery fee, total, and how much more brings free delivery
 * (shared pricing rules, so it matches what the server charges).
 */
export function OrderSummary({ summary, areaChosen }: { summary: CartSummary; areaChosen: boolean }) {
  const { t } = useTranslation('cart');
  const { money } = useNumberFormat();
  const progress = Math.min(100, Math.round((summary.subtotal / FREE_DELIVERY_THRESHOLD) * 100));
  const fee = summary.freeDelivery
    ? t('summary.free')
    : areaChosen
      ? money(summary.deliveryFee, 'DH')
      : t('summary.chooseArea');

  return (
    <aside
      aria-labelledby="summary-title"
      className="rounded-card border border-line bg-surface p-5 shadow-card lg:sticky lg:top-32"
    >
      <h2 id="summary-title" className="mb-4 text-lg font-bold">
        {t('summary.title')}
      </h2>
      <dl className="flex flex-col gap-3 text-sm" data-testid="order-summary">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('summary.subtotal')}</dt>
          <dd className="font-medium tabular-nums">{money(summary.regularSubtotal, 'DH')}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('summary.discount')}</dt>
          <dd className="font-medium tabular-nums text-leaf-700">
            {summary.discount > 0 ? `- ${money(summary.discount, 'DH')}` : money(0, 'DH')}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('summary.delivery')}</dt>
          <dd className={summary.freeDelivery ? 'font-semibold text-leaf-700' : 'font-medium tabular-nums'}>
            {fee}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-bold">{t('summary.total')}</dt>
          <dd className="font-extrabold tabular-nums text-brand-800">{money(summary.total, 'DH')}</dd>
        </div>
      </dl>
      <div className="mt-5 rounded-xl bg-brand-50 p-3">
        <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
          <Truck aria-hidden="true" className="h-4 w-4 shrink-0" />
          {summary.freeDelivery
            ? t('summary.freeReached')
            : t('summary.moreForFree', { amount: money(summary.amountUntilFreeDelivery, 'DH') })}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-white"
          role="progressbar"
          aria-label={t('summary.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-all"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
    </aside>
  );
}
