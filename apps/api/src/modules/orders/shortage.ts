import { packStock } from '@parashop/shared';
import type { orderItems } from '../../db/schema';
import type { ShortItem } from './answers';
import type { Shortage } from './stock';

/** What naming a short line reads: an `order_items` row has it, a priced line (cart-lines.ts) too. */
export type StockLine = Pick<
  typeof orderItems.$inferSelect,
  'targetName' | 'targetId' | 'name' | 'components'
>;

/**
 * The line to name when a product is short: the line selling that product itself if there is one,
 * else the first pack holding it. `available` is that item's stock as the catalogue shows it now
 * (a pack's is its smallest product stock): `stocks` holds the current stock of the pack's products
 * (a product missing from it no longer exists and counts as 0).
 */
export function describeShortage(
  lines: readonly StockLine[],
  shortage: Shortage,
  stocks: ReadonlyMap<number, number>,
): ShortItem {
  const uses = (line: StockLine) => line.components.some((c) => c.product_id === shortage.productId);
  const line =
    lines.find((l) => l.targetName === 'product' && l.targetId === shortage.productId && uses(l)) ??
    lines.find(uses);
  if (!line) {
    return {
      targetName: 'product',
      targetId: shortage.productId,
      name: `#${shortage.productId}`,
      available: shortage.available,
    };
  }
  if (line.targetName === 'product') {
    return { targetName: 'product', targetId: line.targetId, name: line.name, available: shortage.available };
  }
  return {
    targetName: 'pack',
    targetId: line.targetId,
    name: line.name,
    available: packStock(line.components.map((c) => stocks.get(c.product_id) ?? 0)),
  };
}
