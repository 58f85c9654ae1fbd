import { packStock } from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import type { Executor } from '../../db/client';
import type { orderItems } from '../../db/schema';
import { Refusal, outOfStock, type ShortItem } from './answers';
import { currentStocks, type Shortage, type StockDemand } from './stock';

/** What naming a short line reads of its `order_items` row: a stored line's, or a priced line's (cart-lines.ts). */
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

/**
 * The refusal of an order whose stock statement went through but whose lots came short (an expired lot
 * still counted in the product's stock): the stocks as they were before this order took its units
 * (the statement already did), the short product as its sellable lots have it. A new order and an
 * exchange's replacement order answer alike.
 */
export async function lotShortageRefusal(
  tx: Executor,
  lines: readonly StockLine[],
  demand: StockDemand,
  short: { productId: number; available: number },
  lang: Language,
): Promise<Refusal> {
  const stocks = await currentStocks(tx, [...demand.keys()]);
  for (const [productId, units] of demand) stocks.set(productId, (stocks.get(productId) ?? 0) + units);
  stocks.set(short.productId, short.available);
  const shortage = { productId: short.productId, available: short.available, exists: true };
  return new Refusal(outOfStock(describeShortage(lines, shortage, stocks), lang));
}
