import { z } from 'zod';
import { CASH_AMOUNT_MAX } from '../constants';
import { isDateString } from '../dates';
import { requiredText, typeError, type MessageKey } from './fields';

/**
 * Parcels sent by courier, their statuses and the courier's remittance
 * (docs/decisions/270-couriers.md). Money is integer centimes.
 */

export const COURIER_STATES = [
  'waiting',
  'out',
  'delivered',
  'failed',
  'postponed',
  'cancelled',
  'returned',
] as const;
export type CourierDeliveryState = (typeof COURIER_STATES)[number];

export const COURIER_REMITTANCE_LINES_MAX = 2000;

const courierId = requiredText({
  required: 'validation.courier.courierRequired',
  max: [40, 'validation.courier.courierRequired'],
});

/** POST /orders/{id}/courier-parcel. */
export const courierSendSchema = z.object({
  courier: courierId,
  district_id: requiredText({
    required: 'validation.courier.districtRequired',
    max: [60, 'validation.courier.districtRequired'],
  }),
});
export type CourierSendValues = z.output<typeof courierSendSchema>;

/** The most labels one bulk print merges (a day's parcels of a parapharmacy, with room). */
export const COURIER_LABELS_MAX = 50;

/**
 * GET /courier-parcels/labels: `orders=12,15,18`, 1 to COURIER_LABELS_MAX different order ids, kept in
 * the order given.
 */
export const courierLabelsQuerySchema = z.object({
  orders: z
    .string({ error: 'validation.courier.labelsInvalid' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'validation.courier.labelsInvalid' })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= COURIER_LABELS_MAX && ids.every((id) => id > 0 && id <= 2_147_483_647), {
      error: 'validation.courier.labelsInvalid',
    }),
});

function centimes(key: MessageKey) {
  return z
    .number(typeError(key))
    .int({ error: key, abort: true })
    .min(0, { error: key, abort: true })
    .max(CASH_AMOUNT_MAX, { error: key });
}

const remittanceLine = z.object({
  code: requiredText({
    required: 'validation.courier.codeRequired',
    max: [60, 'validation.courier.codeRequired'],
  }),
  amount: centimes('validation.courier.amountInvalid'),
  fee: centimes('validation.courier.amountInvalid'),
  paid_on: z
    .string(typeError('validation.courier.amountInvalid'))
    .refine(isDateString, { error: 'validation.courier.amountInvalid' })
    .nullish()
    .transform((value) => value ?? null),
});
export type CourierRemittanceLine = z.output<typeof remittanceLine>;

/**
 * POST /courier-cash/remittances: lines typed in, or the courier's CSV (columns code, amount, fee in
 * dirhams, optional paid_on) as text. A line for a code already entered replaces it.
 */
export const courierRemittanceSchema = z
  .object({
    courier: courierId,
    lines: z
      .array(remittanceLine, typeError('validation.courier.linesRequired'))
      .max(COURIER_REMITTANCE_LINES_MAX, { error: 'validation.courier.linesMax' })
      .optional(),
    csv: z
      .string(typeError('validation.courier.linesRequired'))
      .max(1_000_000, { error: 'validation.courier.linesMax' })
      .optional(),
  })
  .refine((value) => (value.lines?.length ?? 0) > 0 || (value.csv?.trim().length ?? 0) > 0, {
    error: 'validation.courier.linesRequired',
    path: ['lines'],
  });
export type CourierRemittanceValues = z.output<typeof courierRemittanceSchema>;

export type CourierSummary = { id: string; name: string; webhook: boolean };

export type CourierDistrictView = {
  id: string;
  name: string;
  name_ar: string | null;
  city: string;
  price: number;
  delay: string | null;
};

export type CourierEventView = { raw_status: string; occurred_at: string; source: string; applied: boolean };

export type CourierParcelView = {
  id: number;
  order_id: number;
  order_number: string;
  courier: string;
  reference: string;
  /** sending: reserved, the courier's answer not known yet; sent; refused (the order can be sent again). */
  state: 'sending' | 'sent' | 'refused';
  district_id: string;
  district_name: string;
  city: string;
  amount: number;
  quoted_fee: number;
  code: string | null;
  fee: number | null;
  has_label: boolean;
  raw_status: string | null;
  delivery_state: CourierDeliveryState;
  failure_reason: string | null;
  unknown_status: boolean;
  last_error: string | null;
  received_back_at: string | null;
  created_at: string;
  events: CourierEventView[];
};

export const COURIER_RECONCILIATION = [
  'paid',
  'missing',
  'short',
  'fee_differs',
  'not_due',
  'unknown_parcel',
] as const;
export type CourierReconciliation = (typeof COURIER_RECONCILIATION)[number];

export type CourierCashLine = {
  courier: string;
  code: string;
  order_id: number | null;
  order_number: string | null;
  delivery_state: CourierDeliveryState | null;
  /** Cash the courier collected for the shop (centimes): the parcel's amount once delivered. */
  expected: number;
  quoted_fee: number | null;
  remitted: number | null;
  remitted_fee: number | null;
  paid_on: string | null;
  result: CourierReconciliation;
};

export type CourierCash = {
  lines: CourierCashLine[];
  totals: { expected: number; remitted: number; fees: number; missing: number; short: number };
};
