import {
  DUPLICATE_WINDOW_HOURS,
  centimesToDecimalString,
  computeOrderTotals,
  dateInZone,
  deliveryAreaRequired,
  toCentimes,
  translateMessage,
  type Language,
  type Order,
  type OrderPayload,
  type OrderTotals,
} from '@parashop/shared';
import type { Database, Executor } from '../../db/client';
import { rowsSubtotal, unitCentimes, type OrderItemRow } from '../../db/order-item-rows';
import { allocateLots, lineProducts, readLots, type LotAllocation } from '../stock-shared/lot-stock';
import { Refusal, cartRefusal, outOfStock, phoneBlocked, pricesChanged, validationAnswer } from './answers';
import { resolveCart } from './cart-lines';
import { toOrder, type LinesLots, type OrderViewRow } from './repository';
import {
  claimKey,
  findAnswer,
  requestFingerprint,
  saveAnswer,
  KEY_REUSED_MESSAGE,
  type StoredAnswer,
} from './idempotency';
import { largestLine, lockPhone, phoneStanding, type OrderLimits } from './phone-guard';
import { describeShortage, lotShortageRefusal } from './shortage';
import { lockClient, stockDeferral, type OrderClient, type StockGuardLimits } from './stock-guard';
import { addToDemand, type StockDemand } from './stock';
import { lotLines, writeOrder, type NewOrder, type WrittenLine } from './write-order';
import { newDeliveryCode } from './delivery-code';

export type PlaceOrderInput = {
  payload: OrderPayload;
  /** From the session only, never from the body. */
  userId: number | null;
  idempotencyKey: string | undefined;
  now: Date;
  timeZone: string;
  lang: Language;
  limits: OrderLimits & StockGuardLimits;
  /** Who places it: the per-client limits count under each of its keys. */
  client: OrderClient;
};

/** numeric(10,2) holds at most 99,999,999.99: a bigger order cannot be stored (nor be real). */
const MAX_ORDER_CENTIMES = 9_999_999_999;
export const ORDER_TOO_LARGE_MESSAGE = 'This order is too large to be placed online.';

/** Thrown when another request holding the same key committed first. */
class KeyAlreadyAnswered extends Error {}

/**
 * Places a cash-on-delivery order: prices from the catalogue (one read), then the stock taken, the
 * order, its lines and the notifications written by one statement (write-order.ts). With an
 * Idempotency-Key, the key is claimed and the answer stored in one transaction around them.
 * Returns the HTTP answer (201 with the order, or a refusal with nothing written).
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<StoredAnswer> {
  const key = input.idempotencyKey;
  if (key === undefined) {
    try {
      return await db.transaction(async (tx) => (await createOrder(tx, input)).answer);
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
  }
  const fingerprint = requestFingerprint(input.payload, input.userId);
  const replay = await replayAnswer(db, key, fingerprint);
  if (replay) return replay;
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimKey(tx, key, fingerprint, input.now))) throw new KeyAlreadyAnswered();
      const answer = await createOrder(tx, input);
      await saveAnswer(tx, key, answer.answer, answer.orderId);
      return answer.answer;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    if (error instanceof KeyAlreadyAnswered) {
      const replay = await replayAnswer(db, key, fingerprint);
      if (replay) return replay;
    }
    throw error;
  }
}

async function replayAnswer(db: Executor, key: string, fingerprint: string): Promise<StoredAnswer | null> {
  const stored = await findAnswer(db, key);
  if (!stored) return null;
  if (stored.fingerprint !== fingerprint) return validationAnswer('idempotency_key', KEY_REUSED_MESSAGE);
  return stored.answer;
}

async function createOrder(
  tx: Executor,
  input: PlaceOrderInput,
): Promise<{ answer: StoredAnswer; orderId: number }> {
  const { payload, now, timeZone, lang } = input;
  checkLineLimit(input);
  // Sent together (one connection runs them in order, the lock before the guard's read): one round
  // trip instead of three. The guard decides first.
  const guard = guardPhone(tx, input);
  const reading = resolveCart(tx, payload.items, now, timeZone);
  const [possibleDuplicate, cart] = await Promise.all([guard, reading]);
  const refused = cartRefusal(cart, lang);
  if (refused) throw new Refusal(refused);
  const { lines } = cart;

  // Compared in centimes: 19.9 and 19.90 are the same price, 19.89 is not.
  const seenPrice = (index: number) => toCentimes(payload.items[index]?.price ?? 0);
  if (lines.some(({ index, row }) => seenPrice(index) !== unitCentimes(row))) {
    throw new Refusal(pricesChanged(lines, lang));
  }
  const rows = lines.map((line) => line.row);

  const totals = linesTotals(rows, payload.delivery_area_id, lang);
  if (totals.total > MAX_ORDER_CENTIMES) {
    throw new Refusal(validationAnswer('items', ORDER_TOO_LARGE_MESSAGE));
  }
  checkOrderValue(totals.total, input.limits.maxOrderValue, lang);

  // A pack and its products sold alone draw on the same shelves: count them together.
  const demand: StockDemand = new Map();
  for (const row of rows) addToDemand(demand, row.components, row.quantity);
  const order: NewOrder = {
    orderNumberPrefix: `CMD-${dateInZone(now, timeZone).replaceAll('-', '')}-`,
    name: payload.name,
    phoneNumber: payload.phone_number,
    address: payload.address,
    city: payload.city,
    deliveryAreaId: payload.delivery_area_id,
    subtotal: totals.subtotal,
    deliveryFee: totals.deliveryFee,
    deliveryDiscount: totals.deliveryDiscount,
    total: totals.total,
    userId: input.userId,
    createdAt: now,
    possibleDuplicate,
    language: lang,
  };
  // Over a client's or a product's share, the order is accepted but its units stay on the shelves
  // until staff confirm it (decision 200): it is written with nothing taken.
  // Sent together (one round trip): the client's locks are taken before the guard's reads start.
  const [, deferral] = await Promise.all([
    lockClient(tx, input.client),
    stockDeferral(tx, demand, input.client, input.limits),
  ]);
  const deferred = deferral !== null;
  // Written by the order's statement itself rather than by updates after it (decision 300).
  order.client = input.client;
  order.stockDeferred = deferred;
  order.deliveryCode = newDeliveryCode();
  const writing = writeOrder(tx, deferred ? new Map() : demand, order, rows);
  // Sent right behind the order's statement (one round trip): it runs once that statement holds the
  // products' locks, so the lots it reads stay as read until the commit.
  const lots = deferred ? undefined : readLots(tx, lineProducts(rows));
  // Its answer is not needed when the order's statement failed: the transaction ends with that error.
  lots?.catch(() => undefined);
  const written = await writing;
  if (!written.ok) {
    throw new Refusal(outOfStock(describeShortage(rows, written.shortage, written.stocks), lang));
  }
  order.deliveryCode = written.deliveryCode;
  if (deferred) {
    return {
      answer: {
        status: 201,
        body: {
          ...placedOrder(order, written.orderId, written.orderNumber, written.items, []),
          stock_deferred: true,
          message: translateMessage('notices.orderStockDeferred', lang),
        },
      },
      orderId: written.orderId,
    };
  }
  // The products are locked by the statement until the commit: their lots give the units, first
  // expired first out. Items come back in line order.
  const allocated = await allocateLots(tx, lotLines(written.items), dateInZone(now, timeZone), lots);
  if (!allocated.ok) throw await lotShortageRefusal(tx, rows, demand, allocated, lang);
  return {
    answer: {
      status: 201,
      body: placedOrder(order, written.orderId, written.orderNumber, written.items, allocated.allocations),
    },
    orderId: written.orderId,
  };
}

/**
 * The COD guard (docs/decisions/090-order-confirmation.md): refuses a line over the per-line cap, a
 * blocked phone and a phone with too many orders waiting for confirmation; tells whether the order
 * repeats an open one of the same phone. Runs first, before anything is read or taken.
 */
function checkLineLimit(input: PlaceOrderInput): void {
  checkUnitLimits(input.payload.items, input.limits, input.lang);
}

/**
 * The COD guard's unit limits of an order's lines (per line, lines of one item added up, and per
 * order), as placement and a staff edit (edits/service.ts) apply them: a 422 on `items` beyond them.
 */
export function checkUnitLimits(
  items: readonly { target_name: string; target_id: number; quantity: number }[],
  limits: { maxUnitsPerLine: number; maxUnitsPerOrder: number },
  lang: Language,
): void {
  if (largestLine(items) > limits.maxUnitsPerLine) {
    throw new Refusal(
      validationAnswer(
        'items',
        translateMessage('errors.lineOverLimit', lang, { max: limits.maxUnitsPerLine }),
        'line_over_limit',
      ),
    );
  }
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  if (units > limits.maxUnitsPerOrder) {
    throw new Refusal(
      validationAnswer(
        'items',
        translateMessage('errors.orderUnitsOverLimit', lang, { max: limits.maxUnitsPerOrder }),
      ),
    );
  }
}

/**
 * The totals of an order's priced lines (DESIGN.md), as placement and a staff edit compute them: a
 * 422 on `delivery_area_id` when the subtotal needs a delivery area and none was given.
 */
export function linesTotals(
  rows: readonly OrderItemRow[],
  deliveryAreaId: number | null,
  lang: Language,
): OrderTotals {
  const subtotal = rowsSubtotal(rows);
  if (deliveryAreaRequired(subtotal) && deliveryAreaId === null) {
    throw new Refusal(
      validationAnswer(
        'delivery_area_id',
        translateMessage('validation.checkout.deliveryAreaRequired', lang),
      ),
    );
  }
  return computeOrderTotals({ subtotal, deliveryAreaId });
}

/** A 422 on `items` past the shop's order value limit (placement and edits). */
export function checkOrderValue(total: number, maxOrderValue: number, lang: Language): void {
  if (total <= maxOrderValue) return;
  const max = Math.floor(maxOrderValue / 100);
  throw new Refusal(validationAnswer('items', translateMessage('errors.orderValueOverLimit', lang, { max })));
}

async function guardPhone(tx: Executor, input: PlaceOrderInput): Promise<boolean> {
  const { payload, now, lang, limits } = input;
  // Not awaited alone: the read is queued right behind the lock on the same connection, so it starts
  // (and takes its snapshot) only once the lock is held.
  const locked = lockPhone(tx, payload.phone_number);
  const windowStart = new Date(now.getTime() - DUPLICATE_WINDOW_HOURS * 60 * 60 * 1000);
  const reading = phoneStanding(tx, payload.phone_number, payload, windowStart);
  const [, standing] = await Promise.all([locked, reading]);
  if (standing.blocked) {
    // `reason` lets the storefront show the shop's phone and WhatsApp beside the message.
    throw new Refusal(phoneBlocked(lang));
  }
  if (standing.open >= limits.maxOpenPerPhone) {
    throw new Refusal(
      validationAnswer(
        'phone_number',
        translateMessage('errors.tooManyOpenOrders', lang, { max: limits.maxOpenPerPhone }),
        'too_many_open',
      ),
    );
  }
  return standing.duplicate;
}

/**
 * The order just placed, answered by the one mapper of orders (`toOrder`, repository.ts) from what was
 * written: the order's columns as the table now holds them (a new order's defaults: pending,
 * unconfirmed, no invoice, nothing returned, version 1, decision 260), the rows of its lines and the lots
 * their units came from.
 */
function placedOrder(
  order: NewOrder,
  id: number,
  orderNumber: string,
  items: readonly WrittenLine[],
  allocations: readonly LotAllocation[],
): Order {
  const lots: LinesLots = new Map();
  for (const allocation of allocations) {
    const list = lots.get(allocation.orderItemId) ?? [];
    list.push({
      lot_number: allocation.lotNumber,
      expiry_date: allocation.expiryDate,
      quantity: allocation.quantity,
    });
    lots.set(allocation.orderItemId, list);
  }
  const row: OrderViewRow = {
    id,
    orderNumber,
    status: 'pending',
    createdAt: order.createdAt,
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
    confirmationStatus: 'unconfirmed',
    confirmationAttempts: 0,
    callBackAt: null,
    possibleDuplicate: order.possibleDuplicate,
    language: order.language,
    invoiceNumber: null,
    invoicedAt: null,
    deliveryCode: order.deliveryCode ?? null,
    returnedUnits: 0,
    version: 1,
  };
  return toOrder(row, items, lots);
}
