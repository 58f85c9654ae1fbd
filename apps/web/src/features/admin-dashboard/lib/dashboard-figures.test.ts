import { describe, expect, it } from 'vitest';
import type { SalesPerCategory, SalesPerProduct } from '@parashop/shared/api-types';
import { categoryShares, overviewTotals, topSelling } from './dashboard-figures';

describe('order status tiles', () => {
  it('reads the four statuses, the cancelled one spelled canceled by the server', () => {
    expect(
      overviewTotals([
        { status: 'pending', total: 4 },
        { status: 'delivered', total: 10 },
        { status: 'returned', total: 1 },
        { status: 'canceled', total: 2 },
      ]),
    ).toEqual({ pending: 4, delivered: 10, returned: 1, canceled: 2 });
  });

  it('counts 0 for a missing status, accepts "cancelled" and ignores unknown ones', () => {
    expect(
      overviewTotals([
        { status: 'cancelled', total: 3 },
        { status: 'shipped', total: 7 },
      ]),
    ).toEqual({ pending: 0, delivered: 0, returned: 0, canceled: 3 });
  });
});

describe('top selling', () => {
  it('keeps the first five, in the order the server ranked them', () => {
    const rows: SalesPerProduct[] = Array.from({ length: 7 }, (_, index) => ({
      target_id: index + 1,
      target_name: 'product',
      name: `Item ${index + 1}`,
      name_fr: null,
      name_ar: null,
      image: null,
      price: 10,
      total_quantity_sold: 100 - index,
      total_revenue: 1000 - index * 10,
    }));
    expect(topSelling(rows).map((row) => row.target_id)).toEqual([1, 2, 3, 4, 5]);
    expect(topSelling([])).toEqual([]);
  });
});

describe('category shares', () => {
  const category = (id: number, revenue: number): SalesPerCategory => ({
    category_id: id,
    category_name: `Category ${id}`,
    category_name_fr: null,
    category_name_ar: null,
    total_revenue: revenue,
    total_quantity_sold: 1,
  });

  it('gives each category its share of the total revenue, exactly', () => {
    const { rows, totalCentimes } = categoryShares([category(1, 0.3), category(2, 0.1), category(3, 0.2)]);
    expect(totalCentimes).toBe(60);
    expect(rows.map((row) => row.share)).toEqual([0.5, 1 / 6, 1 / 3]);
  });

  it('gives 0 to everyone when nothing was sold', () => {
    const { rows, totalCentimes } = categoryShares([category(1, 0), category(2, 0)]);
    expect(totalCentimes).toBe(0);
    expect(rows.map((row) => row.share)).toEqual([0, 0]);
  });
});
