import {
  amountUntilFreeDelivery,
  computeOrderTotals,
  deliveryAreaRequired,
  lineTotal,
  toCentimes,
} from '@parashop/shared';

/** The fields of a cart line the summary reads (prices in MAD, as the cart stores them). */
export interface SummaryLine {
  quantity: number;
  /** What the shopper pays per unit now (the offer price when there is one). */
  price: number;
  /** The price before the offer (a pack: the sum of its products' prices), when known. */
  original_price?: number | null;
}

export interface CartSummary {
  /** Before discounts: what the lines would cost at their regular prices (centimes). */
  regularSubtotal: number;
  /** Savings from offers and packs (centimes). */
  discount: number;
  /** What the server calls the subtotal: the lines at the prices paid; decides free delivery. */
  subtotal: number;
  deliveryFee: number;
  freeDelivery: boolean;
  /** Whether the shopper must pick a delivery area (subtotal under 500). */
  deliveryAreaRequired: boolean;
  total: number;
  /** What is still missing for free delivery (0 once reached). */
  amountUntilFreeDelivery: number;
}

function regularUnitPrice(line: SummaryLine): number {
  const paid = toCentimes(line.price);
  if (line.original_price === null || line.original_price === undefined) return paid;
  return Math.max(paid, toCentimes(line.original_price));
}

/** Sum of the lines at the prices paid (centimes). */
export function cartSubtotal(lines: readonly SummaryLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(toCentimes(line.price), line.quantity), 0);
}

/**
 * The summary panel's arithmetic, in centimes, with the shared pricing rules so it matches what the
 * server will charge: total = subtotal (prices paid) + delivery fee, and regularSubtotal - discount
 * = subtotal.
 */
export function cartSummary(
  lines: readonly SummaryLine[],
  deliveryAreaId: number | null | undefined,
): CartSummary {
  const subtotal = cartSubtotal(lines);
  const regularSubtotal = lines.reduce(
    (sum, line) => sum + lineTotal(regularUnitPrice(line), line.quantity),
    0,
  );
  const totals = computeOrderTotals({ subtotal, deliveryAreaId });
  return {
    regularSubtotal,
    discount: regularSubtotal - subtotal,
    subtotal,
    deliveryFee: totals.deliveryFee,
    freeDelivery: totals.freeDelivery,
    deliveryAreaRequired: deliveryAreaRequired(subtotal),
    total: totals.total,
    amountUntilFreeDelivery: amountUntilFreeDelivery(subtotal),
  };
}
