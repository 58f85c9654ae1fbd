import { useTranslation } from 'react-i18next';
import { toCentimes } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import type { Pack } from '@parashop/shared/api-types';
import { SmartImage } from '@/components/ui/smart-image';
import { thumbnailPath } from '@/lib/item-images';
import { useLocalised } from '@/i18n/use-localised';

/** The products a pack holds, with their own prices. */
export function PackContents({ pack }: { pack: Pack }) {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  const { money } = useNumberFormat();
  return (
    <section aria-labelledby="pack-contents-title" className="rounded-xl bg-canvas p-3">
      <h3 id="pack-contents-title" className="mb-2 text-sm font-semibold text-ink">
        {t('details.packContents', { count: pack.products.length })}
      </h3>
      <ul className="flex flex-col gap-2">
        {pack.products.map((product) => (
          <li key={product.id} className="flex items-center gap-3 text-sm">
            <SmartImage
              src={thumbnailPath(product.image)}
              alt=""
              width={40}
              height={40}
              className="h-10 w-10 shrink-0 rounded-md border border-line bg-white object-contain p-0.5"
            />
            <span dir="auto" className="min-w-0 flex-1 truncate rtl:text-right">
              {localised.name(product)}
            </span>
            <span className="shrink-0 text-muted">{money(toCentimes(product.price), 'DHS')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
