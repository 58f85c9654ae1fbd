import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@parashop/shared/constants';
import { pageCount, pageItems } from '@/lib/paginate';
import { pageWindow } from '@/components/ui/pagination';
import { packFormDefaults, packPayload, toggleProduct } from './pack-form';
import { filterByName, packTotals } from './pack-lists';

describe('filterByName', () => {
  it('finds packs and picker products by a part of their name', () => {
    const items = [
      { id: 1, name: 'Routine Peau Sèche' },
      { id: 2, name: 'Pack Bébé' },
      { id: 3, name: 'Routine cheveux' },
    ];
    expect(filterByName(items, 'routine').map((item) => item.id)).toEqual([1, 3]);
    expect(filterByName(items, 'bebe').map((item) => item.id)).toEqual([2]);
    expect(filterByName(items, '')).toHaveLength(3);
  });

  it('pages the picker 12 at a time with at most 5 page buttons', () => {
    const products = Array.from({ length: 100 }, (_, index) => ({
      id: index + 1,
      name: `Product ${index + 1}`,
    }));
    expect(pageCount(products.length, PAGE_SIZES.packProductPicker)).toBe(9);
    expect(pageItems(products, 9, PAGE_SIZES.packProductPicker).map((p) => p.id)).toEqual([97, 98, 99, 100]);
    expect(pageWindow(9, 9, PAGE_SIZES.pageButtons)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('packTotals', () => {
  it('sums the products exactly and gives the saving', () => {
    expect(packTotals(100, [45.1, 30.2, 40.3])).toEqual({ productsTotal: 115.6, saving: 15.6 });
  });

  it('saves nothing when the pack costs as much or more than its products', () => {
    expect(packTotals(200, [45, 30])).toEqual({ productsTotal: 75, saving: 0 });
  });
});

describe('pack form values', () => {
  it('toggles a product in and out of the selection', () => {
    expect(toggleProduct([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleProduct([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('sends the price as a number', () => {
    const texts = { name_fr: 'Coffret', name_ar: null, description_fr: null, description_ar: 'اثنان' };
    expect(
      packPayload({ name: 'Pack', description: 'Two', price: 99.9, product_ids: [1, 2], ...texts }),
    ).toEqual({
      name: 'Pack',
      description: 'Two',
      price: 99.9,
      product_ids: [1, 2],
      ...texts,
    });
    expect(packFormDefaults().product_ids).toEqual([]);
  });
});
