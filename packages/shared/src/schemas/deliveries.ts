import { z } from 'zod';
import {
  AMOUNT_REASON_MAX,
  CASH_AMOUNT_MAX,
  CASH_NOTE_MAX,
  DELIVERY_CODE_PATTERN,
  FAILURE_REASONS,
  NAME_MAX,
  RUN_MAX_STOPS,
  STOP_NOTE_MAX,
  STOP_OUTCOMES,
} from '../constants';
import { isDateString, type DateString } from '../dates';
import { foldDigits } from '../digits';
import { accountPassword } from './auth';
import { emailText, idInput, requiredText, typeError, type MessageKey } from './fields';
import { phoneInput } from './orders';

/**
 * Riders, delivery runs, stop outcomes and the riders' cash (docs/decisions/240-riders-runs-and-cash.md).
 * Money is integer centimes.
 */

// ---------------------------------------------------------------- riders

const riderName = requiredText({
  required: 'validation.rider.nameRequired',
  max: [NAME_MAX, 'validation.rider.nameMax'],
});

/** An optional e-mail: '' / null / missing means none. */
const optionalEmail = z
  .union([z.string(), z.null()], typeError('validation.email.invalid'))
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))
  .pipe(z.union([z.literal(''), emailText('validation.email.required', 'validation.email.invalid')]))
  .transform((value) => (value === '' ? null : value));

/** POST /riders. */
export const riderCreateSchema = z.object({
  name: riderName,
  phone: phoneInput(),
  email: optionalEmail,
  password: accountPassword,
});
export type RiderCreateInput = z.input<typeof riderCreateSchema>;
export type RiderCreateValues = z.output<typeof riderCreateSchema>;

/** PATCH /riders/{id}: any subset; `disabled: true` stops their sign-in and their sessions. */
export const riderUpdateSchema = z
  .object({
    name: riderName,
    phone: phoneInput(),
    email: optionalEmail,
    password: accountPassword,
    disabled: z.boolean({ error: 'validation.rider.disabledInvalid' }),
  })
  .partial();
export type RiderUpdateInput = z.input<typeof riderUpdateSchema>;
export type RiderUpdateValues = z.output<typeof riderUpdateSchema>;

// ---------------------------------------------------------------- runs

function dateText(requiredKey: MessageKey, invalidKey: MessageKey) {
  return z
    .string(typeError(requiredKey, invalidKey))
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .refine(isDateString, { error: invalidKey });
}

const orderIds = z
  .array(idInput('validation.run.orderInvalid'), typeError('validation.run.ordersRequired'))
  .min(1, { error: 'validation.run.ordersRequired', abort: true })
  .max(RUN_MAX_STOPS, { error: 'validation.run.ordersMax', abort: true })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.run.ordersDuplicate' });

/** POST /delivery-runs: the stops in the order the rider visits them. */
export const runCreateSchema = z.object({
  rider_id: idInput('validation.run.riderRequired', 'validation.run.riderInvalid'),
  date: dateText('validation.run.dateRequired', 'validation.run.dateInvalid'),
  order_ids: orderIds,
});
export type RunCreateInput = z.input<typeof runCreateSchema>;
export type RunCreateValues = z.output<typeof runCreateSchema>;

/** PATCH /delivery-runs/{id} (draft runs only): the whole new list of stops, in order. */
export const runUpdateSchema = z.object({ order_ids: orderIds });
export type RunUpdateInput = z.input<typeof runUpdateSchema>;
export type RunUpdateValues = z.output<typeof runUpdateSchema>;

/** A day in a query (`?date=`, `from`, `to`). */
export const dateQueryValue = dateText('validation.run.dateRequired', 'validation.run.dateInvalid');

// ---------------------------------------------------------------- outcomes

/** An amount of cash in centimes, 0..CASH_AMOUNT_MAX. */
function centimes(requiredKey: MessageKey, invalidKey: MessageKey) {
  return z
    .number(typeError(requiredKey, invalidKey))
    .int({ error: invalidKey, abort: true })
    .min(0, { error: invalidKey, abort: true })
    .max(CASH_AMOUNT_MAX, { error: invalidKey });
}

/** An optional text of 1..max characters once trimmed; '' / null / missing means none. */
function optionalNote(max: number, maxKey: MessageKey) {
  return z
    .union([z.string(), z.null()], typeError('validation.invalidValue'))
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim() : ''))
    .pipe(z.string().max(max, { error: maxKey }))
    .transform((value) => (value === '' ? undefined : value));
}

/**
 * POST /rider/stops/{id}/outcome. `key` (a UUID the phone makes once per outcome) makes a repeat apply
 * once. What depends on the order (the amount due, whether a code is needed) and on the day (postponed
 * to today or later) the server checks; `stopOutcomeSchemaOn(today)` adds the date rule for a form.
 */
export const stopOutcomeSchema = z
  .object({
    key: z.uuid({ error: 'validation.stop.keyInvalid' }),
    outcome: z.enum(STOP_OUTCOMES, { error: 'validation.stop.outcomeInvalid' }),
    collected: centimes('validation.stop.collectedRequired', 'validation.stop.collectedInvalid').optional(),
    amount_reason: optionalNote(AMOUNT_REASON_MAX, 'validation.stop.amountReasonMax'),
    reason: z.enum(FAILURE_REASONS, { error: 'validation.stop.reasonInvalid' }).optional(),
    note: optionalNote(STOP_NOTE_MAX, 'validation.stop.noteMax'),
    postponed_to: dateText(
      'validation.stop.postponedToRequired',
      'validation.stop.postponedToInvalid',
    ).optional(),
    code: z
      .string(typeError('validation.stop.codeRequired', 'validation.stop.codeInvalid'))
      .transform((value) => foldDigits(value).replace(/\s/g, ''))
      .pipe(z.string().regex(DELIVERY_CODE_PATTERN, { error: 'validation.stop.codeInvalid' }))
      .optional(),
  })
  .superRefine((value, ctx) => {
    const add = (path: string, message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.outcome === 'failed') {
      if (value.reason === undefined) add('reason', 'validation.stop.reasonRequired');
      else if (value.reason === 'other' && value.note === undefined)
        add('note', 'validation.stop.noteRequired');
    }
    if (value.outcome === 'postponed' && value.postponed_to === undefined)
      add('postponed_to', 'validation.stop.postponedToRequired');
  });
export type StopOutcomeInput = z.input<typeof stopOutcomeSchema>;
export type StopOutcomeValues = z.output<typeof stopOutcomeSchema>;

/** The outcome form's rules with "postponed to today or later" (`today` in the shop's time zone). */
export function stopOutcomeSchemaOn(today: DateString) {
  return stopOutcomeSchema.superRefine((value, ctx) => {
    if (value.outcome === 'postponed' && value.postponed_to !== undefined && value.postponed_to < today)
      ctx.addIssue({ code: 'custom', path: ['postponed_to'], message: 'validation.stop.postponedToPast' });
  });
}

/**
 * The amount-reason rule, which needs the amount due (centimes): a delivered stop whose collected
 * amount differs from it needs a reason. Gives the message key of the problem, or null.
 */
export function amountReasonProblem(
  outcome: Pick<StopOutcomeValues, 'outcome' | 'collected' | 'amount_reason'>,
  due: number,
): MessageKey | null {
  if (outcome.outcome !== 'delivered') return null;
  const collected = outcome.collected ?? due;
  return collected !== due && outcome.amount_reason === undefined
    ? 'validation.stop.amountReasonRequired'
    : null;
}

// ---------------------------------------------------------------- cash

/** POST /rider/cash/{date}/declare: the cash the rider says they handed over that day. */
export const cashDeclareSchema = z.object({
  declared: centimes('validation.cash.declaredRequired', 'validation.cash.declaredInvalid'),
});
export type CashDeclareInput = z.input<typeof cashDeclareSchema>;
export type CashDeclareValues = z.output<typeof cashDeclareSchema>;

/** POST /rider-cash/{riderId}/{date}/close. A counted amount that differs from the expected one needs a note (server). */
export const cashCloseSchema = z.object({
  counted: centimes('validation.cash.countedRequired', 'validation.cash.countedInvalid'),
  note: optionalNote(CASH_NOTE_MAX, 'validation.cash.noteMax'),
});
export type CashCloseInput = z.input<typeof cashCloseSchema>;
export type CashCloseValues = z.output<typeof cashCloseSchema>;

/** The note rule of closing a day: needed when the counted amount is not the expected one. */
export function cashNoteProblem(close: CashCloseValues, expected: number): MessageKey | null {
  return close.counted !== expected && close.note === undefined ? 'validation.cash.noteRequired' : null;
}
