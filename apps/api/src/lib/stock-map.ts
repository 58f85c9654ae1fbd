import type { StockValue } from '../db/client';

/**
 * The stock of every product, kept apart from the cached catalogue answers (decision 305): an order
 * changes a few products' stock, which moves this map and leaves the answers cached; an answer gets
 * its stock-dependent fields from here when it is served. Each product keeps its newest announced
 * value only (`version` is products.stock_version), so values heard in any order (a NOTIFY, Redis, a
 * read) never take a product back to an older stock.
 */
export class StockMap {
  private readonly values = new Map<number, { stock: number; version: number }>();
  /** Moves each time a product's stock changes here: an answer checked at this `seq` is up to date. */
  seq = 0;
  /** Set when a pack's product was not known (the caller reads every stock again). */
  missed = false;

  /** Keeps the newer of each value; answers the ids whose stock changed. */
  apply(values: readonly StockValue[]): number[] {
    const changed: number[] = [];
    for (const { id, stock, version } of values) {
      const known = this.values.get(id);
      if (known && known.version >= version) continue;
      this.values.set(id, { stock, version });
      if (known?.stock !== stock) changed.push(id);
    }
    if (changed.length > 0) this.seq += 1;
    return changed;
  }

  versionOf(id: number): number | undefined {
    return this.values.get(id)?.version;
  }

  stockOf(id: number): number | undefined {
    return this.values.get(id)?.stock;
  }

  /** A pack's stock: the smallest of its products' (undefined when one of them is not known). */
  packStock(ids: readonly number[]): number | undefined {
    if (ids.length === 0) return undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const id of ids) {
      const stock = this.values.get(id)?.stock;
      if (stock === undefined) {
        this.missed = true;
        return undefined;
      }
      if (stock < least) least = stock;
    }
    return least;
  }

  get size(): number {
    return this.values.size;
  }
}

/**
 * A stock shown in an answer, in the order `stockSlots` walks it: a product's (its id) or a pack's
 * (its products' ids: the smallest of their stocks), and the value the answer shows.
 */
export type StockSlot = { ids: readonly number[]; pack: boolean; shown: number };

type Shaped = Record<string, unknown>;

/** A product (DESIGN.md section 4): an id, a stock, a category. */
const isProduct = (value: Shaped) =>
  typeof value.id === 'number' && typeof value.stock === 'number' && 'category_id' in value;
/** A pack: an id, a derived stock, its products' ids. */
const isPack = (value: Shaped) =>
  typeof value.id === 'number' && typeof value.stock === 'number' && Array.isArray(value.product_ids);

/** Calls `visit` on every product and pack object in `body`, depth first, in a fixed order. */
function walk(body: unknown, visit: (item: Shaped, pack: boolean) => void): void {
  if (Array.isArray(body)) {
    for (const value of body) walk(value, visit);
    return;
  }
  if (body === null || typeof body !== 'object') return;
  const item = body as Shaped;
  if (isPack(item)) visit(item, true);
  else if (isProduct(item)) visit(item, false);
  for (const key in item) walk(item[key], visit);
}

/** The stocks an answer shows (none: nothing to patch). */
export function stockSlots(body: unknown): StockSlot[] {
  const slots: StockSlot[] = [];
  walk(body, (item, pack) => {
    const ids = pack
      ? (item.product_ids as unknown[]).filter((id) => typeof id === 'number')
      : [item.id as number];
    slots.push({ ids, pack, shown: item.stock as number });
  });
  return slots;
}

/** The stocks `slots` should show now: null when they all show the map's value already. */
export function currentStocks(slots: readonly StockSlot[], map: StockMap): number[] | null {
  let changed = false;
  const values = slots.map((slot) => {
    const stock = slot.pack ? map.packStock(slot.ids) : map.stockOf(slot.ids[0]!);
    if (stock === undefined || stock === slot.shown) return slot.shown;
    changed = true;
    return stock;
  });
  return changed ? values : null;
}

/** `body` (the answer `slots` was taken from) with the stocks `values`. */
export function withStocks(body: unknown, values: readonly number[]): unknown {
  let index = 0;
  walk(body, (item) => {
    const value = values[index++];
    if (value !== undefined) item.stock = value;
  });
  return body;
}

/** Every product id the slots show. */
export function slotProductIds(slots: readonly StockSlot[]): Set<number> {
  const ids = new Set<number>();
  for (const slot of slots) for (const id of slot.ids) ids.add(id);
  return ids;
}
