import { describe, expect, it } from 'vitest';
import type { ProductLot } from '@parashop/shared/api-types';
import { lotState, lotsSummary } from './lots';

const lot = (lot_number: string, expiry_date: string, quantity: number): ProductLot => ({
  id: lot_number.length,
  lot_number,
  expiry_date,
  quantity,
  created_at: '2026-06-01T10:00:00Z',
});

describe('lots on the products screen', () => {
  it('counts the units not expired and the nearest date with units (a lot expiring today still counts)', () => {
    const lots = [
      lot('A', '2026-06-09', 5),
      lot('B', '2026-06-10', 2),
      lot('C', '2026-08-01', 3),
      lot('D', '2026-07-01', 0),
    ];
    expect(lotsSummary(lots, '2026-06-10')).toEqual({ units: 5, nextExpiry: '2026-06-10' });
    expect(lotsSummary([], '2026-06-10')).toEqual({ units: 0, nextExpiry: null });
  });

  it('marks expired, expiring within the window, fine and emptied lots', () => {
    expect(lotState(lot('A', '2026-06-09', 5), '2026-06-10')).toBe('expired');
    expect(lotState(lot('B', '2026-09-08', 5), '2026-06-10', 90)).toBe('expiring');
    expect(lotState(lot('C', '2026-09-09', 5), '2026-06-10', 90)).toBe('ok');
    expect(lotState(lot('D', '2026-07-01', 0), '2026-06-10')).toBe('empty');
  });
});
