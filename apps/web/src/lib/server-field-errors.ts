import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the first message of each field of a 422 answer on the matching form field (SPEC section 8
 * "Forms"). A nested field such as `product_ids.0` lands on `product_ids`. Returns the fields that
 * got a message, so the caller knows whether anything is shown beside the inputs.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  if (!isApiError(error)) return [];
  const known = new Set<string>(fields);
  const placed: Path<T>[] = [];
  for (const [key, message] of Object.entries(error.firstFieldErrors())) {
    const field = known.has(key) ? key : key.split('.')[0];
    if (field === undefined || !known.has(field) || placed.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message });
    placed.push(field as Path<T>);
  }
  return placed;
}
