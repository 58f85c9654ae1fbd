/** Shown when a record has no image or its file fails to load (SPEC section 7 and 8 "Other"). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

const PASS_THROUGH = /^(?:https?:|data:|blob:|\/)/i;

/**
 * The URL of an uploaded image. The API returns relative paths (e.g. `products/12/large.webp`);
 * the server serves them under `/storage/`. Absolute URLs, root paths and local previews
 * (`blob:`/`data:`) pass through unchanged.
 */
export function storageUrl(path: string | null | undefined): string {
  const trimmed = path?.trim();
  if (!trimmed) return PLACEHOLDER_IMAGE;
  if (PASS_THROUGH.test(trimmed)) return trimmed;
  return `/storage/${trimmed.replace(/^(?:storage\/)+/, '')}`;
}
