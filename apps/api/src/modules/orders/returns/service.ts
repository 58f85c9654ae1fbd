import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  QUARANTINE_REASONS,
  centimesToDecimalString,
  dateInZone,
  toCentimes,
  translateMessage,
  type Language,
  type OrderReturn,
  type OrderReturnCreateValues,
  type ReturnLineLot,
} from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import { rowsSubtotal, unitCentimes, type OrderItemRow } from '../../../db/order-item-rows';
import {
  orderItemLots,
  orderReturnLines,
  orderReturns,
  orders,
  productLots,
  products,
  type OrderItemComponent,
} from '../../../db/schema';
import { allocateLots, lotManaged, syncLotStock } from '../../stock-shared/lot-stock';
import { recordStockChange } from '../../stock-shared/stock-alerts';
import { Refusal, cartRefusal, outOfStock, validationAnswer } from '../answers';
import { resolveCart } from '../cart-lines';
import type { StoredAnswer } from '../idempotency';
import { lockOrder } from '../repository';
import { describeShortage, lotShortageRefusal } from '../shortage';
import { addToDemand, currentStocks, type StockChange, type StockDemand } from '../stock';
import { lotLines, writeOrder } from '../write-order';
import { nextCreditNoteNumber } from './credit-note-number';
import { returnById, returnedUnitsByLine } from './repository';

/**
 * Returns after delivery (docs/decisions/265-order-returns.md). A return takes some units of some
 * lines of a delivered order back: sellable ones into the lots they came from (or onto the shelf for a
 * product without lots), damaged or expired ones into quarantine. It refunds the paid unit price of
 * each unit, plus the delivery fee when it brings back the order's last units with no exchange; gets a
 * credit note number; and may send other products instead (a linked order with no delivery fee).
 */

export const RETURN_ORDER_NOT_FOUND = 'Order not found.';

export type ReturnContext = { db: Database; now: Date; lang: Language; timeZone: string };
export type RecordReturnInput = {
  orderId: number;
  values: OrderReturnCreateValues;
  staff: { id: number; name: string };
};

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
type Item = LockedOrder['items'][number];

/** The units a delivered order's line still holds: what was delivered minus what earlier returns took back. */
export async function heldQuantities(tx: Executor, items: readonly Item[]): Promise<Map<number, number>> {
  const returned = await returnedUnitsByLine(
    tx,
    items.map((item) => item.id),
  );
  return new Map(items.map((item) => [item.id, item.quantity - (returned.get(item.id) ?? 0)]));
}

export async function recordReturn(
  ctx: ReturnContext,
  input: RecordReturnInput,
): Promise<{ status: 201; body: OrderReturn } | StoredAnswer> {
  let returnId: number;
  try {
    returnId = await ctx.db.transaction(async (tx) => applyReturn(tx, ctx, input));
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
  const [created] = await returnById(ctx.db, returnId);
  if (!created) throw new Error('the return just written was not found');
  return { status: 201, body: created };
}

async function applyReturn(tx: Executor, ctx: ReturnContext, input: RecordReturnInput): Promise<number> {
  const { values } = input;
  const locked = await lockOrder(tx, input.orderId);
  if (!locked) throw new Refusal({ status: 404, body: { message: RETURN_ORDER_NOT_FOUND } });
  const { order, items } = locked;
  if (order.status !== 'delivered') {
    throw new Refusal({
      status: 409,
      body: { message: translateMessage('errors.return.notDelivered', ctx.lang), reason: 'not_delivered' },
    });
  }

  // Over-returns are refused line by line, counted after the order's lock: two returns of the same
  // order at once wait for each other and the second sees the first's units.
  const held = await heldQuantities(tx, items);
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = values.lines.map((line, index) => {
    const item = byId.get(line.order_item_id);
    if (!item) {
      throw new Refusal(
        validationAnswer(
          `lines.${index}.order_item_id`,
          translateMessage('validation.return.lineInvalid', ctx.lang),
        ),
      );
    }
    const max = held.get(item.id) ?? 0;
    if (line.quantity > max) {
      const message = translateMessage('errors.return.tooMany', ctx.lang, { max, name: item.name });
      throw new Refusal({
        status: 422,
        body: { message, errors: { [`lines.${index}.quantity`]: [message] }, reason: 'too_many', max },
      });
    }
    return { ...line, item, quarantined: QUARANTINE_REASONS.includes(line.reason) };
  });

  const today = dateInZone(ctx.now, ctx.timeZone);
  const exchangeItems = values.exchange_items ?? [];
  const exchangeCart = exchangeItems.length === 0 ? null : await readExchange(tx, ctx, exchangeItems);
  // Every product the return and its exchange touch is locked first, in id order, so two returns
  // exchanging each other's products wait for each other instead of deadlocking.
  const touched: StockDemand = new Map();
  for (const line of lines) addToDemand(touched, line.item.components, line.quantity);
  for (const row of exchangeCart?.rows ?? []) addToDemand(touched, row.components, row.quantity);
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...touched.keys()]))
    .orderBy(asc(products.id))
    .for('update');
  const placed = await putUnitsBack(tx, lines, today);

  // The refund: each unit at the price paid; the delivery fee too when no unit of the order is left
  // with the customer and nothing is sent instead.
  const linesAmount = lines.reduce((sum, line) => sum + unitCentimes(line.item) * line.quantity, 0);
  const unitsNow = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalUnits = items.reduce((sum, item) => sum + item.quantity, 0);
  const allBack = order.returnedUnits + unitsNow >= totalUnits;
  const deliveryRefund = allBack && exchangeItems.length === 0 ? toCentimes(order.deliveryFee) : 0;
  const refundTotal = linesAmount + deliveryRefund;

  const exchange = exchangeCart ? await placeExchange(tx, ctx, order, exchangeCart.rows, today) : null;

  const creditNoteNumber = await nextCreditNoteNumber(tx, ctx.now, ctx.timeZone);
  const [created] = await tx
    .insert(orderReturns)
    .values({
      orderId: order.id,
      creditNoteNumber,
      refundMethod: values.refund_method,
      linesAmount: centimesToDecimalString(linesAmount),
      deliveryRefund: centimesToDecimalString(deliveryRefund),
      refundTotal: centimesToDecimalString(refundTotal),
      exchangeOrderId: exchange?.orderId ?? null,
      exchangeDifference: exchange ? signedDecimal(exchange.total - refundTotal) : null,
      note: values.note,
      staffUserId: input.staff.id,
      staffName: input.staff.name,
      createdAt: ctx.now,
    })
    .returning({ id: orderReturns.id });
  if (!created) throw new Error('the return was not written');
  await tx.insert(orderReturnLines).values(
    lines.map((line, index) => ({
      returnId: created.id,
      orderItemId: line.item.id,
      productId: line.item.productId,
      quantity: line.quantity,
      reason: line.reason,
      quarantined: line.quarantined,
      unitPrice: line.item.unitPrice,
      amount: centimesToDecimalString(unitCentimes(line.item) * line.quantity),
      lots: placed[index] ?? [],
    })),
  );
  await tx
    .update(orders)
    .set({ returnedUnits: sql`${orders.returnedUnits} + ${unitsNow}`, updatedAt: ctx.now })
    .where(eq(orders.id, order.id));
  return created.id;
}

function signedDecimal(centimes: number): string {
  return centimes < 0 ? `-${centimesToDecimalString(-centimes)}` : centimesToDecimalString(centimes);
}

type ReturnedLine = { item: Item; quantity: number; reason: string; quarantined: boolean };

/**
 * Puts the returned units back: the products are locked first, in id order (like every writer of
 * lots), then each product's units go into the lots the line took them from (the latest expiry first,
 * the earliest first for an expired return), or into their quarantine count; a product without lots
 * gets them on its shelf (stock) or its own quarantine count. Lots deleted since are skipped, as a
 * cancellation does. Returns, per line, the lots the units went to.
 */
async function putUnitsBack(tx: Executor, lines: readonly ReturnedLine[], today: string) {
  const perProduct: StockDemand = new Map();
  for (const line of lines) addToDemand(perProduct, line.item.components, line.quantity);
  const productIds = [...perProduct.keys()].sort((a, b) => a - b);
  const before = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
  const lotted = new Set(await lotManaged(tx, productIds));

  const placed: ReturnLineLot[][] = [];
  const shelf: StockDemand = new Map();
  const quarantine: StockDemand = new Map();
  for (const line of lines) {
    const lots: ReturnLineLot[] = [];
    for (const component of line.item.components as OrderItemComponent[]) {
      let units = component.quantity * line.quantity;
      const allocations = await tx
        .select()
        .from(orderItemLots)
        .where(
          and(eq(orderItemLots.orderItemId, line.item.id), eq(orderItemLots.productId, component.product_id)),
        )
        .orderBy(
          line.reason === 'expired' ? asc(orderItemLots.expiryDate) : desc(orderItemLots.expiryDate),
          desc(orderItemLots.id),
        );
      for (const allocation of allocations) {
        if (units === 0) break;
        const taken = Math.min(units, allocation.quantity);
        units -= taken;
        if (taken === allocation.quantity) {
          await tx.delete(orderItemLots).where(eq(orderItemLots.id, allocation.id));
        } else {
          await tx
            .update(orderItemLots)
            .set({ quantity: allocation.quantity - taken })
            .where(eq(orderItemLots.id, allocation.id));
        }
        if (allocation.lotId !== null) {
          await tx
            .update(productLots)
            .set(
              line.quarantined
                ? { quarantined: sql`${productLots.quarantined} + ${taken}`, updatedAt: new Date() }
                : { quantity: sql`${productLots.quantity} + ${taken}`, updatedAt: new Date() },
            )
            .where(eq(productLots.id, allocation.lotId));
        }
        lots.push({ lot_number: allocation.lotNumber, expiry_date: allocation.expiryDate, quantity: taken });
      }
      // Units that came from no lot (a product without lots) go back to the product itself.
      if (units > 0 && !lotted.has(component.product_id)) {
        const target = line.quarantined ? quarantine : shelf;
        target.set(component.product_id, (target.get(component.product_id) ?? 0) + units);
      }
    }
    placed.push(lots);
  }
  for (const [productId, units] of shelf) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}`, updatedAt: new Date() })
      .where(eq(products.id, productId));
  }
  for (const [productId, units] of quarantine) {
    await tx
      .update(products)
      .set({ quarantined: sql`${products.quarantined} + ${units}`, updatedAt: new Date() })
      .where(eq(products.id, productId));
  }
  const synced = await syncLotStock(tx, [...lotted], today);
  const after = new Map(synced.map((change) => [change.productId, change.after]));
  const afterShelf = await currentStocks(tx, productIds);
  for (const row of before) {
    const change: StockChange = {
      productId: row.id,
      name: row.name,
      before: row.stock,
      after: after.get(row.id) ?? afterShelf.get(row.id) ?? row.stock,
    };
    await recordStockChange(tx, change);
  }
  return placed;
}

/** The exchange's products as the catalogue has them now: 422 (nothing changed) for unknown or in-store-only ones. */
async function readExchange(
  tx: Executor,
  ctx: ReturnContext,
  wanted: NonNullable<OrderReturnCreateValues['exchange_items']>,
) {
  const cart = await resolveCart(tx, wanted, ctx.now, ctx.timeZone);
  const refused = cartRefusal(cart, ctx.lang);
  if (refused) throw new Refusal(renamedFields(refused, 'exchange_items'));
  return { rows: cart.lines.map((line) => line.row) };
}

/**
 * The exchange: a new order to the same customer and address with the products sent instead, priced
 * as now, at no delivery fee, confirmed (staff agreed it with the customer), its stock taken like any
 * order's (refused whole, 409, when it is not there).
 */
async function placeExchange(
  tx: Executor,
  ctx: ReturnContext,
  order: LockedOrder['order'],
  rows: readonly OrderItemRow[],
  today: string,
): Promise<{ orderId: number; total: number }> {
  const demand: StockDemand = new Map();
  for (const row of rows) addToDemand(demand, row.components, row.quantity);
  const subtotal = rowsSubtotal(rows);
  const written = await writeOrder(
    tx,
    demand,
    {
      orderNumberPrefix: `CMD-${today.replaceAll('-', '')}-`,
      name: order.name,
      phoneNumber: order.phoneNumber,
      address: order.address,
      city: order.city,
      deliveryAreaId: order.deliveryAreaId,
      subtotal,
      deliveryFee: 0,
      deliveryDiscount: 0,
      total: subtotal,
      userId: order.userId,
      createdAt: ctx.now,
      possibleDuplicate: false,
      language: order.language as Language,
    },
    rows,
  );
  if (!written.ok) {
    throw new Refusal(outOfStock(describeShortage(rows, written.shortage, written.stocks), ctx.lang));
  }
  const allocated = await allocateLots(tx, lotLines(written.items), today);
  if (!allocated.ok) throw await lotShortageRefusal(tx, rows, demand, allocated, ctx.lang);
  await tx.update(orders).set({ confirmationStatus: 'confirmed' }).where(eq(orders.id, written.orderId));
  return { orderId: written.orderId, total: subtotal };
}

/** `items.0.target_id` -> `exchange_items.0.target_id`: the field names of the return's form. */
function renamedFields(answer: StoredAnswer, prefix: string): StoredAnswer {
  const body = answer.body as { errors?: Record<string, string[]> };
  if (!body.errors) return answer;
  const errors = Object.fromEntries(
    Object.entries(body.errors).map(([key, value]) => [key.replace(/^items\./, `${prefix}.`), value]),
  );
  return { status: answer.status, body: { ...body, errors } };
}
