import { translateMessage, zodErrorToFieldErrors } from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import type { ZodError } from 'zod';

/**
 * Errors meant for the client: `throw httpError(...)` anywhere; the central handler (plugins/errors.ts)
 * shapes every error body as `{ message, errors? }`.
 */

/** `{ field: [messages] }`: the first message of a field is shown on that field. */
export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { message: string; errors?: FieldErrors };

export const NOT_FOUND_MESSAGE = 'Not found.';
export const UNSTORABLE_TEXT_MESSAGE = 'The text contains a character that is not allowed.';
export const INVALID_KEY = 'validation.invalidPayload';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
    /** More of the body, where the client acts on it: `reason`, the ids concerned, tries left... */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** `throw refusal(409, message, { reason: 'order_on_open_run', order_ids })`: a body with a cause. */
export function refusal(
  status: number,
  message: string,
  details: Record<string, unknown>,
  errors?: FieldErrors,
) {
  return new HttpError(status, message, errors, details);
}

/** `throw httpError(409, 'Only 2 left of Avène Cicalfate.')` */
export function httpError(status: number, message: string, errors?: FieldErrors): HttpError {
  return new HttpError(status, message, errors);
}

/** The first message of the first field, used as the body's message. */
export function firstMessage(errors: FieldErrors, fallback: string): string {
  for (const messages of Object.values(errors)) {
    if (messages[0]) return messages[0];
  }
  return fallback;
}

/** A 422 from a zod error raised by hand (e.g. a multipart form parsed in the handler). */
export function validationFailed(error: ZodError, lang: Language = 'en'): HttpError {
  const errors = zodErrorToFieldErrors(error, lang);
  return new HttpError(422, firstMessage(errors, translateMessage(INVALID_KEY, lang)), errors);
}
