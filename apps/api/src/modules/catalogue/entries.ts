import type { CatalogueEntry } from '@parashop/shared/catalogue-query';
import type { Executor } from '../../db/client';
import { loadPacks } from '../catalogue-shared/packs';
import { loadProducts } from '../catalogue-shared/products';
import type { CatalogueClock } from '../catalogue-shared/types';
import type { ItemRef } from './repository';

/**
 * The products and packs named by `refs`, in the API shapes of DESIGN.md section 4 and in the order
 * of `refs` (three queries at most, whatever their number). An item deleted since it was listed is
 * left out.
 */
export async function loadEntries<Ref extends ItemRef>(
  db: Executor,
  clock: CatalogueClock,
  refs: readonly Ref[],
): Promise<{ ref: Ref; entry: CatalogueEntry }[]> {
  const idsOf = (kind: ItemRef['kind']) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const productIds = idsOf('product');
  const packIds = idsOf('pack');
  const [products, packs] = await Promise.all([
    productIds.length > 0 ? loadProducts(db, clock, { ids: productIds }) : [],
    packIds.length > 0 ? loadPacks(db, { ids: packIds }) : [],
  ]);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const packsById = new Map(packs.map((pack) => [pack.id, pack]));
  const out: { ref: Ref; entry: CatalogueEntry }[] = [];
  for (const ref of refs) {
    const product = ref.kind === 'product' ? productsById.get(ref.id) : undefined;
    const pack = ref.kind === 'pack' ? packsById.get(ref.id) : undefined;
    if (product) out.push({ ref, entry: { kind: 'product', item: product } });
    else if (pack) out.push({ ref, entry: { kind: 'pack', item: pack } });
  }
  return out;
}
