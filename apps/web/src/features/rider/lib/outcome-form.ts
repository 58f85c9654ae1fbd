import {
  amountReasonProblem,
  normaliseMoneyText,
  parseCentimes,
  stopOutcomeSchemaOn,
  type StopOutcomeInput,
} from '@parashop/shared';
import { centimesToDecimalString } from '@parashop/shared/money';
import type { StopOutcome } from '@parashop/shared/constants';
import type { DeliveryStop } from '@parashop/shared/api-types';

/** What the rider types in the outcome sheet, as text. */
export interface OutcomeFields {
  collected: string;
  amount_reason: string;
  code: string;
  reason: string;
  note: string;
  postponed_to: string;
}

export type OutcomeErrors = Partial<Record<keyof OutcomeFields, string>>;

export function initialFields(stop: DeliveryStop, tomorrow: string): OutcomeFields {
  return {
    collected: centimesToDecimalString(stop.order.total),
    amount_reason: '',
    code: '',
    reason: '',
    note: '',
    postponed_to: tomorrow,
  };
}

/** The typed amount in centimes: null when empty or unreadable. */
export function typedCentimes(text: string): number | null {
  const normalised = normaliseMoneyText(text);
  return normalised === null ? null : parseCentimes(normalised);
}

/** Whether the typed amount is readable and differs from what the order asks (a reason is then needed). */
export function differsFromDue(fields: OutcomeFields, due: number): boolean {
  const collected = typedCentimes(fields.collected);
  return collected !== null && collected !== due;
}

/**
 * The request body of an outcome, checked with the shared rules (the schema, the amount reason against
 * the amount due, postponed to today or later) and, when the shop asks for it, the delivery code.
 * Gives the body, or the message key of each field's first problem.
 */
export function buildOutcome(
  outcome: StopOutcome,
  fields: OutcomeFields,
  stop: DeliveryStop,
  key: string,
  today: string,
): { body: StopOutcomeInput } | { errors: OutcomeErrors } {
  const body: StopOutcomeInput = { key, outcome };
  const errors: OutcomeErrors = {};
  if (outcome === 'delivered') {
    const collected = typedCentimes(fields.collected);
    if (fields.collected.trim() === '') errors.collected = 'validation.stop.collectedRequired';
    else if (collected === null) errors.collected = 'validation.stop.collectedInvalid';
    else body.collected = collected;
    if (fields.amount_reason.trim() !== '' && collected !== null && collected !== stop.order.total)
      body.amount_reason = fields.amount_reason;
    if (stop.order.delivery_code_required) {
      if (fields.code.trim() === '') errors.code = 'validation.stop.codeRequired';
      else body.code = fields.code;
    }
  } else if (outcome === 'failed') {
    if (fields.reason !== '') body.reason = fields.reason as NonNullable<StopOutcomeInput['reason']>;
    if (fields.note.trim() !== '') body.note = fields.note;
  } else {
    body.postponed_to = fields.postponed_to;
  }

  const parsed = stopOutcomeSchemaOn(today).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof OutcomeFields | undefined;
      if (field && field in fields && errors[field] === undefined) errors[field] = issue.message;
    }
  } else {
    const problem = amountReasonProblem(parsed.data, stop.order.total);
    if (problem) errors.amount_reason = problem;
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
