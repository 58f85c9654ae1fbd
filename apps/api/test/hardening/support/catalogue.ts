import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { orderItems, orders, products } from '../../../src/db/schema';

/** What the database says about stock and sales, for the conservation checks. */

export async function stocks(db: Database, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** Units of each product taken by the orders in the database (every status except cancelled/returned). */
export async function unitsTaken(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ components: orderItems.components, quantity: orderItems.quantity, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId));
  const taken = new Map<number, number>();
  for (const row of rows) {
    if (row.status === 'cancelled' || row.status === 'returned') continue;
    for (const component of row.components) {
      taken.set(
        component.product_id,
        (taken.get(component.product_id) ?? 0) + component.quantity * row.quantity,
      );
    }
  }
  return taken;
}

export type StoredOrder = {
  id: number;
  orderNumber: string;
  items: Array<{ targetName: string; targetId: number; quantity: number }>;
};

export async function storedOrders(db: Database): Promise<Map<number, StoredOrder>> {
  const orderRows = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders);
  const itemRows = await db
    .select({
      orderId: orderItems.orderId,
      targetName: orderItems.targetName,
      targetId: orderItems.targetId,
      quantity: orderItems.quantity,
    })
    .from(orderItems);
  const byId = new Map<number, StoredOrder>(
    orderRows.map((row) => [row.id, { id: row.id, orderNumber: row.orderNumber, items: [] }]),
  );
  for (const item of itemRows) {
    byId.get(item.orderId)?.items.push({
      targetName: item.targetName,
      targetId: item.targetId,
      quantity: item.quantity,
    });
  }
  return byId;
}

type Line = { target_name: string; target_id: number; quantity: number };

/** Lines as a comparable text, whatever their order. */
export function linesKey(lines: Line[] | StoredOrder['items']): string {
  return lines
    .map((line) =>
      'target_name' in line
        ? `${line.target_name}:${line.target_id}x${line.quantity}`
        : `${line.targetName}:${line.targetId}x${line.quantity}`,
    )
    .sort()
    .join(',');
}
