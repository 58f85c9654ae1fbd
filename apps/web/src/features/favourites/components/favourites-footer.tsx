import { useTranslation } from 'react-i18next';
import { sumCentimes } from '@parashop/shared';
import { useNumberFormat } from '@/components/ui/number-format';
import { itemPrice, type ShopItem } from '@/features/storefront-shared/lib/item-pricing';

/** How many favourites, and what they are worth together at today's prices (DHS). */
export function FavouritesFooter({ items }: { items: readonly ShopItem[] }) {
  const { t } = useTranslation('favourites');
  const { money } = useNumberFormat();
  const total = sumCentimes(items.map((item) => itemPrice(item).paid));
  return (
    <footer className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface px-5 py-4 text-sm shadow-card">
      <p className="font-medium text-slate-700">{t('footer.count', { count: items.length })}</p>
      <p className="text-base font-bold text-brand-800">
        {t('footer.total', { amount: money(total, 'DHS') })}
      </p>
    </footer>
  );
}
