import type { Product } from '@parashop/shared/api-types';
import { normalizeText } from './catalogue-query';

/**
 * The brand page's list: the brand's products in stock, narrowed by a search on the product name or
 * its category name (SPEC section 2 "Brand page"), sorted by name.
 */
export function brandProducts(products: readonly Product[], companyId: number, search: string): Product[] {
  const needle = normalizeText(search);
  return products
    .filter((product) => product.company_id === companyId && product.stock > 0)
    .filter(
      (product) =>
        !needle ||
        normalizeText(product.name).includes(needle) ||
        normalizeText(product.category?.name ?? '').includes(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
