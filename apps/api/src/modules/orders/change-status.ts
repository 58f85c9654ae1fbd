import { eq } from 'drizzle-orm';
import {
  STOCK_RELEASED_STATUSES,
  dateInZone,
  translateMessage,
  type Language,
  type Order,
  type OrderStatus,
} from '@parashop/shared';
import type { Database, Executor } from '../../db/client';
import { notifications, orders } from '../../db/schema';
import { allocateLots, restoreLots, syncLotStock } from '../stock-shared/lot-stock';
import { recordStockChange } from '../stock-shared/stock-alerts';
import { Refusal, outOfStock } from './answers';
import type { StoredAnswer } from './idempotency';
import { assignInvoiceNumber } from './invoice-number';
import { hasLiveParcel } from './couriers/repository';
import { heldQuantities } from './returns/service';
import { findOrder, lockOrder, setOrderStatus } from './repository';
import { describeShortage } from './shortage';
import {
  addToDemand,
  currentStocks,
  releaseStock,
  takeStock,
  type Shortage,
  type StockChange,
  type StockDemand,
} from './stock';

/** The stock changes with the products that count their lots set to their stock after the lots moved. */
function withLotStock(
  changes: readonly StockChange[],
  synced: ReadonlyArray<{ productId: number; after: number }>,
): StockChange[] {
  const after = new Map(synced.map((change) => [change.productId, change.after]));
  return changes.map((change) => ({ ...change, after: after.get(change.productId) ?? change.after }));
}

export const ORDER_NOT_FOUND = 'Order not found.';

function holdsStock(status: string): boolean {
  return !STOCK_RELEASED_STATUSES.includes(status as OrderStatus);
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** A status change; the shop's time zone dates lots (what is expired) and the invoice number's year. */
export type StatusChange = { status: OrderStatus; now: Date; lang: Language; timeZone: string };

/**
 * Moves a locked order to `status` inside the caller's transaction: into cancelled or returned the
 * stock goes back to the shelves; out of them it is taken again, refused whole (Refusal 409) when
 * it is not there. Into delivered the order gets its invoice number the first time (never again).
 * The customer gets a notification. The caller has locked the order (lockOrder).
 */
export async function applyStatusChange(
  tx: Executor,
  locked: LockedOrder,
  input: StatusChange,
): Promise<void> {
  const { order } = locked;
  if (order.status === input.status) return;

  // An order accepted over the stock guard's limits holds nothing until it is confirmed (decision 200).
  const holding = holdsStock(order.status) && !order.stockDeferred;
  let changes: StockChange[] = [];
  // Units given back by returns after delivery (decision 265) are no longer the order's to move.
  const held = order.returnedUnits > 0 ? await withoutReturnedUnits(tx, locked) : locked;
  if (holding && !holdsStock(input.status)) {
    changes = await giveBackStock(tx, held, input);
  } else if (!holding && holdsStock(input.status)) {
    changes = await takeOrderStock(tx, held, input);
  }
  // The flag goes once the units are taken; a cancelled or returned order that never took them keeps
  // it, so undoing a cancelling call knows there is nothing to take back (decision 211).
  if (order.stockDeferred && holdsStock(input.status)) await setStockDeferred(tx, order.id, false);

  await setOrderStatus(tx, order.id, input.status, input.now);
  if (input.status === 'delivered') await assignInvoiceNumber(tx, order, input.now, input.timeZone);
  for (const change of changes) await recordStockChange(tx, change);
  if (order.userId !== null) {
    // The customer's own notification (GET /notifications shows customers only theirs).
    await tx.insert(notifications).values({
      type: 'general',
      message: `Your order ${order.orderNumber} is now ${input.status}.`,
      userId: order.userId,
      createdAt: input.now,
    });
  }
}

/**
 * Sets an order's status (any of the four from any other), with its stock effects
 * (applyStatusChange); 404 for an unknown order, 409 when the stock to take again is not there.
 */
export async function changeOrderStatus(
  db: Database,
  input: { orderId: number; status: OrderStatus; now: Date; lang: Language; timeZone: string },
): Promise<{ status: 200; body: Order } | StoredAnswer> {
  try {
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, input.orderId);
      if (!locked) throw new Refusal({ status: 404, body: { message: ORDER_NOT_FOUND } });
      const { status, now, lang, timeZone } = input;
      if (
        status === 'cancelled' &&
        locked.order.status !== 'cancelled' &&
        (await hasLiveParcel(tx, input.orderId))
      ) {
        // The courier would still deliver it and collect the cash (decision 270): the parcel goes first.
        throw new Refusal({
          status: 409,
          body: { message: translateMessage('errors.courier.parcelLive', lang), reason: 'parcel_live' },
        });
      }
      await applyStatusChange(tx, locked, { status, now, lang, timeZone });
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
  const order = await findOrder(db, input.orderId);
  if (!order) return { status: 404, body: { message: ORDER_NOT_FOUND } };
  return { status: 200, body: order };
}

/** The order's lines with the units that returns took back left out. */
async function withoutReturnedUnits(tx: Executor, locked: LockedOrder): Promise<LockedOrder> {
  const held = await heldQuantities(tx, locked.items);
  return { ...locked, items: locked.items.map((item) => ({ ...item, quantity: held.get(item.id) ?? 0 })) };
}

/** The units of a locked order back on the shelves and into the lots they came from. */
async function giveBackStock(tx: Executor, locked: LockedOrder, input: StatusChange): Promise<StockChange[]> {
  const { items } = locked;
  const demand: StockDemand = new Map();
  for (const item of items) addToDemand(demand, item.components, item.quantity);
  const today = dateInZone(input.now, input.timeZone);
  const changes = await releaseStock(tx, demand);
  // The units go back into the lots they came from; products with lots then count their lots.
  const lotted = await restoreLots(
    tx,
    items.map((item) => item.id),
  );
  return withLotStock(changes, await syncLotStock(tx, lotted, today));
}

/**
 * Takes a locked order's units from the shelves and its lots (first expired first out), refused whole
 * (Refusal 409) when they are not there.
 */
async function takeOrderStock(
  tx: Executor,
  locked: LockedOrder,
  input: StatusChange,
): Promise<StockChange[]> {
  const { items } = locked;
  const demand: StockDemand = new Map();
  for (const item of items) addToDemand(demand, item.components, item.quantity);
  const today = dateInZone(input.now, input.timeZone);
  const refuse = async (shortage: Shortage): Promise<never> => {
    const stocks = await currentStocks(
      tx,
      items.flatMap((item) => item.components.map((c) => c.product_id)),
    );
    stocks.set(shortage.productId, shortage.available);
    throw new Refusal(outOfStock(describeShortage(items, shortage, stocks), input.lang));
  };
  const taken = await takeStock(tx, demand);
  if (!taken.ok) return refuse(taken.shortage);
  const allocated = await allocateLots(
    tx,
    items.map((item) => ({ orderItemId: item.id, quantity: item.quantity, components: item.components })),
    today,
  );
  if (!allocated.ok) {
    return refuse({ productId: allocated.productId, available: allocated.available, exists: true });
  }
  return taken.changes;
}

/**
 * A pending order whose units waited for confirmation (decision 200) takes them now, when staff
 * confirm it: 409 (Refusal) when they are no longer there, and the order stays as it was.
 */
export async function takeDeferredStock(
  tx: Executor,
  locked: LockedOrder,
  input: StatusChange,
): Promise<void> {
  if (!locked.order.stockDeferred || !holdsStock(locked.order.status)) return;
  const changes = await takeOrderStock(tx, locked, input);
  await setStockDeferred(tx, locked.order.id, false);
  for (const change of changes) await recordStockChange(tx, change);
}

async function setStockDeferred(tx: Executor, orderId: number, deferred: boolean): Promise<void> {
  await tx.update(orders).set({ stockDeferred: deferred }).where(eq(orders.id, orderId));
}
