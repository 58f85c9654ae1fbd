import { z } from 'zod';
import { DELIVERY_AREA_IDS } from '../constants';
import { normaliseMoneyText } from '../money';
import type { MessageKey } from '../messages/en';

/**
 * Building blocks of the schemas. Every message is a message key (see messages/en.ts); typing the
 * keys as MessageKey makes a misspelt key a compile error.
 */

export type { MessageKey };

function isBlank(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    (typeof input === 'string' && input.trim() === '') ||
    (typeof input === 'number' && Number.isNaN(input))
  );
}

/** Error for a failed type check: nothing given -> the "required" key; something else -> invalid. */
export function typeError(requiredKey: MessageKey, invalidKey: MessageKey = 'validation.invalidValue') {
  return { error: (issue: { input?: unknown }) => (isBlank(issue.input) ? requiredKey : invalidKey) };
}

interface TextRules {
  required: MessageKey;
  min?: readonly [number, MessageKey];
  max?: readonly [number, MessageKey];
}

/** A required text, trimmed, with its length counted after trimming. */
export function requiredText(rules: TextRules) {
  let schema = z.string(typeError(rules.required)).trim().min(1, { error: rules.required, abort: true });
  if (rules.min) schema = schema.min(rules.min[0], { error: rules.min[1], abort: true });
  if (rules.max) schema = schema.max(rules.max[0], { error: rules.max[1] });
  return schema;
}

/**
 * A number that may arrive as a number (JSON, valueAsNumber inputs) or as text (multipart fields,
 * plain inputs). Empty text, NaN and a missing value are "required", never 0; text that is not a
 * decimal number is invalid. The result is piped into `rules` for the range checks.
 */
export function numberInput<Out extends number>(
  requiredKey: MessageKey,
  invalidKey: MessageKey,
  rules: z.ZodType<Out, number>,
) {
  return z
    .union([z.number(), z.string()], typeError(requiredKey, invalidKey))
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: requiredKey, input: value });
        return z.NEVER;
      }
      // A decimal comma reads as a point (money typed in French); anything else unreadable is refused.
      const normalised = normaliseMoneyText(text);
      const parsed = normalised === null ? Number.NaN : Number(normalised);
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: invalidKey, input: value });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(rules);
}

/** At most two decimals: money is stored as numeric(10,2) and must not be rounded silently. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A positive integer id (select values arrive as text). */
export function idInput(requiredKey: MessageKey, invalidKey: MessageKey = requiredKey) {
  return numberInput(
    requiredKey,
    invalidKey,
    z
      .number()
      .int({ error: invalidKey })
      .positive({ error: invalidKey })
      .max(2_147_483_647, { error: invalidKey }),
  );
}

/** Email address shape used by login, profile and the admin e-mail form. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailText(requiredKey: MessageKey, invalidKey: MessageKey) {
  return z
    .string(typeError(requiredKey))
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(254, { error: invalidKey, abort: true })
    .regex(EMAIL_PATTERN, { error: invalidKey })
    .toLowerCase();
}

/**
 * The delivery area select: '' / null / missing means none. `required` says whether one must be
 * chosen (only below the free-delivery threshold). Gives the area id or null.
 */
export function deliveryAreaInput(required: boolean) {
  return z
    .union(
      [z.number(), z.string(), z.null()],
      typeError('validation.checkout.deliveryAreaRequired', 'validation.checkout.deliveryAreaInvalid'),
    )
    .optional()
    .transform((value, ctx): number | null => {
      if (isBlank(value)) {
        if (required) {
          ctx.addIssue({ code: 'custom', message: 'validation.checkout.deliveryAreaRequired', input: value });
          return z.NEVER;
        }
        return null;
      }
      const id = typeof value === 'number' ? value : Number(String(value).trim());
      if (!DELIVERY_AREA_IDS.includes(id)) {
        ctx.addIssue({ code: 'custom', message: 'validation.checkout.deliveryAreaInvalid', input: value });
        return z.NEVER;
      }
      return id;
    });
}
