import { useTranslation } from 'react-i18next';
import type { Pack } from '@parashop/shared/api-types';
import { DateTime } from '@/components/ui/date-time';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { packTotalsOf } from '../lib/pack-lists';
import { PackProductLine } from './pack-product-line';
import { PackTotalsList } from './pack-totals';
import { localisedDescription, localisedName } from '@parashop/shared/localised';

/** Name, description, price, the products in the pack, totals, created and last-updated dates. */
export function PackDetailsModal({ pack, onClose }: { pack: Pack | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-packs');
  return (
    <Modal open={pack !== null} onClose={onClose} title={pack?.name ?? ''} size="lg">
      {pack ? (
        <div className="flex flex-col gap-5">
          <p dir="auto" className="whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]">
            {localisedDescription(pack, i18n.language)}
          </p>
          <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-4 py-3">
            <span className="text-sm font-medium text-brand-800">{t('details.price')}</span>
            <Money amount={pack.price} unit="DH" className="text-lg font-bold text-brand-800" />
          </div>
          <section aria-labelledby="pack-details-products">
            <h3 id="pack-details-products" className="mb-2 text-sm font-semibold">
              {t('details.products', { count: pack.products.length })}
            </h3>
            <ul className="divide-y divide-line rounded-lg border border-line">
              {pack.products.map((product) => (
                <PackProductLine
                  key={product.id}
                  product={product}
                  name={localisedName(product, i18n.language)}
                />
              ))}
            </ul>
          </section>
          <PackTotalsList totals={packTotalsOf(pack)} price={null} />
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{t('details.created')}</dt>
              <dd className="font-medium">
                <DateTime value={pack.created_at} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('details.updated')}</dt>
              <dd className="font-medium">
                <DateTime value={pack.updated_at} />
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}
