import { describe, expect, it } from 'vitest';
import { atLimit, lineLimit } from './line-limit';

describe('lineLimit', () => {
  it('is the per-line cap when the shelf holds at least as much', () => {
    expect(lineLimit(50, 10)).toEqual({ max: 10, reason: 'perOrder' });
    expect(lineLimit(10, 10)).toEqual({ max: 10, reason: 'perOrder' });
  });

  it('is the stock when fewer are left than the cap', () => {
    expect(lineLimit(3, 10)).toEqual({ max: 3, reason: 'stock' });
    expect(lineLimit(0, 10)).toEqual({ max: 0, reason: 'stock' });
  });

  it('uses the default cap of 10 when none or a nonsense one is given', () => {
    expect(lineLimit(500)).toEqual({ max: 10, reason: 'perOrder' });
    expect(lineLimit(500, 0)).toEqual({ max: 10, reason: 'perOrder' });
    expect(lineLimit(500, 2.5)).toEqual({ max: 10, reason: 'perOrder' });
    expect(lineLimit(500, Number.NaN)).toEqual({ max: 10, reason: 'perOrder' });
  });

  it('treats a broken stock as nothing left', () => {
    expect(lineLimit(-4, 10)).toEqual({ max: 0, reason: 'stock' });
    expect(lineLimit(Number.NaN, 10)).toEqual({ max: 0, reason: 'stock' });
    expect(lineLimit(7.9, 10)).toEqual({ max: 7, reason: 'stock' });
  });

  it('says when a quantity has reached its limit', () => {
    expect(atLimit(9, lineLimit(50, 10))).toBe(false);
    expect(atLimit(10, lineLimit(50, 10))).toBe(true);
    expect(atLimit(12, lineLimit(50, 10))).toBe(true);
    expect(atLimit(3, lineLimit(3, 10))).toBe(true);
  });
});
