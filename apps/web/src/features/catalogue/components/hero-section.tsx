import { cn } from '@/lib/cn';
import { useCatalogueHero } from '../api/get-catalogue-hero';
import { HERO_FRAME_CLASSES } from '../lib/hero-frame';
import { HeroCarousel } from './hero-carousel';

/** The hero's shape while the server chooses its slides. */
function HeroSkeleton() {
  return (
    <div aria-hidden="true" data-skeleton="hero" className={cn(HERO_FRAME_CLASSES, 'bg-brand-50')}>
      <div className="grid h-full animate-pulse content-center gap-4 px-6 pb-16 pt-6 md:grid-cols-[1.1fr_1fr] md:px-16 md:py-12 lg:px-20">
        <div className="order-2 flex flex-col gap-3 md:order-1">
          <div className="h-7 w-24 rounded-full bg-brand-100" />
          <div className="h-5 w-32 rounded-md bg-brand-100" />
          <div className="h-[60px] w-4/5 rounded-lg bg-brand-100 md:h-[90px]" />
          <div className="h-10 w-full rounded-md bg-white/70 md:h-12" />
          <div className="h-8 w-36 rounded-md bg-brand-100 md:h-10" />
          <div className="h-10 w-56 rounded-lg bg-brand-100 md:h-12" />
        </div>
        <div className="order-1 mx-auto aspect-square w-40 rounded-3xl bg-white/80 md:order-2 md:w-full md:max-w-80" />
      </div>
    </div>
  );
}

/**
 * The hero carousel on what `GET /api/catalogue/hero` chose (offers, else popular products and
 * packs). Without anything to show (or when it cannot be read) the page simply goes without it.
 */
export function HeroSection() {
  const hero = useCatalogueHero();
  if (hero.isPending) return <HeroSkeleton />;
  const slides = hero.data?.data ?? [];
  if (slides.length === 0) return null;
  return <HeroCarousel slides={slides} />;
}
