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
 * What happens to the units a product already has on the shelf without a lot when its FIRST lot is
 * received (docs/decisions/213-first-lot-and-existing-units.md): `keep` them as units without a lot
 * (a lot of their own, sold first), `count_in` (added to this lot) or `replace` (the lot's units are
 * the whole stock). Required exactly then; ignored otherwise.
 */
export const EXISTING_UNITS_CHOICES = ['keep', 'count_in', 'replace'] as const;
export type ExistingUnitsChoice = (typeof EXISTING_UNITS_CHOICES)[number];

/** The lot number of the units kept without a lot at the first reception (choice `keep`). */
export const UNLOTTED_LOT_NUMBER = 'NO-LOT';

/**
 * "Receive stock" (POST /products/{id}/lots): lot number 1..50 characters, expiry date today or
 * later (`today` in the shop's time zone; the server always passes it, as a function read at each
 * validation since its route's schema outlives the day), quantity 1..10000, and for a product's first
 * lot while it has units without a lot, `existing_units`.
 */
export function lotReceiveSchema(today?: DateString | (() => DateString)) {
  const todayNow = typeof today === 'function' ? today : () => today;
  return z.object({
    existing_units: z
      .enum(EXISTING_UNITS_CHOICES, {
        // No choice (a radio group left empty gives null): say to choose, not that the choice is wrong.
        error: (issue) =>
          issue.input === null || issue.input === ''
            ? 'validation.lot.existingUnitsRequired'
            : 'validation.lot.existingUnitsInvalid',
      })
      .optional(),
    lot_number: lotNumber,
    expiry_date: expiryDate.refine((value) => value >= (todayNow() ?? value), {
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
