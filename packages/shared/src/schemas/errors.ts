import type { z } from 'zod';
import type { Language } from '../constants';
import { translateMessage } from '../messages/index';

/** Field name for issues about the payload as a whole (e.g. a body that is not an object). */
export const ROOT_ERROR_FIELD = 'root';

/** 'items.0.quantity' for nested fields; payload field names as sent (snake_case). */
export function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.length === 0 ? ROOT_ERROR_FIELD : issue.path.map(String).join('.');
}

/** Every message per field, translated, without repeats: the `errors` of a 422 body. */
export function zodErrorToFieldErrors(
  error: z.ZodError,
  lang: Language | string = 'en',
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issueField(issue);
    const text = translateMessage(issue.message, lang);
    const list = (result[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return result;
}

/** The first message key per field, for forms that translate on render. */
export function zodErrorToKeyMap(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issueField(issue);
    if (!(field in result)) result[field] = issue.message;
  }
  return result;
}

/** The first message key of all (the order of the schema's checks). */
export function firstIssueKey(error: z.ZodError): string | undefined {
  return error.issues[0]?.message;
}
