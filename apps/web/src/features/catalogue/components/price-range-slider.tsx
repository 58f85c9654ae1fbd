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
 * The price filter, whole DHS from 0 to 1000: two range inputs on one track, and under them two number
 * fields with the same values. The handles and the fields move together at once; the filter follows a
 * moment after the last move so dragging and typing stay smooth.
 *
 * The number fields carry the URL names (`min`, `max`) in the filters' GET form, so the price filter
 * works before the page's script is ready and without it (decision 220): the ranges have no name (a
 * form would send both pairs). The top of the range means "no upper bound": the "to" field is then
 * empty, showing "1000+" as its placeholder, and sends an empty `max`, which the page reads as no bound.
 */
export function PriceRangeSlider({
  min,
  max,
  onChange,
  idPrefix = 'catalogue',
  names,
}: {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
  /** Names the number fields: the phone's sheet and the column never share an id. */
  idPrefix?: string;
  /** The URL names the number fields send in their form. */
  names?: { min: string; max: string };
}) {
  const { t } = useTranslation('storefront');
  const { whole } = useNumberFormat();
  const [range, setHandles] = useState<[number, number]>([min, max]);
  // Whether the shopper moved the handles since the props last placed them: only their moves are
  // handed to onChange. New props (Reset filters, Back) place the handles and are never sent back:
  // on a slow phone the render that places them may come after the commit delay, and the old range
  // would then undo the reset.
  const moved = useRef(false);
  const setRange = (next: [number, number]) => {
    moved.current = true;
    setHandles(next);
  };
  // The range last handed to onChange: when it comes back as props, the handles may already have
  // moved on (a second handle moved while the first change was on its way) and must stay where
  // they are. Any other new props (reset, Back) move the handles.
  const sent = useRef<[number, number] | null>(null);
  useEffect(() => {
    const ours = sent.current;
    sent.current = null;
    if (ours && ours[0] === min && ours[1] === max) return;
    moved.current = false;
    setHandles([min, max]);
  }, [min, max]);

  useEffect(() => {
    if (!moved.current || (range[0] === min && range[1] === max)) return;
    const timer = window.setTimeout(() => {
      if (!moved.current) return;
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
          aria-valuetext={
            range[1] >= PRICE_FILTER_MAX
              ? t('filters.priceMaxValue', { value: whole(range[1]) })
              : t('filters.priceValue', { value: whole(range[1]) })
          }
          onChange={(event) =>
            setRange(clampPriceRange(range[0], Math.max(Number(event.target.value), range[0])))
          }
          className={thumb}
        />
      </div>
      <div className="flex items-end gap-3">
        <PriceField
          id={`${idPrefix}-price-from`}
          name={names?.min}
          label={t('filters.priceFrom')}
          value={range[0]}
          placeholder={String(PRICE_FILTER_MIN)}
          onValue={(value) =>
            setRange(clampPriceRange(Math.min(value ?? PRICE_FILTER_MIN, range[1]), range[1]))
          }
        />
        <PriceField
          id={`${idPrefix}-price-to`}
          name={names?.max}
          label={t('filters.priceTo')}
          value={range[1] >= PRICE_FILTER_MAX ? null : range[1]}
          placeholder={`${PRICE_FILTER_MAX}+`}
          onValue={(value) =>
            setRange(clampPriceRange(range[0], Math.max(value ?? PRICE_FILTER_MAX, range[0])))
          }
        />
      </div>
    </div>
  );
}

/**
 * One bound as a number field. While the shopper types, the field keeps the text as typed (the range
 * follows whatever it reads, kept inside 0..1000 and on its side of the other bound); once the field
 * is left it shows the range's value again. An empty field is no bound (`null`).
 */
function PriceField({
  id,
  name,
  label,
  value,
  placeholder,
  onValue,
}: {
  id: string;
  name: string | undefined;
  label: string;
  value: number | null;
  placeholder: string;
  onValue: (value: number | null) => void;
}) {
  const { t } = useTranslation('storefront');
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <div className="flex h-10 items-center rounded-lg border border-line bg-surface focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200">
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={1}
          dir="ltr"
          value={draft ?? (value === null ? '' : String(value))}
          placeholder={placeholder}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (text.trim() === '') onValue(null);
            else if (Number.isFinite(Number(text))) onValue(Number(text));
          }}
          onBlur={() => setDraft(null)}
          className="h-full w-full min-w-0 rounded-lg bg-transparent ps-2.5 pe-1 text-sm font-medium tabular-nums text-slate-700 outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <span aria-hidden="true" className="pe-2 text-xs text-muted">
          {t('filters.currency')}
        </span>
      </div>
    </div>
  );
}
