import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '@parashop/shared/constants';
import type { HeroEntry } from '@parashop/shared/catalogue-query';
import { cn } from '@/lib/cn';
import { itemKey } from '@/features/storefront-shared/lib/item-pricing';
import { HERO_FRAME_CLASSES } from '../lib/hero-frame';
import { HeroSlide } from './hero-slide';

const arrow =
  'absolute bottom-2 z-10 flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-md ring-1 ring-black/5 transition hover:bg-white sm:bottom-auto sm:top-1/2 sm:h-11 sm:w-11 sm:-translate-y-1/2';

/** The hero: slides advance every 5 seconds and wrap; previous/next buttons and one dot per slide. */
export function HeroCarousel({ slides }: { slides: readonly HeroEntry[] }) {
  const { t, i18n } = useTranslation('storefront');
  // Right to left in Arabic: "next" brings the slide from the left, as the mirrored arrows say.
  const direction = i18n.dir(i18n.resolvedLanguage ?? i18n.language);
  const [viewport, api] = useEmblaCarousel({ loop: true, direction }, [
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <section
      aria-roledescription={t('hero.roleDescription')}
      aria-label={t('hero.label')}
      className={HERO_FRAME_CLASSES}
    >
      <div ref={viewport} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={itemKey(slide)}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideLabel', { index: index + 1, count: slides.length })}
              aria-hidden={index !== selected}
              inert={index !== selected}
              data-badge={slide.badge}
              className="min-w-0 flex-[0_0_100%]"
            >
              <HeroSlide shopItem={slide} badge={slide.badge} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label={t('hero.previous')}
            className={cn(arrow, 'start-3')}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
          </button>
          <button type="button" onClick={next} aria-label={t('hero.next')} className={cn(arrow, 'end-3')}>
            <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
          </button>
          <div className="absolute inset-x-0 bottom-4 flex justify-center sm:bottom-2">
            {slides.map((slide, index) => (
              // The button is a 24 px tap target; the dot inside is what shows.
              <button
                key={itemKey(slide)}
                type="button"
                onClick={() => api?.scrollTo(index)}
                aria-label={t('hero.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                className="group flex h-6 min-w-6 cursor-pointer items-center justify-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    index === selected
                      ? 'w-7 bg-brand-600'
                      : 'w-2.5 bg-brand-900/20 group-hover:bg-brand-900/40',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
