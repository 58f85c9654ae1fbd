/** A value of a list's filter as a screen holds it. */
export type ListParam = string | number | boolean | undefined | null;

/**
 * The one query string of the back office's lists (their filters as the shared list schemas of
 * packages/shared/src/schemas/admin-lists.ts read them, and the lists' own addresses): `?key=value&…`
 * in the given order, or '' when nothing is set. What the lists take as their default is left out
 * (undefined, null, false, '' and 'all'); true is `1`.
 */
export function listSearch(params: Record<string, ListParam> | [string, ListParam][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of Array.isArray(params) ? params : Object.entries(params)) {
    if (value === undefined || value === null || value === false || value === '' || value === 'all') continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
