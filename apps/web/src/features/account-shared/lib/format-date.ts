import { DEFAULT_SHOP_TIMEZONE } from '@parashop/shared/constants';

/** A calendar date in the shop's time zone, in the reader's language. */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: DEFAULT_SHOP_TIMEZONE }).format(
    date,
  );
}
