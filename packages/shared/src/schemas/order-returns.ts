import { z } from 'zod';
import { LANGUAGES, ORDER_QUANTITY_MAX, TARGET_NAMES } from '../constants';
import { idInput, numberInput, typeError, type MessageKey } from './fields';

/**
 * Returns after delivery, their credit notes and exchanges (docs/decisions/265-order-returns.md).
 * Money in the answers is integer centimes.
 */

/** Why units came back; damaged and expired units go to quarantine, never back on sale. */
export const RETURN_REASONS = ['damaged', 'wrong_item', 'changed_mind', 'expired', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const QUARANTINE_REASONS: readonly ReturnReason[] = ['damaged', 'expired'];

/** How the refund went back to the customer: cash at the shop, by the rider, or a store credit note. */
export const REFUND_METHODS = ['cash', 'rider', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const RETURN_NOTE_MAX = 500;
export const RETURN_MAX_LINES = 100;
export const RETURN_STATS_DAYS = 30;

function units(invalid: MessageKey) {
  return numberInput(
    invalid,
    invalid,
    z
      .number()
      .int({ error: invalid, abort: true })
      .min(1, { error: invalid, abort: true })
      .max(ORDER_QUANTITY_MAX, { error: invalid }),
  );
}

const returnLine = z.object({
  order_item_id: idInput('validation.return.lineInvalid'),
  quantity: units('validation.return.quantityInvalid'),
  reason: z.enum(
    RETURN_REASONS,
    typeError('validation.return.reasonRequired', 'validation.return.reasonInvalid'),
  ),
});

const exchangeItem = z.object({
  target_name: z.enum(TARGET_NAMES, { error: 'validation.order.targetInvalid' }),
  target_id: idInput('validation.order.itemInvalid'),
  quantity: units('validation.order.quantityInvalid'),
});

/** POST /orders/{id}/returns. `exchange_items`: what is sent instead (a linked order, no delivery fee). */
export const orderReturnCreateSchema = z.object({
  lines: z
    .array(returnLine, typeError('validation.return.linesRequired'))
    .min(1, { error: 'validation.return.linesRequired', abort: true })
    .max(RETURN_MAX_LINES, { error: 'validation.return.linesRequired', abort: true })
    .refine((lines) => new Set(lines.map((line) => line.order_item_id)).size === lines.length, {
      error: 'validation.return.lineDuplicate',
    }),
  refund_method: z.enum(
    REFUND_METHODS,
    typeError('validation.return.refundMethodRequired', 'validation.return.refundMethodInvalid'),
  ),
  note: z
    .union([z.string(), z.null()], typeError('validation.invalidValue'))
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim() : ''))
    .pipe(z.string().max(RETURN_NOTE_MAX, { error: 'validation.return.noteMax' }))
    .transform((value) => (value === '' ? null : value)),
  exchange_items: z
    .array(exchangeItem, typeError('validation.invalidValue'))
    .max(50, { error: 'validation.invalidValue' })
    .optional(),
});
export type OrderReturnCreateInput = z.input<typeof orderReturnCreateSchema>;
export type OrderReturnCreateValues = z.output<typeof orderReturnCreateSchema>;

/** GET /order-returns/stats and /order-returns/export.csv: the last `days` days (30 by default). */
export const returnStatsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.periodInvalid' })
    .int({ error: 'validation.periodInvalid' })
    .min(1, { error: 'validation.periodInvalid' })
    .max(366, { error: 'validation.periodInvalid' })
    .optional(),
  lang: z.enum(LANGUAGES).optional(),
});

// ---------------------------------------------------------------- answers

export interface ReturnLineLot {
  lot_number: string;
  expiry_date: string;
  quantity: number;
}

export interface OrderReturnLine {
  id: number;
  order_item_id: number;
  name: string;
  name_fr: string | null;
  name_ar: string | null;
  quantity: number;
  reason: ReturnReason;
  /** The units went to quarantine (damaged, expired), not back on sale. */
  quarantined: boolean;
  /** Centimes: the line's paid unit price, and that x quantity. */
  unit_price: number;
  amount: number;
  lots: ReturnLineLot[];
}

export interface OrderReturn {
  id: number;
  order_id: number;
  order_number: string;
  /** AV-YYYY-NNNNNN. */
  credit_note_number: string;
  created_at: string;
  refund_method: RefundMethod;
  /** Centimes: the returned units at the price paid, the delivery paid back, and their sum. */
  lines_amount: number;
  delivery_refund: number;
  refund_total: number;
  exchange_order: { id: number; order_number: string; total: number } | null;
  /** Centimes: the exchange order's total minus the refund; > 0 to collect, < 0 to give back. */
  exchange_difference: number | null;
  note: string | null;
  staff_name: string | null;
  lines: OrderReturnLine[];
}

/** What can still be returned of one line: delivered minus what earlier returns took back. */
export interface ReturnableLine {
  order_item_id: number;
  delivered: number;
  returned: number;
  returnable: number;
}

/** GET /orders/{id}/returns. */
export interface OrderReturns {
  order_id: number;
  status: string;
  invoice_number: string | null;
  returns: OrderReturn[];
  lines: ReturnableLine[];
}

export interface ReturnRateByProduct {
  target_name: 'product' | 'pack';
  target_id: number;
  name: string;
  name_fr: string | null;
  name_ar: string | null;
  /** Units delivered over the period (orders delivered then), units returned, returned / delivered. */
  delivered_units: number;
  returned_units: number;
  rate: number;
}

/** GET /order-returns/stats. */
export interface ReturnStats {
  days: number;
  from: string;
  returns: number;
  returned_units: number;
  refunded: number;
  by_product: ReturnRateByProduct[];
  by_reason: Array<{ reason: ReturnReason; units: number }>;
}

/**
 * GET /order-returns/quarantine (admin): per product with units in quarantine (returned damaged or
 * expired, never sold), their count: `products.quarantined` for a product without lots plus its lots'
 * `quarantined`. Staff only: the public catalogue answers never carry it.
 */
export const quarantinedProductsSchema = z.object({
  products: z.array(
    z.object({ product_id: z.number().int().positive(), quarantined: z.number().int().positive() }),
  ),
});
export type QuarantinedProducts = z.infer<typeof quarantinedProductsSchema>;
