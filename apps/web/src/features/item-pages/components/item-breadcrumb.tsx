import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandPath } from '@parashop/shared/item-urls';
import { useLocalised } from '@/i18n/use-localised';
import type { ShopItem } from '@/features/storefront-shared/lib/item-pricing';

/** Home › brand (or packs) › the item, the way back without the browser's back button. */
export function ItemBreadcrumb({ shopItem }: { shopItem: ShopItem }) {
  const { t } = useTranslation('item-pages');
  const localised = useLocalised();
  const separator = <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 rtl:rotate-180" />;
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-muted">
      <ol className="flex min-w-0 items-center gap-1 md:flex-wrap">
        <li className="shrink-0">
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {t('home')}
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0">
          {separator}
        </li>
        <li className="min-w-0 shrink-0 truncate max-md:max-w-[45%]">
          {shopItem.kind === 'product' ? (
            <Link to={brandPath(shopItem.item.company)} className="hover:text-brand-700 hover:underline">
              {localised.brand(shopItem.item.company)}
            </Link>
          ) : (
            <Link to="/?type=packs#catalogue" className="hover:text-brand-700 hover:underline">
              {t('packs')}
            </Link>
          )}
        </li>
        <li aria-hidden="true" className="shrink-0">
          {separator}
        </li>
        <li dir="auto" className="min-w-0 max-w-full truncate font-medium text-ink" aria-current="page">
          {localised.name(shopItem.item)}
        </li>
      </ol>
    </nav>
  );
}
