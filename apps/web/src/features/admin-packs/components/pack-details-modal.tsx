import { useTranslation } from 'react-i18next';
import type { Pack } from '@parashop/shared/api-types';
import { DateTime } from '@/components/ui/date-time';
import { Modal } from '@/components/ui/modal';
import { Money } from '@/components/ui/money';
import { SmartImage } from '@/components/ui/smart-image';
import { thumbnailPath } from '@/lib/item-images';
import { packTotalsOf } from '../lib/pack-lists';
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
                <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                  <SmartImage
                    src={thumbnailPath(product.image)}
                    alt=""
                    width={40}
                    height={40}
                    className="h-10 w-10 shrink-0 rounded-md object-cover ring-1 ring-line"
                  />
                  <span dir="auto" className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
                    {localisedName(product, i18n.language)}
                  </span>
                  <Money amount={product.price} unit="DH" className="text-sm" />
                </li>
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
