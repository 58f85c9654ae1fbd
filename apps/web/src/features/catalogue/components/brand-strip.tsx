import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { SmartImage } from '@/components/ui/smart-image';
import { cn } from '@/lib/cn';
import { thumbnailPath } from '@/lib/item-images';

const SECONDS_PER_BRAND = 3.5;
const RESUME_AFTER_TOUCH_MS = 2500;
// The track holds the list twice and slides by one copy's width, so the loop has no seam.
const KEYFRAMES =
  '@keyframes parashop-brand-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }';

const STRIP_CLASSES = 'relative overflow-hidden rounded-card border border-line bg-surface py-4 shadow-card';
const LOGO_CLASSES = 'flex h-20 w-40 flex-col items-center justify-center gap-1 rounded-xl';

/**
 * The brands, scrolling continuously (a CSS animation); it pauses while hovered, focused or touched
 * (SPEC section 2), and each logo opens its brand page. While the list loads, the strip keeps its
 * place with empty logo boxes.
 */
export function BrandStrip({ companies, isLoading }: { companies: readonly Company[]; isLoading: boolean }) {
  const { t } = useTranslation('storefront');
  const [touched, setTouched] = useState(false);
  const resume = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resume.current), []);

  if (!isLoading && companies.length === 0) return null;

  const onTouchStart = () => {
    window.clearTimeout(resume.current);
    setTouched(true);
  };
  const onTouchEnd = () => {
    resume.current = window.setTimeout(() => setTouched(false), RESUME_AFTER_TOUCH_MS);
  };

  // Longhands only: the shorthand would also set the play state that the hover/touch classes pause.
  const marquee: CSSProperties = {
    animationName: 'parashop-brand-marquee',
    animationDuration: `${companies.length * SECONDS_PER_BRAND}s`,
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
  };

  return (
    <section id="brands" aria-labelledby="brands-title" className="scroll-mt-32">
      <style>{KEYFRAMES}</style>
      <div className="mb-4 flex items-end justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">
            {t('brands.eyebrow')}
          </p>
          <h2 id="brands-title" className="mt-1 text-2xl font-bold tracking-tight">
            {t('brands.title')}
          </h2>
        </div>
      </div>
      {isLoading ? (
        <div aria-hidden="true" data-skeleton="brands" className={STRIP_CLASSES}>
          <div className="flex animate-pulse gap-4 px-2">
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className={cn(LOGO_CLASSES, 'shrink-0 px-3')}>
                <div className="h-12 w-28 rounded-lg bg-slate-100" />
                <div className="h-3 w-16 rounded bg-slate-100" />
              </div>
            ))}
          </div>
        </div>
      ) : (
        <div
          className={cn(
            STRIP_CLASSES,
            'group [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]',
          )}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onTouchCancel={onTouchEnd}
          data-paused={touched || undefined}
        >
          <div
            className={cn(
              'flex w-max group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:[animation-name:none]!',
              touched && '[animation-play-state:paused]',
            )}
            style={marquee}
          >
            {[0, 1].map((copy) => (
              <ul
                key={copy}
                className="flex shrink-0 items-center gap-4 px-2"
                aria-hidden={copy === 1 || undefined}
              >
                {companies.map((company) => (
                  <li key={company.id}>
                    <Link
                      to={`/brands/${company.id}`}
                      tabIndex={copy === 1 ? -1 : undefined}
                      aria-label={t('brands.open', { name: company.name })}
                      className={cn(
                        LOGO_CLASSES,
                        'border border-transparent px-3 transition hover:border-brand-200 hover:bg-brand-50',
                      )}
                    >
                      {company.image ? (
                        <SmartImage
                          src={thumbnailPath(company.image)}
                          alt=""
                          width={120}
                          height={48}
                          className="h-12 w-28 object-contain"
                        />
                      ) : null}
                      <span className="max-w-full truncate text-xs font-semibold text-slate-700">
                        {company.name}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
