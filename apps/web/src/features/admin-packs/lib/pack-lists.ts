import { fromCentimes, sumCentimes, toCentimes } from '@parashop/shared/money';
import type { Pack } from '@parashop/shared/api-types';
import { matchesSearch } from '@/features/admin-kit/lib/search';

/** The packs list and the product picker both search by name. */
export function filterByName<T extends { name: string }>(items: readonly T[], search: string): T[] {
  return items.filter((item) => matchesSearch(search, item.name));
}

export interface PackTotals {
  /** What the products would cost one by one (MAD). */
  productsTotal: number;
  /** What the pack saves against that; 0 when the pack costs as much or more. */
  saving: number;
}

/** The totals of the pack detail: the sum of its products' prices and the saving, in exact centimes. */
export function packTotals(price: number, productPrices: readonly number[]): PackTotals {
  const total = sumCentimes(productPrices.map((value) => toCentimes(value)));
  return {
    productsTotal: fromCentimes(total),
    saving: fromCentimes(Math.max(0, total - toCentimes(price))),
  };
}

export function packTotalsOf(pack: Pack): PackTotals {
  return packTotals(
    pack.price,
    pack.products.map((product) => product.price),
  );
}
