import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@parashop/shared/constants';
import { cn } from '@/lib/cn';
import { useNumberFormat } from '@/components/ui/number-format';
import { clampPriceRange } from '../lib/catalogue-query';

const thumb = cn(
  'pointer-events-none absolute inset-x-0 top-1/2 h-2 w-full -translate-y-1/2 appearance-none bg-transparent',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-600 [&::-webkit-slider-thumb]:shadow',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-600',
  'focus-visible:outline-none [&:focus-visible::-webkit-slider-thumb]:ring-4 [&:focus-visible::-webkit-slider-thumb]:ring-brand-200',
);

const COMMIT_DELAY_MS = 250;

/**
 * Two range inputs on one track for the price filter, whole DHS from 0 to 1000. The handles move at
 * once; the filter follows a moment after the last move so dragging stays smooth.
 */
export function PriceRangeSlider({
  min,
  max,
  onChange,
}: {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}) {
  const { t } = useTranslation('storefront');
  const { whole } = useNumberFormat();
  const [range, setRange] = useState<[number, number]>([min, max]);
  // The range last handed to onChange: when it comes back as props, the handles may already have
  // moved on (a second handle moved while the first change was on its way) and must stay where
  // they are. Any other new props (reset, Back) move the handles.
  const sent = useRef<[number, number] | null>(null);
  useEffect(() => {
    const ours = sent.current;
    sent.current = null;
    if (ours && ours[0] === min && ours[1] === max) return;
    setRange([min, max]);
  }, [min, max]);

  useEffect(() => {
    if (range[0] === min && range[1] === max) return;
    const timer = window.setTimeout(() => {
      sent.current = range;
      onChange(range[0], range[1]);
    }, COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [range, min, max, onChange]);

  const span = PRICE_FILTER_MAX - PRICE_FILTER_MIN;
  const start = ((range[0] - PRICE_FILTER_MIN) / span) * 100;
  const end = ((range[1] - PRICE_FILTER_MIN) / span) * 100;

  return (
    <div className="flex flex-col gap-4">
      <div className="relative h-5">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-500"
          style={{ insetInlineStart: `${start}%`, insetInlineEnd: `${100 - end}%` }}
        />
        <input
          type="range"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={1}
          value={range[0]}
          aria-label={t('filters.minPrice')}
          aria-valuetext={t('filters.priceValue', { value: whole(range[0]) })}
          onChange={(event) =>
            setRange(clampPriceRange(Math.min(Number(event.target.value), range[1]), range[1]))
          }
          className={cn(thumb, range[0] > PRICE_FILTER_MAX - 50 && 'z-10')}
        />
        <input
          type="range"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={1}
          value={range[1]}
          aria-label={t('filters.maxPrice')}
          aria-valuetext={t('filters.priceValue', { value: whole(range[1]) })}
          onChange={(event) =>
            setRange(clampPriceRange(range[0], Math.max(Number(event.target.value), range[0])))
          }
          className={thumb}
        />
      </div>
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span className="rounded-md bg-canvas px-2 py-1 tabular-nums">
          {t('filters.priceValue', { value: whole(range[0]) })}
        </span>
        <span aria-hidden="true" className="text-muted">
          —
        </span>
        <span className="rounded-md bg-canvas px-2 py-1 tabular-nums">
          {range[1] >= PRICE_FILTER_MAX
            ? t('filters.priceMaxValue', { value: whole(range[1]) })
            : t('filters.priceValue', { value: whole(range[1]) })}
        </span>
      </div>
    </div>
  );
}
