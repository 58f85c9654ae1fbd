import { DEFAULT_ORDER_MAX_UNITS_PER_LINE } from '@parashop/shared/constants';

/** Why a line cannot grow: the shelf is empty past it, or the shop's per-line order cap. */
export type LimitReason = 'stock' | 'perOrder';

export interface LineLimit {
  /** The most units of the item one order may hold (0 when sold out). */
  max: number;
  reason: LimitReason;
}

/**
 * The most a cart line may hold: min(stock, the shop's per-line cap, ORDER_MAX_UNITS_PER_LINE on the
 * server). When both are equal the cap is the reason given, since more stock would not help.
 */
export function lineLimit(stock: number, maxPerLine: number = DEFAULT_ORDER_MAX_UNITS_PER_LINE): LineLimit {
  const cap = Number.isInteger(maxPerLine) && maxPerLine > 0 ? maxPerLine : DEFAULT_ORDER_MAX_UNITS_PER_LINE;
  const shelf = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  return cap <= shelf ? { max: cap, reason: 'perOrder' } : { max: shelf, reason: 'stock' };
}

/** True when a line of `quantity` units has reached (or passed) its limit. */
export function atLimit(quantity: number, limit: LineLimit): boolean {
  return quantity >= limit.max;
}
