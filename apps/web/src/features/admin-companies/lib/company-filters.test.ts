import { describe, expect, it } from 'vitest';
import type { Company } from '@parashop/shared/api-types';
import { filterCompanies } from './company-filters';

const company = (id: number, name: string, nameFr: string | null, nameAr: string | null): Company => ({
  id,
  name,
  nameFr,
  nameAr,
  image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  products_count: 0,
});

const brands = [
  company(1, 'Avene', 'Avène', 'أفين'),
  company(2, 'Bioderma', null, 'بيوديرما'),
  company(3, 'Vichy', 'Vichy Laboratoires', null),
];
const ids = (list: Company[]) => list.map((c) => c.id);

describe('filterCompanies', () => {
  it('searches the Arabic name in Arabic, falling back to the name', () => {
    expect(ids(filterCompanies(brands, 'بيو', 'ar'))).toEqual([2]);
    expect(ids(filterCompanies(brands, 'vichy', 'ar'))).toEqual([3]);
    // In Arabic, Avene is shown (and found) by its Arabic name only.
    expect(ids(filterCompanies(brands, 'avene', 'ar'))).toEqual([]);
  });

  it('searches the French name in French, falling back to the name', () => {
    expect(ids(filterCompanies(brands, 'laboratoires', 'fr'))).toEqual([3]);
    expect(ids(filterCompanies(brands, 'bioderma', 'fr'))).toEqual([2]);
  });

  it('searches the name in English and keeps all for a blank search', () => {
    expect(ids(filterCompanies(brands, 'AVENE', 'en'))).toEqual([1]);
    expect(ids(filterCompanies(brands, 'laboratoires', 'en'))).toEqual([]);
    expect(ids(filterCompanies(brands, ' ', 'en'))).toEqual([1, 2, 3]);
  });
});
