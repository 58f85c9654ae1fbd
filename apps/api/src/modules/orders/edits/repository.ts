import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  centimesToDecimalString,
  type CustomerOrderChange,
  type OrderEditChanges,
  type OrderEditEntry,
  type OrderEditPayload,
  type OrderEditTotals,
} from '@parashop/shared';
import type { Executor } from '../../../db/client';
import type { OrderItemRow } from '../../../db/order-item-rows';
import {
  blockedPhones,
  deliveryRuns,
  deliveryStops,
  orderEdits,
  orderItemLots,
  orderItems,
  orders,
  products,
  productLots,
  type OrderItemComponent,
} from '../../../db/schema';
import { lotManaged } from '../../stock-shared/lot-stock';

/** The order edits' reads and writes (docs/decisions/260-order-edits.md). */

/** Locks products in ascending id order (every writer of stock does so) and reads their stock. */
export async function lockProducts(
  tx: Executor,
  productIds: readonly number[],
): Promise<Map<number, { name: string; stock: number }>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, { name: row.name, stock: row.stock }]));
}

/**
 * The status of the run the order is on while its stop is open (assigned or out), or null. With
 * `lock` the run row is locked for share, so a hand-over waits for the edit (and an edit after it
 * reads the new status).
 */
export async function openRunStatus(tx: Executor, orderId: number, lock: boolean): Promise<string | null> {
  const query = tx
    .select({ status: deliveryRuns.status })
    .from(deliveryStops)
    .innerJoin(deliveryRuns, eq(deliveryRuns.id, deliveryStops.runId))
    .where(and(eq(deliveryStops.orderId, orderId), inArray(deliveryStops.state, ['assigned', 'out'])));
  const [row] = lock ? await query.for('share', { of: deliveryRuns }) : await query;
  return row?.status ?? null;
}

export async function isPhoneBlocked(tx: Executor, phone: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: blockedPhones.id })
    .from(blockedPhones)
    .where(eq(blockedPhones.phoneNumber, phone));
  return row !== undefined;
}

/** A kept line re-priced: its price columns as placing writes them (its names and image stay as copied when it was ordered). */
export async function updateLine(tx: Executor, id: number, row: OrderItemRow): Promise<void> {
  const { quantity, unitPrice, regularUnitPrice, totalPrice, components } = row;
  await tx
    .update(orderItems)
    .set({ quantity, unitPrice, regularUnitPrice, totalPrice, components })
    .where(eq(orderItems.id, id));
}

export async function insertLine(tx: Executor, orderId: number, row: OrderItemRow): Promise<number> {
  const [written] = await tx
    .insert(orderItems)
    .values({ orderId, ...row })
    .returning({ id: orderItems.id });
  if (!written) throw new Error('the order line was not written');
  return written.id;
}

export async function deleteLines(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(orderItems).where(inArray(orderItems.id, [...ids]));
}

/**
 * Gives `units` of a line back into the lots it took them from, latest expiry first (the line keeps
 * the units to sell first). Returns the products with lots, whose stock must then be set from them.
 */
export async function giveBackLineLots(
  tx: Executor,
  orderItemId: number,
  components: readonly OrderItemComponent[],
  units: number,
): Promise<number[]> {
  const rows = await tx
    .select()
    .from(orderItemLots)
    .where(eq(orderItemLots.orderItemId, orderItemId))
    .orderBy(desc(orderItemLots.expiryDate), desc(orderItemLots.id));
  const perLot = new Map<number, number>();
  for (const component of components) {
    let left = component.quantity * units;
    for (const row of rows) {
      if (left === 0) break;
      if (row.productId !== component.product_id) continue;
      const back = Math.min(left, row.quantity);
      left -= back;
      if (back === row.quantity) await tx.delete(orderItemLots).where(eq(orderItemLots.id, row.id));
      else
        await tx
          .update(orderItemLots)
          .set({ quantity: row.quantity - back })
          .where(eq(orderItemLots.id, row.id));
      if (row.lotId !== null) perLot.set(row.lotId, (perLot.get(row.lotId) ?? 0) + back);
    }
  }
  for (const [lotId, back] of perLot) {
    await tx
      .update(productLots)
      .set({ quantity: sql`${productLots.quantity} + ${back}`, updatedAt: new Date() })
      .where(eq(productLots.id, lotId));
  }
  return lotManaged(
    tx,
    components.map((c) => c.product_id),
  );
}

/** The order's customer fields and totals; the database raises the version (returned). */
export async function updateOrderFields(
  tx: Executor,
  orderId: number,
  payload: OrderEditPayload,
  totals: OrderEditTotals,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({
      name: payload.name,
      phoneNumber: payload.phone_number,
      address: payload.address,
      city: payload.city,
      deliveryAreaId: payload.delivery_area_id,
      subtotal: centimesToDecimalString(totals.subtotal),
      deliveryFee: centimesToDecimalString(totals.delivery_fee),
      deliveryDiscount: centimesToDecimalString(totals.delivery_discount),
      totalOrder: centimesToDecimalString(totals.total),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  if (!row) throw new Error('the order was not updated');
  return row.version;
}

export async function recordEdit(
  tx: Executor,
  edit: {
    orderId: number;
    version: number;
    staff: { id: number; name: string };
    changes: OrderEditChanges;
    now: Date;
  },
): Promise<void> {
  await tx.insert(orderEdits).values({
    orderId: edit.orderId,
    version: edit.version,
    staffUserId: edit.staff.id,
    staffName: edit.staff.name,
    changes: edit.changes,
    createdAt: edit.now,
  });
}

/** The edits of a customer's own orders, oldest first (GET /userorders/changes): no staff name. */
export async function editsOfUser(db: Executor, userId: number): Promise<CustomerOrderChange[]> {
  const rows = await db
    .select({ row: orderEdits })
    .from(orderEdits)
    .innerJoin(orders, eq(orders.id, orderEdits.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orderEdits.id));
  return rows.map(({ row }) => ({
    order_id: row.orderId,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    changes: row.changes,
  }));
}

/** An order's edits, oldest first (GET /orders/{id}). */
export async function editsOf(db: Executor, orderId: number): Promise<OrderEditEntry[]> {
  const rows = await db
    .select()
    .from(orderEdits)
    .where(eq(orderEdits.orderId, orderId))
    .orderBy(asc(orderEdits.id));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    staff_name: row.staffName,
    created_at: row.createdAt.toISOString(),
    changes: row.changes,
  }));
}
