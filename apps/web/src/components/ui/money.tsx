import { toCentimes, type MoneyUnit } from '@parashop/shared/money';
import { cn } from '@/lib/cn';
import { useNumberFormat } from './number-format';

/**
 * An amount as the API sends it (MAD number, 2 decimals) in the reader's language ("125.00 MAD",
 * "1 250,00 MAD"). Wrapped in a left-to-right isolate: inside Arabic text the number and its unit
 * would otherwise swap places ("MAD 125.00").
 */
export function Money({
  amount,
  unit = 'MAD',
  className,
}: {
  amount: number | string;
  unit?: MoneyUnit;
  className?: string;
}) {
  const { money } = useNumberFormat();
  return (
    <bdi dir="ltr" className={cn('whitespace-nowrap tabular-nums', className)}>
      {money(toCentimes(amount), unit)}
    </bdi>
  );
}
