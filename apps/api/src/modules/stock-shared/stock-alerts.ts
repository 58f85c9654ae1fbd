import { stockStatus } from '@parashop/shared';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type StockChange = { productId: number; name: string; before: number; after: number };

/**
 * Which shop notification, if any, a stock movement calls for: the one stock-alert rule (issue 28),
 * for every writer of stock, the order's statement included (orders/write-order.ts).
 */
export function stockAlertType(before: number, after: number): 'low_stock' | 'out_of_stock' | null {
  // The stock's status as the shop shows it (packages/shared stockStatus: 0, 1..LOW_STOCK_MAX, more):
  // an alert when it moves into out_of_stock or low_stock.
  const now = stockStatus(after);
  if (now === 'in_stock' || now === stockStatus(before)) return null;
  return now;
}

/**
 * Records a shop notification (user_id null) when a product's stock moves into 1..5 (`low_stock`) or
 * reaches 0 (`out_of_stock`); the message is the product name. Call it inside the transaction that
 * changes the stock, so the alert exists exactly when the change does.
 */
export async function recordStockChange(tx: Executor, change: StockChange): Promise<void> {
  await recordStockChanges(tx, [change]);
}

/** `recordStockChange` for several products in one statement (none when no change calls for an alert). */
export async function recordStockChanges(tx: Executor, changes: readonly StockChange[]): Promise<void> {
  const alerts = changes.flatMap((change) => {
    const type = stockAlertType(change.before, change.after);
    return type ? [{ type, message: change.name, userId: null }] : [];
  });
  if (alerts.length > 0) await tx.insert(notifications).values(alerts);
}
