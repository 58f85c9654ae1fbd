import { LOW_STOCK_MAX } from '@parashop/shared/constants';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type StockChange = { productId: number; name: string; before: number; after: number };

const isLow = (stock: number) => stock >= 1 && stock <= LOW_STOCK_MAX;

/** Which shop notification, if any, a stock movement calls for. */
export function stockAlertType(before: number, after: number): 'low_stock' | 'out_of_stock' | null {
  if (after === 0 && before > 0) return 'out_of_stock';
  if (isLow(after) && !isLow(before)) return 'low_stock';
  return null;
}

/**
 * Records a shop notification (user_id null) when a product's stock moves into 1..5 (`low_stock`) or
 * reaches 0 (`out_of_stock`); the message is the product name. Call it inside the transaction that
 * changes the stock, so the alert exists exactly when the change does.
 */
export async function recordStockChange(tx: Executor, change: StockChange): Promise<void> {
  const type = stockAlertType(change.before, change.after);
  if (!type) return;
  await tx.insert(notifications).values({ type, message: change.name, userId: null });
}
