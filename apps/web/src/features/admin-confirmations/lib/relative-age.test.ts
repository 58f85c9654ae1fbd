import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const NOW = new Date('2026-11-18T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relativeAge', () => {
  it('counts minutes, then hours up to two days, then days', () => {
    expect(relativeAge(before(5 * 60_000), NOW, 'en')).toBe('5 min ago');
    expect(relativeAge(before(2 * 3_600_000 + 59 * 60_000), NOW, 'en')).toBe('2 hr ago');
    expect(relativeAge(before(30 * 3_600_000), NOW, 'en')).toBe('30 hr ago');
    expect(relativeAge(before(3 * 86_400_000), NOW, 'en')).toBe('3 days ago');
  });

  it("speaks the reader's language and never counts into the future", () => {
    expect(relativeAge(before(2 * 3_600_000), NOW, 'fr').replace(/\s/g, ' ')).toBe('il y a 2 h');
    expect(relativeAge(before(2 * 3_600_000), NOW, 'ar')).toBe('قبل ساعتين');
    expect(relativeAge(new Date(NOW.getTime() + 60_000).toISOString(), NOW, 'en')).toBe('this minute');
  });
});
