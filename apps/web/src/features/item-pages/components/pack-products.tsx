import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toCentimes } from '@parashop/shared';
import type { Pack } from '@parashop/shared/api-types';
import { useNumberFormat } from '@/components/ui/number-format';
import { SmartImage } from '@/components/ui/smart-image';
import { useLocalised } from '@/i18n/use-localised';
import { thumbnailPath } from '@/lib/item-images';

/** The products a pack holds, with their own prices, each linking to its page. */
export function PackProducts({ pack }: { pack: Pack }) {
  const { t } = useTranslation('item-pages');
  const { money } = useNumberFormat();
  const localised = useLocalised();
  return (
    <section aria-labelledby="pack-products-title" className="rounded-xl bg-canvas p-3">
      <h2 id="pack-products-title" className="mb-2 text-base font-semibold text-ink">
        {t('packProducts', { count: pack.products.length })}
      </h2>
      <ul className="flex flex-col gap-2">
        {pack.products.map((product) => (
          <li key={product.id}>
            <Link
              to={localised.path('product', product)}
              className="flex items-center gap-3 rounded-lg p-1 text-sm hover:bg-surface"
            >
              <SmartImage
                src={thumbnailPath(product.image)}
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 shrink-0 rounded-md border border-line bg-white object-contain p-0.5"
              />
              <span dir="auto" className="min-w-0 flex-1 truncate font-medium text-brand-800 rtl:text-right">
                {localised.name(product)}
              </span>
              <span className="shrink-0 text-muted">{money(toCentimes(product.price), 'DHS')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
