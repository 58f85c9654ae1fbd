import { toCentimes } from '@parashop/shared/money';
import { formatAmount } from '@/components/ui/number-format';

/**
 * The history shows every amount in DH: the dollar sign some order-item prices carried in the
 * original screens is a display slip the specification lets us resolve, and we do.
 */
export function dh(amount: number | string | null | undefined, language: string): string {
  return formatAmount(toCentimes(amount ?? 0), 'DH', language);
}
