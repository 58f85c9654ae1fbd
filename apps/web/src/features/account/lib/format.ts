import { DEFAULT_SHOP_TIMEZONE } from '@parashop/shared/constants';
import { toCentimes } from '@parashop/shared/money';
import { formatAmount } from '@/components/ui/number-format';

/**
 * The history shows every amount in DH: the dollar sign some order-item prices carried in the
 * original screens is a display slip the specification lets us resolve, and we do.
 */
export function dh(amount: number | string | null | undefined, language: string): string {
  return formatAmount(toCentimes(amount ?? 0), 'DH', language);
}

/** A calendar date in the shop's time zone, in the reader's language. */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: DEFAULT_SHOP_TIMEZONE }).format(
    date,
  );
}
