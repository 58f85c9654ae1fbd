import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const SIZES = {
  sm: { box: 'h-9', button: 'w-9', value: 'min-w-8 text-sm' },
  // 46 px high with its border, so each button is at least 44 x 44 (WCAG 2.5.5).
  md: { box: 'h-[46px]', button: 'w-11', value: 'min-w-10 text-base' },
} as const;

/** − quantity + with its limits shown as disabled buttons. */
export function QuantityStepper({
  value,
  name,
  onDecrease,
  onIncrease,
  decreaseDisabled,
  increaseDisabled,
  size = 'sm',
  className,
}: {
  value: number;
  /** The item's name, for the group's accessible label. */
  name: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const { t } = useTranslation('storefront');
  const sizes = SIZES[size];
  const button = cn(
    'flex items-center justify-center text-brand-700 transition-colors hover:bg-brand-50',
    'disabled:pointer-events-none disabled:text-slate-300 cursor-pointer shrink-0',
    sizes.button,
  );
  return (
    <div
      role="group"
      aria-label={t('quantity.groupLabel', { name })}
      className={cn(
        'inline-flex shrink-0 items-stretch overflow-hidden rounded-lg border border-line bg-surface',
        sizes.box,
        className,
      )}
    >
      <button
        type="button"
        className={button}
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={t('quantity.decrease')}
      >
        <Minus aria-hidden="true" className="h-4 w-4 shrink-0" />
      </button>
      <output
        aria-live="polite"
        className={cn(
          'flex items-center justify-center border-x border-line px-1 font-semibold tabular-nums',
          sizes.value,
        )}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={onIncrease}
        disabled={increaseDisabled}
        aria-label={t('quantity.increase')}
      >
        <Plus aria-hidden="true" className="h-4 w-4 shrink-0" />
      </button>
    </div>
  );
}
