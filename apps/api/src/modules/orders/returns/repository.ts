import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  toCentimes,
  type OrderReturn,
  type OrderReturnLine,
  type RefundMethod,
  type ReturnReason,
  type QuarantinedProducts,
  type ReturnStats,
} from '@parashop/shared';
import type { Executor } from '../../../db/client';
import {
  orderItems,
  orderReturnLines,
  orderReturns,
  orders,
  productLots,
  products,
} from '../../../db/schema';

type ReturnRow = typeof orderReturns.$inferSelect;

/** Units already returned per order line: order item id -> units. */
export async function returnedUnitsByLine(
  tx: Executor,
  orderItemIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await tx
    .select({
      orderItemId: orderReturnLines.orderItemId,
      units: sql<number>`sum(${orderReturnLines.quantity})::int`,
    })
    .from(orderReturnLines)
    .where(inArray(orderReturnLines.orderItemId, [...orderItemIds]))
    .groupBy(orderReturnLines.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, Number(row.units)]));
}

/** The returns matching `where`, oldest first, with their lines, the names and exchange orders. */
async function selectReturns(db: Executor, where: ReturnType<typeof eq>): Promise<OrderReturn[]> {
  const rows = await db
    .select({ ret: orderReturns, orderNumber: orders.orderNumber })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(where)
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.ret.id);
  const lines = await db
    .select({
      line: orderReturnLines,
      name: orderItems.name,
      nameFr: orderItems.nameFr,
      nameAr: orderItems.nameAr,
    })
    .from(orderReturnLines)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .where(inArray(orderReturnLines.returnId, ids))
    .orderBy(asc(orderReturnLines.id));
  const exchangeIds = rows.map((row) => row.ret.exchangeOrderId).filter((id): id is number => id !== null);
  const exchanges =
    exchangeIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.totalOrder })
          .from(orders)
          .where(inArray(orders.id, exchangeIds));
  const exchangeById = new Map(exchanges.map((row) => [row.id, row]));
  const linesByReturn = new Map<number, OrderReturnLine[]>();
  for (const { line, name, nameFr, nameAr } of lines) {
    const list = linesByReturn.get(line.returnId) ?? [];
    list.push({
      id: line.id,
      order_item_id: line.orderItemId,
      name,
      name_fr: nameFr,
      name_ar: nameAr,
      quantity: line.quantity,
      reason: line.reason as ReturnReason,
      quarantined: line.quarantined,
      unit_price: toCentimes(line.unitPrice),
      amount: toCentimes(line.amount),
      lots: line.lots,
    });
    linesByReturn.set(line.returnId, list);
  }
  return rows.map(({ ret, orderNumber }) => toReturn(ret, orderNumber, linesByReturn, exchangeById));
}

function toReturn(
  ret: ReturnRow,
  orderNumber: string,
  linesByReturn: Map<number, OrderReturnLine[]>,
  exchangeById: Map<number, { id: number; orderNumber: string; total: string }>,
): OrderReturn {
  const exchange = ret.exchangeOrderId === null ? undefined : exchangeById.get(ret.exchangeOrderId);
  return {
    id: ret.id,
    order_id: ret.orderId,
    order_number: orderNumber,
    credit_note_number: ret.creditNoteNumber,
    created_at: ret.createdAt.toISOString(),
    refund_method: ret.refundMethod as RefundMethod,
    lines_amount: toCentimes(ret.linesAmount),
    delivery_refund: toCentimes(ret.deliveryRefund),
    refund_total: toCentimes(ret.refundTotal),
    exchange_order: exchange
      ? { id: exchange.id, order_number: exchange.orderNumber, total: toCentimes(exchange.total) }
      : null,
    exchange_difference: ret.exchangeDifference === null ? null : toCentimes(ret.exchangeDifference),
    note: ret.note,
    staff_name: ret.staffName,
    lines: linesByReturn.get(ret.id) ?? [],
  };
}

export function returnsOfOrder(db: Executor, orderId: number): Promise<OrderReturn[]> {
  return selectReturns(db, eq(orderReturns.orderId, orderId));
}

export function returnById(db: Executor, id: number): Promise<OrderReturn[]> {
  return selectReturns(db, eq(orderReturns.id, id));
}

/** A customer's returns (of their own orders), oldest first. */
export function returnsOfUser(db: Executor, userId: number): Promise<OrderReturn[]> {
  return selectReturns(db, eq(orders.userId, userId));
}

/** The return lines of the period, newest first, for the CSV. */
export async function returnLinesSince(db: Executor, from: Date) {
  return db
    .select({
      createdAt: orderReturns.createdAt,
      creditNoteNumber: orderReturns.creditNoteNumber,
      refundMethod: orderReturns.refundMethod,
      orderNumber: orders.orderNumber,
      name: orderItems.name,
      nameFr: orderItems.nameFr,
      nameAr: orderItems.nameAr,
      quantity: orderReturnLines.quantity,
      reason: orderReturnLines.reason,
      quarantined: orderReturnLines.quarantined,
      amount: orderReturnLines.amount,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .where(gte(orderReturns.createdAt, from))
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id), asc(orderReturnLines.id));
}

/**
 * Return rates over the period from `from`: per product or pack, the units returned (returns recorded
 * since) against the units delivered (orders first delivered since, their invoice date); per reason,
 * the units. Products most returned first.
 */
export async function returnStats(db: Executor, from: Date, days: number): Promise<ReturnStats> {
  const returned = await db
    .select({
      targetName: orderItems.targetName,
      targetId: orderItems.targetId,
      name: sql<string>`max(${orderItems.name})`,
      nameFr: sql<string | null>`max(${orderItems.nameFr})`,
      nameAr: sql<string | null>`max(${orderItems.nameAr})`,
      units: sql<number>`sum(${orderReturnLines.quantity})::int`,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .where(gte(orderReturns.createdAt, from))
    .groupBy(orderItems.targetName, orderItems.targetId);
  const delivered =
    returned.length === 0
      ? []
      : await db
          .select({
            targetName: orderItems.targetName,
            targetId: orderItems.targetId,
            units: sql<number>`sum(${orderItems.quantity})::int`,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(gte(orders.invoicedAt, from), sql`${orders.invoiceNumber} is not null`))
          .groupBy(orderItems.targetName, orderItems.targetId);
  const deliveredBy = new Map(
    delivered.map((row) => [`${row.targetName}:${row.targetId}`, Number(row.units)]),
  );
  const reasons = await db
    .select({ reason: orderReturnLines.reason, units: sql<number>`sum(${orderReturnLines.quantity})::int` })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(gte(orderReturns.createdAt, from))
    .groupBy(orderReturnLines.reason)
    .orderBy(desc(sql`sum(${orderReturnLines.quantity})`));
  const [totals] = await db
    .select({
      returns: sql<number>`count(*)::int`,
      refunded: sql<string>`coalesce(sum(${orderReturns.refundTotal}), 0)::text`,
    })
    .from(orderReturns)
    .where(gte(orderReturns.createdAt, from));
  const byProduct = returned
    .map((row) => {
      const returnedUnits = Number(row.units);
      // Units returned now from an order delivered before the period still count as delivered once.
      const deliveredUnits = Math.max(
        deliveredBy.get(`${row.targetName}:${row.targetId}`) ?? 0,
        returnedUnits,
      );
      return {
        target_name: row.targetName,
        target_id: row.targetId,
        name: row.name,
        name_fr: row.nameFr,
        name_ar: row.nameAr,
        delivered_units: deliveredUnits,
        returned_units: returnedUnits,
        rate: Math.round((returnedUnits / deliveredUnits) * 1000) / 1000,
      };
    })
    .sort((a, b) => b.rate - a.rate || b.returned_units - a.returned_units || a.name.localeCompare(b.name));
  return {
    days,
    from: from.toISOString(),
    returns: Number(totals?.returns ?? 0),
    returned_units: byProduct.reduce((sum, row) => sum + row.returned_units, 0),
    refunded: toCentimes(totals?.refunded ?? '0'),
    by_product: byProduct,
    by_reason: reasons.map((row) => ({ reason: row.reason as ReturnReason, units: Number(row.units) })),
  };
}

/**
 * The products holding quarantined units, each with their count: the product's own (a product without
 * lots) plus its lots'. Products with none are left out.
 */
export async function quarantinedProducts(db: Executor): Promise<QuarantinedProducts> {
  const inLots = sql`coalesce((select sum(${productLots.quarantined}) from ${productLots} where ${productLots.productId} = ${products.id}), 0)`;
  const total = sql<number>`(${products.quarantined} + ${inLots})::int`;
  const rows = await db
    .select({ id: products.id, quarantined: total })
    .from(products)
    .where(sql`${products.quarantined} > 0 or ${inLots} > 0`)
    .orderBy(asc(products.id));
  return { products: rows.map((row) => ({ product_id: row.id, quarantined: Number(row.quarantined) })) };
}
