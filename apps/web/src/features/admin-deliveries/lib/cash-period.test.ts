import { describe, expect, it } from 'vitest';
import type { CashDay } from '@parashop/shared/api-types';
import { periodRange, riderTotals } from './cash-period';

const day = (riderId: number, expected: number, counted: number | null): CashDay => ({
  rider: { id: riderId, name: `Rider ${riderId}` },
  date: '2026-11-28',
  expected,
  delivered: 2,
  declared: null,
  counted,
  difference: counted === null ? null : counted - expected,
  note: null,
  closed_at: counted === null ? null : '2026-11-28T19:00:00.000Z',
  closed_by: counted === null ? null : 'Shop Admin',
  history: [],
});

describe('cash period', () => {
  it('gives the first and last day of a day or a month', () => {
    expect(periodRange({ kind: 'day', date: '2026-11-28' })).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
    expect(periodRange({ kind: 'month', month: '2026-02' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(periodRange({ kind: 'month', month: '2028-02' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodRange({ kind: 'month', month: '2026-12' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it("sums each rider's days, counting open days apart", () => {
    const totals = riderTotals([day(2, 30_000, 29_000), day(1, 10_000, null), day(2, 5_000, 5_000)]);
    expect(totals).toEqual([
      { rider: { id: 1, name: 'Rider 1' }, days: 1, expected: 10_000, counted: 0, difference: 0, open: 1 },
      {
        rider: { id: 2, name: 'Rider 2' },
        days: 2,
        expected: 35_000,
        counted: 34_000,
        difference: -1_000,
        open: 0,
      },
    ]);
  });
});
