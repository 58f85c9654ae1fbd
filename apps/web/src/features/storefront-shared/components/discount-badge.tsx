import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** '-20%' on an item sold below its regular price (percent from the shared discountPercent). */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  const { t } = useTranslation('storefront');
  if (percent <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white shadow-sm',
        className,
      )}
    >
      <span aria-hidden="true" dir="ltr">
        -{percent}%
      </span>
      <span className="sr-only">{t('badges.discount', { percent })}</span>
    </span>
  );
}
