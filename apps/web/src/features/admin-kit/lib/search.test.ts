import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch } from './search';

describe('admin list search', () => {
  it('ignores case, accents, Arabic vowel marks and extra spaces', () => {
    expect(normalizeSearch('  Crème   Hydratante ')).toBe('creme hydratante');
    expect(normalizeSearch('أَفِين')).toBe(normalizeSearch('أفين'));
  });

  it('matches a part of any given value and keeps everything for a blank query', () => {
    expect(matchesSearch('roche', 'La Roche-Posay')).toBe(true);
    expect(matchesSearch('vichy', 'La Roche-Posay', null, 'Avène')).toBe(false);
    expect(matchesSearch('avene', 'La Roche-Posay', null, 'Avène')).toBe(true);
    expect(matchesSearch('   ', 'anything')).toBe(true);
  });
});
