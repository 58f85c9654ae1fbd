import { z } from 'zod';
import { isDateString } from '../dates';

/**
 * A path parameter naming a row: 1 to 10 digits (spaces around them allowed) making a positive int4.
 * Anything else names no row: the API answers 404 `Not found.` (plugins/errors.ts), as for an id that
 * is well formed but unknown.
 */
export const pathId = z
  .string()
  .trim()
  .regex(/^[0-9]{1,10}$/)
  .transform(Number)
  .refine((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

/** A path parameter naming a day (YYYY-MM-DD, a real date); anything else is a 404 too. */
export const pathDay = z.string().refine(isDateString);

/** The params of a route with one `:id`. */
export const idParams = z.object({ id: pathId });

/** The params of a route with several ids (`/orders/:id/contacts/:contactId`). */
export function idsParams<Name extends string>(...names: Name[]): z.ZodObject<Record<Name, typeof pathId>> {
  return z.object(Object.fromEntries(names.map((name) => [name, pathId])) as Record<Name, typeof pathId>);
}

/** What a route with one `:id` reads once its params are validated. */
export type IdParams = z.output<typeof idParams>;
