import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  centimesToDecimalString,
  dateInZone,
  type Order,
  type OrderItem,
  type OrderStatus,
} from '@parashop/shared';
import { executeRows, type Executor } from '../../db/client';
import { orderItemRow, type NewOrderLine } from '../../db/order-item-rows';
import { orderItems, orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

function money(value: string): number {
  return Number(value);
}

function toItemView(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    quantity: row.quantity,
    unit_price: money(row.unitPrice),
    total_price: money(row.totalPrice),
    target_name: row.targetName as OrderItem['target_name'],
    target_id: row.targetId,
    // Name and image were copied when the order was placed, so past orders survive catalogue changes.
    target: { id: row.targetId, name: row.name, image: row.image },
  };
}

export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    id: row.id,
    order_number: row.orderNumber,
    status: row.status as OrderStatus,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    phone_number: row.phoneNumber,
    address: row.address,
    city: row.city,
    delivery_area_id: row.deliveryAreaId,
    subtotal: money(row.subtotal),
    delivery_fee: money(row.deliveryFee),
    delivery_discount: money(row.deliveryDiscount),
    total_order: money(row.totalOrder),
    user_id: row.userId,
    order_items: items.map(toItemView),
  };
}

/** Orders with their lines, newest first; all of them, or one customer's. */
export async function listOrders(db: Executor, filter: { userId?: number } = {}): Promise<Order[]> {
  const where = filter.userId === undefined ? undefined : eq(orders.userId, filter.userId);
  const orderRows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (orderRows.length === 0) return [];
  const itemRows =
    filter.userId === undefined
      ? await db.select().from(orderItems).orderBy(asc(orderItems.id))
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              db.select({ id: orders.id }).from(orders).where(eq(orders.userId, filter.userId)),
            ),
          )
          .orderBy(asc(orderItems.id));
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of itemRows) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push(item);
    itemsByOrder.set(item.orderId, list);
  }
  return orderRows.map((row) => toOrder(row, itemsByOrder.get(row.id) ?? []));
}

export async function findOrder(db: Executor, id: number): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return toOrder(row, items);
}

/** The order row locked for a status change (other changes of the same order wait), with its lines. */
export async function lockOrder(
  tx: Executor,
  id: number,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) return null;
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return { order, items };
}

export async function setOrderStatus(
  tx: Executor,
  id: number,
  status: OrderStatus,
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, id));
}

/** `CMD-YYYYMMDD-NNNN`: the day in the shop's zone, then a sequence number (more digits past 9999). */
export async function nextOrderNumber(tx: Executor, now: Date, timeZone: string): Promise<string> {
  const [row] = await executeRows<{ n: string | number }>(
    tx,
    sql`select nextval('order_number_seq')::text as n`,
  );
  const sequence = String(row?.n ?? '0').padStart(4, '0');
  return `CMD-${dateInZone(now, timeZone).replaceAll('-', '')}-${sequence}`;
}

export type NewOrder = {
  orderNumber: string;
  name: string;
  phoneNumber: string;
  address: string;
  city: string;
  deliveryAreaId: number | null;
  subtotal: number;
  deliveryFee: number;
  deliveryDiscount: number;
  total: number;
  userId: number | null;
  createdAt: Date;
};

export type { NewOrderLine };

/** Inserts an order and its lines (amounts in centimes); returns the stored rows. */
export async function insertOrder(
  tx: Executor,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [orderRow] = await tx
    .insert(orders)
    .values({
      orderNumber: order.orderNumber,
      status: 'pending',
      name: order.name,
      phoneNumber: order.phoneNumber,
      address: order.address,
      city: order.city,
      deliveryAreaId: order.deliveryAreaId,
      subtotal: centimesToDecimalString(order.subtotal),
      deliveryFee: centimesToDecimalString(order.deliveryFee),
      deliveryDiscount: centimesToDecimalString(order.deliveryDiscount),
      totalOrder: centimesToDecimalString(order.total),
      userId: order.userId,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    })
    .returning();
  if (!orderRow) throw new Error('insert into orders returned no row');
  const items = await tx
    .insert(orderItems)
    .values(lines.map((line) => orderItemRow(orderRow.id, line)))
    .returning();
  return { order: orderRow, items: [...items].sort((a, b) => a.id - b.id) };
}
