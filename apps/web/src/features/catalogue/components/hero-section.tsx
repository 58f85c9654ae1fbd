import { useMemo } from 'react';
import { heroSlides } from '../lib/hero-slides';
import type { ShopCatalogueItem } from '../hooks/use-catalogue-items';
import { HeroCarousel } from './hero-carousel';

/** The hero follows the content rules (offers, else popular products and packs) on the live catalogue. */
export function HeroSection({ items, isLoading }: { items: ShopCatalogueItem[]; isLoading: boolean }) {
  const slides = useMemo(() => heroSlides(items), [items]);
  if (isLoading)
    return (
      <div aria-hidden="true" className="h-[520px] animate-pulse rounded-card bg-brand-50 sm:h-[400px]" />
    );
  if (slides.length === 0) return null;
  return <HeroCarousel slides={slides} />;
}
