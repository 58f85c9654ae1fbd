import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Category } from '@parashop/shared/api-types';
import { pageCount, pageItems } from '@/lib/paginate';
import { sortCategories } from '@/features/admin-kit/lib/names';
import { filterCategories } from './category-filters';

const category = (id: number, name: string, sortOrder: number): Category => ({
  id,
  name,
  sortOrder,
  isActive: true,
  image: null,
  products_count: 0,
});

describe('filterCategories', () => {
  const list = sortCategories([
    category(1, 'Soins du visage', 2),
    category(2, 'Hygiène', 1),
    category(3, 'Soins capillaires', 3),
  ]);

  it('searches the name and keeps the sortOrder order', () => {
    expect(filterCategories(list, 'soins').map((c) => c.id)).toEqual([1, 3]);
    expect(filterCategories(list, 'HYGIENE').map((c) => c.id)).toEqual([2]);
    expect(filterCategories(list, '').map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it('finds a category by its French or Arabic name too', () => {
    const named = [
      { ...category(4, 'Skincare', 1), name_fr: 'Soins du visage et du corps', name_ar: 'العناية بالبشرة' },
    ];
    expect(filterCategories(named, 'visage').map((c) => c.id)).toEqual([4]);
    expect(filterCategories(named, 'العناية').map((c) => c.id)).toEqual([4]);
    expect(filterCategories(named, 'hair').map((c) => c.id)).toEqual([]);
  });

  it('pages 15 categories at a time', () => {
    const many = Array.from({ length: 31 }, (_, index) =>
      category(index + 1, `Category ${index + 1}`, index),
    );
    expect(pageCount(many.length, PAGE_SIZES.categories)).toBe(3);
    expect(pageItems(many, 3, PAGE_SIZES.categories).map((c) => c.id)).toEqual([31]);
  });
});
