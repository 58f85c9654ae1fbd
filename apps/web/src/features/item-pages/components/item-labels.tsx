import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandPath } from '@parashop/shared/item-urls';
import { useCategoryLabel } from '@/features/storefront-shared/hooks/use-category-label';
import { useLocalised } from '@/i18n/use-localised';
import type { ShopItem } from '@/features/storefront-shared/lib/item-pricing';

/** A product's brand (to its brand page) and category (to the catalogue filtered on it); a pack's badge. */
export function ItemLabels({ shopItem }: { shopItem: ShopItem }) {
  const { t } = useTranslation('item-pages');
  const categoryLabel = useCategoryLabel();
  const localised = useLocalised();
  if (shopItem.kind === 'pack') {
    return (
      <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold uppercase text-white">
        {t('packBadge', { count: shopItem.item.products.length })}
      </span>
    );
  }
  const { company, category } = shopItem.item;
  return (
    <div className="flex flex-wrap gap-2 text-xs font-medium">
      <Link
        to={brandPath(company)}
        className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 hover:bg-brand-100"
        aria-label={t('brandLink', { name: localised.brand(company) })}
      >
        {localised.brand(company)}
      </Link>
      <Link
        to={`/?category=${category.id}#catalogue`}
        className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 hover:bg-slate-200"
        aria-label={t('categoryLink', { name: categoryLabel(category) })}
      >
        {categoryLabel(category)}
      </Link>
    </div>
  );
}
