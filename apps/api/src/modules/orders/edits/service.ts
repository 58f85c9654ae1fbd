import {
  dateInZone,
  toCentimes,
  translateMessage,
  type Language,
  type OrderEditChanges,
  type OrderEditField,
  type OrderEditPayload,
  type OrderEditRefusal,
  type OrderEditResult,
  type OrderEditTotals,
} from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import { unitCentimes, type OrderItemRow } from '../../../db/order-item-rows';
import type { OrderItemComponent } from '../../../db/schema';
import { allocateLots, restoreLots, syncLotStock, type LotLine } from '../../stock-shared/lot-stock';
import { recordStockChange } from '../../stock-shared/stock-alerts';
import { Refusal, cartRefusal, outOfStock, phoneBlocked } from '../answers';
import { resolveCart } from '../cart-lines';
import { ORDER_NOT_FOUND } from '../change-status';
import { orderDetails } from '../confirmation';
import { checkOrderValue, checkUnitLimits, linesTotals } from '../place-order';
import type { StoredAnswer } from '../idempotency';
import { hasLiveParcel } from '../couriers/repository';
import { lockOrder } from '../repository';
import { describeShortage } from '../shortage';
import { addToDemand, currentStocks, releaseStock, takeStock, type StockDemand } from '../stock';
import {
  deleteLines,
  giveBackLineLots,
  insertLine,
  isPhoneBlocked,
  lockProducts,
  openRunStatus,
  recordEdit,
  updateLine,
  updateOrderFields,
} from './repository';

/**
 * Editing a pending order during the confirmation call (docs/decisions/260-order-edits.md). The edit
 * names the whole order as staff want it; the server prices it as at placement (current prices and
 * offers, resolveCart), moves only the difference of stock (lots first expired first out, units given
 * back into the lots they came from), and writes the order's history, all in one transaction with
 * the order row locked. A dry run does the same and rolls back.
 */

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
type OldLine = LockedOrder['items'][number];

export type OrderEditLimits = { maxUnitsPerLine: number; maxUnitsPerOrder: number; maxOrderValue: number };

export type OrderEditInput = {
  orderId: number;
  payload: OrderEditPayload;
  staff: { id: number; name: string };
  now: Date;
  timeZone: string;
  lang: Language;
  limits: OrderEditLimits;
};

/** Thrown at the end of a dry run to roll back what it did, carrying its answer. */
class DryRunDone extends Error {
  constructor(public readonly result: OrderEditResult) {
    super('dry run');
  }
}

function refusal409(reason: OrderEditRefusal, message: string, extra: Record<string, unknown> = {}): Refusal {
  return new Refusal({ status: 409, body: { message, reason, ...extra } });
}

/** POST /orders/{id}/edit: 200 with the order and the changes, or the refusal (nothing changed). */
export async function editOrder(
  db: Database,
  input: OrderEditInput,
): Promise<{ status: 200; body: OrderEditResult } | StoredAnswer> {
  try {
    const changes = await db.transaction(async (tx) => {
      const done = await applyEdit(tx, input);
      if (input.payload.dry_run) {
        const order = await orderDetails(tx, input.orderId);
        if (!order) throw new Refusal({ status: 404, body: { message: ORDER_NOT_FOUND } });
        throw new DryRunDone({
          dry_run: true,
          order: { ...order, version: input.payload.version },
          changes: done,
        });
      }
      return done;
    });
    const order = await orderDetails(db, input.orderId);
    if (!order) return { status: 404, body: { message: ORDER_NOT_FOUND } };
    return { status: 200, body: { dry_run: false, order, changes } };
  } catch (error) {
    if (error instanceof DryRunDone) return { status: 200, body: error.result };
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
}

const lineKey = (targetName: string, targetId: number) => `${targetName}:${targetId}`;

function sameComponents(a: readonly OrderItemComponent[], b: readonly OrderItemComponent[]): boolean {
  const text = (list: readonly OrderItemComponent[]) =>
    [...list]
      .sort((x, y) => x.product_id - y.product_id)
      .map((c) => `${c.product_id}x${c.quantity}`)
      .join(',');
  return text(a) === text(b);
}

function totalsOf(row: LockedOrder['order']): OrderEditTotals {
  return {
    subtotal: toCentimes(row.subtotal),
    delivery_fee: toCentimes(row.deliveryFee),
    delivery_discount: toCentimes(row.deliveryDiscount),
    total: toCentimes(row.totalOrder),
  };
}

async function applyEdit(tx: Executor, input: OrderEditInput): Promise<OrderEditChanges> {
  const { payload, lang, now, timeZone, limits } = input;
  // The run the order is on is locked (for share) before the order, as the runs' builders and the
  // riders' outcomes lock a run and then its orders: a hand-over waits for the edit, never in a circle.
  await openRunStatus(tx, input.orderId, true);
  const locked = await lockOrder(tx, input.orderId);
  if (!locked) throw new Refusal({ status: 404, body: { message: ORDER_NOT_FOUND } });
  const { order } = locked;
  if (order.status !== 'pending') {
    throw refusal409(
      'order_not_editable',
      translateMessage('errors.orderEdit.notEditable', lang, { status: order.status }),
      { status: order.status },
    );
  }
  if (order.version !== payload.version) {
    throw refusal409('version_conflict', translateMessage('errors.orderEdit.versionConflict', lang), {
      version: order.version,
    });
  }
  const runStatus = await openRunStatus(tx, order.id, false);
  if (runStatus !== null && runStatus !== 'draft') {
    throw refusal409('order_on_run', translateMessage('errors.orderEdit.onRun', lang), {
      run_status: runStatus,
    });
  }
  // A parcel handed to a courier (decision 270) carries the order's address and amount: it is
  // cancelled first. The courier's send reserves its parcel under the same order lock.
  if (await hasLiveParcel(tx, order.id)) {
    throw refusal409('order_with_parcel', translateMessage('errors.orderEdit.withParcel', lang));
  }

  // The COD guard's limits, as at placement.
  checkUnitLimits(payload.items, limits, lang);
  if (payload.phone_number !== order.phoneNumber && (await isPhoneBlocked(tx, payload.phone_number))) {
    throw new Refusal(phoneBlocked(lang));
  }

  // Priced as at placement: the current price or offer of every line.
  const cart = await resolveCart(tx, payload.items, now, timeZone);
  const refused = cartRefusal(cart, lang);
  if (refused) throw new Refusal(refused);
  const rows = cart.lines.map((line) => line.row);
  const totals = linesTotals(rows, payload.delivery_area_id, lang);
  checkOrderValue(totals.total, limits.maxOrderValue, lang);

  const plan = planLines(locked.items, rows);
  await moveStock(tx, locked, plan, rows, dateInZone(now, timeZone), lang);

  const after: OrderEditTotals = {
    subtotal: totals.subtotal,
    delivery_fee: totals.deliveryFee,
    delivery_discount: totals.deliveryDiscount,
    total: totals.total,
  };
  const changes: OrderEditChanges = {
    fields: fieldChanges(order, payload),
    lines: lineChanges(locked.items, rows),
    totals: { before: totalsOf(order), after },
  };
  if (changes.fields.length === 0 && changes.lines.length === 0) return changes;
  const version = await updateOrderFields(tx, order.id, payload, after, now);
  await recordEdit(tx, { orderId: order.id, version, staff: input.staff, changes, now });
  return changes;
}

/** What happens to each line: kept (quantity up or down), replaced (its pack changed), added, removed. */
type LinePlan = {
  /** Existing lines still wanted, with their new state. */
  kept: Array<{ old: OldLine; row: OrderItemRow; delta: number }>;
  /** New lines, and lines whose components changed (their old row is given back whole and updated). */
  added: Array<{ old: OldLine | null; row: OrderItemRow }>;
  removed: OldLine[];
};

function planLines(oldLines: readonly OldLine[], rows: readonly OrderItemRow[]): LinePlan {
  const byKey = new Map(oldLines.map((item) => [lineKey(item.targetName, item.targetId), item]));
  const plan: LinePlan = { kept: [], added: [], removed: [] };
  const wanted = new Set<string>();
  for (const row of rows) {
    const key = lineKey(row.targetName, row.targetId);
    wanted.add(key);
    const old = byKey.get(key);
    if (!old) plan.added.push({ old: null, row });
    else if (sameComponents(old.components, row.components))
      plan.kept.push({ old, row, delta: row.quantity - old.quantity });
    else plan.added.push({ old, row });
  }
  for (const item of oldLines) {
    if (!wanted.has(lineKey(item.targetName, item.targetId))) plan.removed.push(item);
  }
  return plan;
}

/**
 * Moves only the difference. Every product of the old and new lines is locked first, in ascending id
 * order (as orders and status changes do), so edits and orders sharing products wait for each other
 * instead of deadlocking. Units given back go into the lots they came from (latest expiry first for a
 * lowered quantity, so the units kept are the ones to sell first); units taken come from the lots
 * first expired first out. The stock column moves by the net difference with a conditional update
 * (never below zero); a shortage refuses the whole edit (409, rolled back).
 */
async function moveStock(
  tx: Executor,
  locked: LockedOrder,
  plan: LinePlan,
  rows: readonly OrderItemRow[],
  today: string,
  lang: Language,
): Promise<void> {
  const holding = !locked.order.stockDeferred;
  const give: StockDemand = new Map();
  const take: StockDemand = new Map();
  for (const { old, row, delta } of plan.kept) {
    if (delta < 0) addToDemand(give, old.components, -delta);
    if (delta > 0) addToDemand(take, row.components, delta);
  }
  for (const { old, row } of plan.added) {
    if (old) addToDemand(give, old.components, old.quantity);
    addToDemand(take, row.components, row.quantity);
  }
  for (const old of plan.removed) addToDemand(give, old.components, old.quantity);

  const touched = [...new Set([...give.keys(), ...take.keys()])];
  const before = holding
    ? await lockProducts(tx, touched)
    : new Map<number, { name: string; stock: number }>();

  // Lots given back first (their rows must exist), then the rows removed.
  const lotted = new Set<number>();
  if (holding) {
    const whole = [
      ...plan.removed.map((old) => old.id),
      ...plan.added.flatMap(({ old }) => (old ? [old.id] : [])),
    ];
    for (const id of await restoreLots(tx, whole)) lotted.add(id);
    for (const { old, delta } of plan.kept) {
      if (delta >= 0) continue;
      for (const id of await giveBackLineLots(tx, old.id, old.components, -delta)) lotted.add(id);
    }
  }
  await deleteLines(
    tx,
    plan.removed.map((old) => old.id),
  );

  if (holding) {
    const net: StockDemand = new Map();
    for (const id of touched) net.set(id, (take.get(id) ?? 0) - (give.get(id) ?? 0));
    const release: StockDemand = new Map([...net].filter(([, n]) => n < 0).map(([id, n]) => [id, -n]));
    const taking: StockDemand = new Map([...net].filter(([, n]) => n > 0));
    await releaseStock(tx, release);
    const taken = await takeStock(tx, taking);
    if (!taken.ok) await refuseShort(tx, rows, taken.shortage, lang);
  }

  // The rows: kept lines re-priced, replaced lines rewritten, new lines inserted.
  const allocate: LotLine[] = [];
  for (const { old, row, delta } of plan.kept) {
    await updateLine(tx, old.id, row);
    if (delta > 0) allocate.push({ orderItemId: old.id, quantity: delta, components: row.components });
  }
  for (const { old, row } of plan.added) {
    const id = old ? (await updateLine(tx, old.id, row), old.id) : await insertLine(tx, locked.order.id, row);
    allocate.push({ orderItemId: id, quantity: row.quantity, components: row.components });
  }
  if (!holding) return;

  const allocated = await allocateLots(tx, allocate, today);
  if (!allocated.ok) {
    await refuseShort(
      tx,
      rows,
      { productId: allocated.productId, available: allocated.available, exists: true },
      lang,
    );
  }
  await syncLotStock(tx, [...lotted], today);

  const after = await lockProducts(tx, touched);
  for (const [productId, was] of before) {
    const now = after.get(productId);
    if (now && now.stock !== was.stock) {
      await recordStockChange(tx, { productId, name: now.name, before: was.stock, after: now.stock });
    }
  }
}

async function refuseShort(
  tx: Executor,
  rows: readonly OrderItemRow[],
  shortage: { productId: number; available: number; exists: boolean },
  lang: Language,
): Promise<never> {
  // Read without locking: the products not locked yet must not be locked out of id order.
  const stocks = await currentStocks(
    tx,
    rows.flatMap((row) => row.components.map((c) => c.product_id)),
  );
  stocks.set(shortage.productId, shortage.available);
  throw new Refusal(outOfStock(describeShortage(rows, shortage, stocks), lang));
}

const FIELDS: Array<[OrderEditField, keyof LockedOrder['order']]> = [
  ['name', 'name'],
  ['phone_number', 'phoneNumber'],
  ['address', 'address'],
  ['city', 'city'],
  ['delivery_area_id', 'deliveryAreaId'],
];

function fieldChanges(order: LockedOrder['order'], payload: OrderEditPayload): OrderEditChanges['fields'] {
  const changes: OrderEditChanges['fields'] = [];
  for (const [field, column] of FIELDS) {
    const before = order[column] as string | number | null;
    const after = payload[field];
    if (before !== after) changes.push({ field, before, after });
  }
  return changes;
}

/** A line's quantity and unit price (centimes) as the edit's history shows them. */
const lineState = (row: Pick<OrderItemRow, 'quantity' | 'unitPrice'>) => ({
  quantity: row.quantity,
  unit_price: unitCentimes(row),
});

function lineChanges(oldLines: readonly OldLine[], rows: readonly OrderItemRow[]): OrderEditChanges['lines'] {
  const changes: OrderEditChanges['lines'] = [];
  const byKey = new Map(rows.map((row) => [lineKey(row.targetName, row.targetId), row]));
  const seen = new Set<string>();
  for (const old of oldLines) {
    const key = lineKey(old.targetName, old.targetId);
    seen.add(key);
    const row = byKey.get(key);
    const before = lineState(old);
    const after = row ? lineState(row) : null;
    if (after && after.quantity === before.quantity && after.unit_price === before.unit_price) continue;
    changes.push({
      target_name: old.targetName,
      target_id: old.targetId,
      name: old.name,
      name_fr: old.nameFr,
      name_ar: old.nameAr,
      before,
      after,
    });
  }
  for (const row of rows) {
    if (seen.has(lineKey(row.targetName, row.targetId))) continue;
    changes.push({
      target_name: row.targetName,
      target_id: row.targetId,
      name: row.name,
      name_fr: row.nameFr,
      name_ar: row.nameAr,
      before: null,
      after: lineState(row),
    });
  }
  return changes;
}
