import { z } from 'zod';
import { LOT_NUMBER_MAX, LOT_QUANTITY_MAX, LOT_QUANTITY_MIN } from '../constants';
import { isDateString, type DateString } from '../dates';
import { numberInput, requiredText, typeError } from './fields';

// ---------------------------------------------------------------- lots (receiving stock)

const lotNumber = requiredText({
  required: 'validation.lot.numberRequired',
  max: [LOT_NUMBER_MAX, 'validation.lot.numberMax'],
});

const expiryDate = z
  .string(typeError('validation.lot.expiryRequired', 'validation.lot.expiryInvalid'))
  .trim()
  .min(1, { error: 'validation.lot.expiryRequired', abort: true })
  .refine(isDateString, { error: 'validation.lot.expiryInvalid', abort: true });

const quantity = (min: number, minKey: 'validation.lot.quantityMin' | 'validation.lot.quantityNegative') =>
  numberInput(
    'validation.lot.quantityRequired',
    'validation.lot.quantityInteger',
    z
      .number()
      .int({ error: 'validation.lot.quantityInteger', abort: true })
      .min(min, { error: minKey, abort: true })
      .max(LOT_QUANTITY_MAX, { error: 'validation.lot.quantityMax' }),
  );

/**
 * "Receive stock" (POST /products/{id}/lots): lot number 1..50 characters, expiry date today or
 * later (`today` in the shop's time zone; the server always passes it), quantity 1..10000.
 */
export function lotReceiveSchema(today?: DateString) {
  return z.object({
    lot_number: lotNumber,
    expiry_date: expiryDate.refine((value) => today === undefined || value >= today, {
      error: 'validation.lot.expiryPast',
    }),
    quantity: quantity(LOT_QUANTITY_MIN, 'validation.lot.quantityMin'),
  });
}
export type LotReceiveInput = z.input<ReturnType<typeof lotReceiveSchema>>;
export type LotReceiveValues = z.output<ReturnType<typeof lotReceiveSchema>>;

/**
 * Correcting a lot (PUT /lots/{id}): its quantity (0..10000: a lot found empty is corrected to 0)
 * and/or its expiry date (any valid date: a wrongly typed date of an old lot can be fixed).
 */
export const lotUpdateSchema = z
  .object({
    quantity: quantity(0, 'validation.lot.quantityNegative').optional(),
    expiry_date: expiryDate.optional(),
  })
  .refine((value) => value.quantity !== undefined || value.expiry_date !== undefined, {
    error: 'validation.lot.nothingToChange',
    path: ['quantity'],
  });
export type LotUpdateInput = z.input<typeof lotUpdateSchema>;
export type LotUpdateValues = z.output<typeof lotUpdateSchema>;
