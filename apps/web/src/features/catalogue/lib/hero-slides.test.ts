import { describe, expect, it } from 'vitest';
import { toCatalogueItems } from './catalogue-item';
import { heroSlides } from './hero-slides';
import { pack, product } from './test-fixtures';

const summary = (slides: ReturnType<typeof heroSlides>) =>
  slides.map((slide) => `${slide.badge}:${slide.item.key}`);

describe('heroSlides', () => {
  it('shows in-stock offers only, at most 8, largest discount first', () => {
    const offers = Array.from({ length: 10 }, (_, index) =>
      product({ id: index + 1, price: 100, offer_price: 90 - index, number_click: 100 }),
    );
    const items = toCatalogueItems(
      [
        ...offers,
        product({ id: 50, price: 100, offer_price: 10, stock: 0 }),
        product({ id: 51, price: 100, number_click: 999 }),
      ],
      [pack({ id: 1, number_click: 999 })],
    );
    const slides = heroSlides(items);
    expect(slides).toHaveLength(8);
    expect(slides.every((slide) => slide.badge === 'offer')).toBe(true);
    expect(summary(slides)[0]).toBe('offer:product-10');
    expect(summary(slides)).not.toContain('offer:product-50');
  });

  it('without offers: the 4 most-clicked products then the 4 most-clicked packs', () => {
    const items = toCatalogueItems(
      [
        product({ id: 1, number_click: 5 }),
        product({ id: 2, number_click: 50 }),
        product({ id: 3, number_click: 40 }),
        product({ id: 4, number_click: 30 }),
        product({ id: 5, number_click: 20 }),
        product({ id: 6, number_click: 99, stock: 0 }),
      ],
      [
        pack({ id: 1, number_click: 1 }),
        pack({ id: 2, number_click: 9 }),
        pack({ id: 3, number_click: 7 }),
        pack({ id: 4, number_click: 3 }),
        pack({ id: 5, number_click: 2 }),
        pack({ id: 6, number_click: 100, stock: 0 }),
      ],
    );
    expect(summary(heroSlides(items))).toEqual([
      'popular:product-2',
      'popular:product-3',
      'popular:product-4',
      'popular:product-5',
      'pack:pack-2',
      'pack:pack-3',
      'pack:pack-4',
      'pack:pack-5',
    ]);
  });

  it('an offer out of stock does not count as an offer', () => {
    const items = toCatalogueItems(
      [product({ id: 1, price: 100, offer_price: 50, stock: 0 }), product({ id: 2, number_click: 3 })],
      [],
    );
    expect(summary(heroSlides(items))).toEqual(['popular:product-2']);
  });

  it('is empty for an empty catalogue', () => {
    expect(heroSlides([])).toEqual([]);
  });
});
