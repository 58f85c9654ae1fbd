import { describe, expect, it } from 'vitest';
import { formatRate } from './format-percent';

describe('formatRate', () => {
  it("shows a percent with at most one decimal, in the reader's language", () => {
    expect(formatRate(72.5, 'en')).toBe('72.5%');
    expect(formatRate(100, 'en')).toBe('100%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(72.5, 'fr').replace(/\s/g, ' ')).toBe('72,5 %');
  });

  it('shows a dash when there was nothing to divide by', () => {
    expect(formatRate(null, 'en')).toBe('—');
    expect(formatRate(null, 'ar')).toBe('—');
  });
});
