import {
  LOT_QUANTITY_MAX,
  STOCK_MAX,
  UNLOTTED_LOT_NUMBER,
  type DateString,
  type LotReceiveValues,
  type LotUpdateValues,
  type ProductLot,
} from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import type { Database, Executor } from '../../db/client';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { lockProduct, lotManaged, syncLotStock } from '../stock-shared/lot-stock';
import { pgErrorCode } from '../../lib/pg-errors';
import { recordStockChange } from '../stock-shared/stock-alerts';
import { FormErrors } from '../../lib/validation';
import {
  deleteLot,
  findLot,
  insertLot,
  lotNumberTaken,
  lotProductId,
  productExists,
  sellableTotal,
  toLot,
  updateLot,
} from './repository';

export const LOT_NOT_FOUND_MESSAGE = 'Lot not found.';

/** What a lot write needs besides its input: the moment, the shop's day then, the answer's language. */
export type LotContext = { now: Date; day: DateString; lang: Language };

/**
 * After a product's lots changed (inside the transaction holding its lock): its stock becomes the
 * sellable units of its lots, refused (422 on quantity) above STOCK_MAX, with the stock alerts.
 */
async function settleStock(tx: Executor, errors: FormErrors, productId: number, day: string): Promise<void> {
  if ((await sellableTotal(tx, productId, day)) > STOCK_MAX) {
    errors.add('quantity', 'validation.lot.stockTooHigh').throwIfAny();
  }
  for (const change of await syncLotStock(tx, [productId], day)) await recordStockChange(tx, change);
}

/**
 * POST /products/{id}/lots: receives stock as a new lot of the product (404, 422 with field errors).
 * The first lot of a product holding units without a lot needs `existing_units` (decision 213).
 */
export async function receiveLot(
  db: Database,
  productId: number,
  data: LotReceiveValues,
  { now, day, lang }: LotContext,
): Promise<ProductLot> {
  if (!(await productExists(db, productId))) throw httpError(404, NOT_FOUND_MESSAGE);
  const errors = new FormErrors(lang);
  try {
    return await db.transaction(async (tx) => {
      const product = await lockProduct(tx, productId);
      if (!product) throw httpError(404, NOT_FOUND_MESSAGE);
      if (await lotNumberTaken(tx, productId, data.lot_number)) {
        errors.add('lot_number', 'validation.lot.numberTaken').throwIfAny();
      }
      // The first lot of a product that has units without a lot: staff said what becomes of them.
      const firstLot = (await lotManaged(tx, [productId])).length === 0;
      const existing = firstLot ? product.stock : 0;
      if (existing > 0 && data.existing_units === undefined) {
        errors.add('existing_units', 'validation.lot.existingUnitsRequired').throwIfAny();
      }
      const choice = existing > 0 ? data.existing_units : undefined;
      if (choice === 'count_in' && data.quantity + existing > LOT_QUANTITY_MAX) {
        errors.add('quantity', 'validation.lot.quantityMax').throwIfAny();
      }
      if (choice === 'keep') {
        if (data.lot_number === UNLOTTED_LOT_NUMBER) {
          errors.add('lot_number', 'validation.lot.numberTaken').throwIfAny();
        }
        // Their own lot, received first and dated as this one, so they are sold first.
        await insertLot(tx, {
          productId,
          lotNumber: UNLOTTED_LOT_NUMBER,
          expiryDate: data.expiry_date,
          quantity: existing,
          now,
        });
      }
      const row = await insertLot(tx, {
        productId,
        lotNumber: data.lot_number,
        expiryDate: data.expiry_date,
        quantity: data.quantity + (choice === 'count_in' ? existing : 0),
        now,
      });
      await settleStock(tx, errors, productId, day);
      return toLot(row);
    });
  } catch (error) {
    // Two receptions of the same number at once: the unique index refuses the second.
    if (pgErrorCode(error) === '23505') errors.add('lot_number', 'validation.lot.numberTaken').throwIfAny();
    throw error;
  }
}

/** Locks the lot's product, then reads the lot again (it may have gone meanwhile): 404 when absent. */
async function lockLot(tx: Executor, lotId: number) {
  const productId = await lotProductId(tx, lotId);
  if (productId === null || !(await lockProduct(tx, productId))) throw httpError(404, LOT_NOT_FOUND_MESSAGE);
  const lot = await findLot(tx, lotId);
  if (!lot) throw httpError(404, LOT_NOT_FOUND_MESSAGE);
  return lot;
}

/** PUT /lots/{id}: corrects a lot's quantity and/or expiry date. */
export async function correctLot(
  db: Database,
  lotId: number,
  data: LotUpdateValues,
  { now, day, lang }: LotContext,
): Promise<ProductLot> {
  if ((await lotProductId(db, lotId)) === null) throw httpError(404, LOT_NOT_FOUND_MESSAGE);
  const errors = new FormErrors(lang);
  return db.transaction(async (tx) => {
    const lot = await lockLot(tx, lotId);
    const row = await updateLot(tx, lot, { quantity: data.quantity, expiryDate: data.expiry_date, now });
    await settleStock(tx, errors, lot.productId, day);
    return toLot(row);
  });
}

/** DELETE /lots/{id}: the lot's units leave the stock with it. */
export async function removeLot(db: Database, lotId: number, { day, lang }: LotContext): Promise<void> {
  const errors = new FormErrors(lang);
  await db.transaction(async (tx) => {
    const lot = await lockLot(tx, lotId);
    await deleteLot(tx, lot.id);
    await settleStock(tx, errors, lot.productId, day);
  });
}
