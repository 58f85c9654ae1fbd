import type { z } from 'zod';
import { zodErrorToKeyMap } from './errors';

/** The first message key per field, or {} when the input is valid. */
export function errorKeys(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : zodErrorToKeyMap(result.error);
}

export function fieldError(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return errorKeys(schema, input)[field];
}
