import type { EligibleOrder } from '@parashop/shared/api-types';

/** Moves the item at `from` to `to` (a drag, or one step up or down). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * "By area": the stops grouped by city, then by address, so one street's customers follow each other
 * (Dakhla's addresses name their quarter first). Ties keep the order staff gave.
 */
export function byArea(orders: readonly EligibleOrder[]): EligibleOrder[] {
  const collator = new Intl.Collator(['fr', 'ar'], { sensitivity: 'base', numeric: true });
  return orders
    .map((order, index) => ({ order, index }))
    .sort(
      (a, b) =>
        collator.compare(a.order.city, b.order.city) ||
        collator.compare(a.order.address, b.order.address) ||
        a.index - b.index,
    )
    .map(({ order }) => order);
}

/** The orders named by a 409 (`order_ids`), read from the error body. */
export function refusedOrderIds(body: unknown): number[] {
  if (typeof body !== 'object' || body === null) return [];
  const ids = (body as { order_ids?: unknown }).order_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}
