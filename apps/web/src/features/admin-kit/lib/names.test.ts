import { describe, expect, it } from 'vitest';
import type { Category } from '@parashop/shared/api-types';
import { localizedCompanyName, sortCategories } from './names';

describe('localizedCompanyName', () => {
  const brand = { name: 'Avene', nameAr: 'أفين', nameFr: 'Avène' };

  it('reads the Arabic name in Arabic and the French name in French', () => {
    expect(localizedCompanyName(brand, 'ar')).toBe('أفين');
    expect(localizedCompanyName(brand, 'fr')).toBe('Avène');
    expect(localizedCompanyName(brand, 'en')).toBe('Avene');
  });

  it('falls back to the name when the localized one is missing or blank', () => {
    expect(localizedCompanyName({ ...brand, nameAr: null }, 'ar')).toBe('Avene');
    expect(localizedCompanyName({ ...brand, nameFr: '  ' }, 'fr')).toBe('Avene');
  });
});

describe('sortCategories', () => {
  const category = (id: number, name: string, sortOrder: number): Category => ({
    id,
    name,
    sortOrder,
    isActive: true,
    image: null,
    products_count: 0,
  });

  it('orders by sortOrder, then name, without changing its input', () => {
    const input = [category(1, 'Skincare', 3), category(2, 'Cosmetics', 1), category(3, 'Baby', 3)];
    expect(sortCategories(input).map((c) => c.id)).toEqual([2, 3, 1]);
    expect(input.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
