import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, PAGE_QUERY_PARAMS } from '@parashop/shared/page-load';
import { paramsFromFilters } from '@/features/catalogue/hooks/use-catalogue-filters';
import { PAGE_LOADS, PAGE_MODULES } from './page-loads';
import { appRoutes } from './router';

function routeIds(routes: typeof appRoutes): string[] {
  return routes.flatMap((route) => [...(route.id ? [route.id] : []), ...routeIds(route.children ?? [])]);
}

describe('what the public routes load', () => {
  it('names a loader for each public route id of the router, and only those', () => {
    const ids = routeIds(appRoutes);
    for (const id of Object.keys(PAGE_LOADS)) expect(ids, id).toContain(id);
  });

  it("names each page's chunk by the module the router imports", () => {
    const router = readFileSync(join(__dirname, 'router.tsx'), 'utf8');
    for (const [id, source] of Object.entries(PAGE_MODULES)) {
      expect(Object.keys(PAGE_LOADS), id).toContain(id);
      const alias = source.replace(/^src\//, '@/').replace(/\.tsx$/, '');
      expect(router, source).toContain(`import('${alias}')`);
    }
  });

  it("keeps every parameter of the home catalogue's addresses in the rendered page's key", () => {
    const params = paramsFromFilters({
      search: 'serum',
      categoryId: 2,
      companyId: 3,
      minPrice: 10,
      maxPrice: 500,
      type: 'packs',
      sort: 'price_asc',
      skinTypes: ['dry'],
      concerns: ['acne'],
      ageGroups: ['adult'],
      pregnancySafe: true,
      page: 2,
    });
    const names = [...new Set(params.keys())];
    expect([...PAGE_QUERY_PARAMS.home].sort()).toEqual(names.sort());
    params.set('utm_source', 'mail');
    params.set('fbclid', 'x');
    const key = canonicalPageUrl('/', params);
    expect(key).not.toMatch(/utm_source|fbclid/);
    expect(new URLSearchParams(key.split('?')[1]).getAll('skin_type')).toEqual(['dry']);
    expect(canonicalPageUrl('/products/3-serum/', new URLSearchParams('utm_source=a&lang=fr'))).toBe(
      '/products/3-serum?lang=fr',
    );
    expect(canonicalPageUrl('/brands/3', new URLSearchParams('q=a&page=2&sort=x'))).toBe(
      '/brands/3?q=a&page=2',
    );
  });
});
