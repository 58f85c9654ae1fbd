import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import type { PackTotals } from '../lib/pack-lists';

/** Sum of the products' prices, the pack price, and what the pack saves. */
export function PackTotalsList({ totals, price }: { totals: PackTotals; price: number | null }) {
  const { t } = useTranslation('admin-packs');
  return (
    <dl className="grid gap-1.5 rounded-lg bg-canvas px-4 py-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <dt className="text-muted">{t('totals.products')}</dt>
        <dd>
          <Money amount={totals.productsTotal} unit="DH" />
        </dd>
      </div>
      {price !== null ? (
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">{t('totals.packPrice')}</dt>
          <dd>
            <Money amount={price} unit="DH" className="font-semibold" />
          </dd>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-3 border-t border-line pt-1.5">
        <dt className="font-medium">{t('totals.saving')}</dt>
        <dd className={totals.saving > 0 ? 'font-semibold text-leaf-700' : 'text-muted'}>
          {totals.saving > 0 ? <Money amount={totals.saving} unit="DH" /> : t('totals.noSaving')}
        </dd>
      </div>
    </dl>
  );
}
