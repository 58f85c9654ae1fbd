import { centimesToDecimalString, toCentimes } from '@parashop/shared/money';
import type { orderItems } from './schema';

/**
 * An order line as the `order_items` table takes it, before it belongs to an order (decision 308).
 * Every column is required, nullable ones included: a column added to the table is asked for
 * wherever a line is made.
 */
export type OrderItemRow = Required<Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>>;

type PriceColumns = 'unitPrice' | 'regularUnitPrice' | 'totalPrice';

/**
 * The row of an item sold at a price (centimes): its name, image and price are copied so the order
 * outlives the catalogue. The one place a priced line becomes an `order_items` row (placing, edits,
 * exchanges, the seed).
 */
export function pricedRow(
  item: Omit<OrderItemRow, PriceColumns>,
  price: { unit: number; regular: number },
): OrderItemRow {
  return {
    ...item,
    unitPrice: centimesToDecimalString(price.unit),
    regularUnitPrice: centimesToDecimalString(price.regular),
    totalPrice: centimesToDecimalString(price.unit * item.quantity),
  };
}

/** A line's unit price in centimes, to add or compare (19.9 and 19.90 are the same price). */
export function unitCentimes(row: Pick<OrderItemRow, 'unitPrice'>): number {
  return toCentimes(row.unitPrice);
}

/** What the lines cost together (centimes): each unit at its unit price. */
export function rowsSubtotal(rows: readonly Pick<OrderItemRow, 'unitPrice' | 'quantity'>[]): number {
  return rows.reduce((sum, row) => sum + unitCentimes(row) * row.quantity, 0);
}
