import { useMemo } from 'react';
import type { Pack, Product } from '@parashop/shared/api-types';
import type { ShopItem } from '../../storefront-shared/lib/item-pricing';
import { useCompanies } from '../api/get-companies';
import { useCategories } from '../api/get-categories';
import { usePacks } from '../api/get-packs';
import { useProducts } from '../api/get-products';
import { toCatalogueItems, type CatalogueItem } from '../lib/catalogue-item';

export type ShopCatalogueItem = CatalogueItem<Product | Pack>;

export function toShopItem(item: ShopCatalogueItem): ShopItem {
  return item.kind === 'product'
    ? { kind: 'product', item: item.source as Product }
    : { kind: 'pack', item: item.source as Pack };
}

/** Products and packs as one list of catalogue items, with the load state of both calls. */
export function useCatalogueItems() {
  const products = useProducts();
  const packs = usePacks();
  const items = useMemo(
    () => (products.data && packs.data ? toCatalogueItems(products.data, packs.data) : []),
    [products.data, packs.data],
  );
  return {
    items,
    products: products.data ?? [],
    isLoading: products.isPending || packs.isPending,
    isError: products.isError || packs.isError,
    isFetching: products.isFetching || packs.isFetching,
    refetch: () => Promise.all([products.refetch(), packs.refetch()]),
  };
}

/** Categories and brands for the filters; the catalogue still works (without them) if they fail. */
export function useCatalogueFacets() {
  const categories = useCategories();
  const companies = useCompanies();
  return {
    categories: [...(categories.data ?? [])]
      .filter((category) => category.isActive !== false)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    companies: [...(companies.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
