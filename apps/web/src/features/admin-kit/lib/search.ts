/**
 * Lower case, accents and Arabic vowel marks removed, spaces squeezed: 'creme' finds 'Crème',
 * 'la roche' finds 'La  Roche-Posay', and an Arabic name matches with or without its diacritics.
 */
export function normalizeSearch(value: string | null | undefined): string {
  return (value ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when `query` is blank or appears in any of `values` (after normalising both). */
export function matchesSearch(query: string, ...values: (string | null | undefined)[]): boolean {
  const needle = normalizeSearch(query);
  if (!needle) return true;
  return values.some((value) => normalizeSearch(value).includes(needle));
}
