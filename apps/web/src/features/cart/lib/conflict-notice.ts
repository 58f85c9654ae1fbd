import type { CartItem, CartLineUpdate } from '@/store/cart-slice';

export interface LineChange {
  name: string;
  isPack: boolean;
  oldPrice: number;
  newPrice: number;
  oldQuantity: number;
  newQuantity: number;
  /** The quantity came down to the shop's per-line cap, not to the stock left. */
  capped?: boolean;
}

/**
 * What a 409 changes in the cart, line by line, so the page can say it plainly: a new price, a
 * quantity cut to the stock left, or a line dropped (new quantity 0). Unchanged lines are left out.
 */
export function describeChanges(
  items: readonly CartItem[],
  updates: readonly CartLineUpdate[],
): LineChange[] {
  const changes: LineChange[] = [];
  for (const update of updates) {
    const line = items.find((item) => item.id === update.id && item.isPack === update.isPack);
    if (!line) continue;
    const newPrice = update.price ?? line.price;
    const newQuantity =
      update.stock === undefined ? line.quantity : Math.min(line.quantity, Math.max(0, update.stock));
    if (newPrice === line.price && newQuantity === line.quantity) continue;
    changes.push({
      name: line.name,
      isPack: line.isPack,
      oldPrice: line.price,
      newPrice,
      oldQuantity: line.quantity,
      newQuantity,
    });
  }
  return changes;
}

/** The lines a per-line cap brings down (after a 422 on `items`), as the notice lists them. */
export function describeCapped(items: readonly CartItem[], maxPerLine: number): LineChange[] {
  return items
    .filter((line) => line.quantity > maxPerLine)
    .map((line) => ({
      name: line.name,
      isPack: line.isPack,
      oldPrice: line.price,
      newPrice: line.price,
      oldQuantity: line.quantity,
      newQuantity: maxPerLine,
      capped: true,
    }));
}
