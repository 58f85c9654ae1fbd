import {
  computeOrderTotals,
  deliveryAreaRequired,
  translateMessage,
  type Language,
  type OrderPayload,
} from '@parashop/shared';
import type { Database, Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { recordStockChange } from '../../plugins/stock-alerts';
import { Refusal, itemsUnavailable, outOfStock, pricesChanged, validationAnswer } from './answers';
import { resolveCart, type CartLine } from './cart-lines';
import {
  claimKey,
  findAnswer,
  requestFingerprint,
  saveAnswer,
  KEY_REUSED_MESSAGE,
  type StoredAnswer,
} from './idempotency';
import { insertOrder, nextOrderNumber, toOrder } from './repository';
import { describeShortage } from './shortage';
import { addToDemand, takeStock, type StockDemand } from './stock';

export type PlaceOrderInput = {
  payload: OrderPayload;
  /** From the session only, never from the body. */
  userId: number | null;
  idempotencyKey: string | undefined;
  now: Date;
  timeZone: string;
  lang: Language;
};

/** numeric(10,2) holds at most 99,999,999.99: a bigger order cannot be stored (nor be real). */
const MAX_ORDER_CENTIMES = 9_999_999_999;
export const ORDER_TOO_LARGE_MESSAGE = 'This order is too large to be placed online.';

/** Thrown when another request holding the same key committed first. */
class KeyAlreadyAnswered extends Error {}

/**
 * Places a cash-on-delivery order: prices from the catalogue, stock taken with conditional updates,
 * the order, its lines, the notifications and the idempotency answer written in one transaction.
 * Returns the HTTP answer (201 with the order, or a refusal with nothing written).
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<StoredAnswer> {
  const key = input.idempotencyKey;
  const fingerprint = requestFingerprint(input.payload, input.userId);
  if (key !== undefined) {
    const replay = await replayAnswer(db, key, fingerprint);
    if (replay) return replay;
  }
  try {
    return await db.transaction(async (tx) => {
      if (key !== undefined && !(await claimKey(tx, key, fingerprint))) throw new KeyAlreadyAnswered();
      const answer = await createOrder(tx, input);
      if (key !== undefined) await saveAnswer(tx, key, answer.answer, answer.orderId);
      return answer.answer;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    if (error instanceof KeyAlreadyAnswered && key !== undefined) {
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
  const cart = await resolveCart(tx, payload.items, now, timeZone);
  if (cart.unknown.length > 0) throw new Refusal(itemsUnavailable(cart.unknown, lang));
  const { lines } = cart;

  // Compared in centimes: 19.9 and 19.90 are the same price, 19.89 is not.
  if (lines.some((line) => line.seenUnitPrice !== line.unitPrice))
    throw new Refusal(pricesChanged(lines, lang));

  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (deliveryAreaRequired(subtotal) && payload.delivery_area_id === null) {
    throw new Refusal(
      validationAnswer(
        'delivery_area_id',
        translateMessage('validation.checkout.deliveryAreaRequired', lang),
      ),
    );
  }
  const totals = computeOrderTotals({ subtotal, deliveryAreaId: payload.delivery_area_id });
  if (totals.total > MAX_ORDER_CENTIMES) {
    throw new Refusal(validationAnswer('items', ORDER_TOO_LARGE_MESSAGE));
  }

  // A pack and its products sold alone draw on the same shelves: count them together.
  const demand: StockDemand = new Map();
  for (const line of lines) addToDemand(demand, line.components, line.quantity);
  const taken = await takeStock(tx, demand);
  if (!taken.ok) throw new Refusal(outOfStock(await describeShortage(tx, lines, taken.shortage), lang));

  const orderNumber = await nextOrderNumber(tx, now, timeZone);
  const stored = await insertOrder(
    tx,
    {
      orderNumber,
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
    },
    lines.map(toNewLine),
  );

  await tx
    .insert(notifications)
    .values({ type: 'new_order', message: payload.name, userId: null, createdAt: now });
  for (const change of taken.changes) await recordStockChange(tx, change);

  return { answer: { status: 201, body: toOrder(stored.order, stored.items) }, orderId: stored.order.id };
}

function toNewLine(line: CartLine) {
  return {
    targetName: line.targetName,
    targetId: line.targetId,
    productId: line.productId,
    packId: line.packId,
    name: line.name,
    image: line.image,
    categoryId: line.categoryId,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    components: line.components,
  };
}
