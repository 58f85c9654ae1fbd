import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import { getI18n, setI18n } from 'react-i18next';
import { itemPath } from '@parashop/shared/item-urls';
import {
  brand,
  cataloguePage,
  category,
  emptyHero,
  product,
} from '@/features/catalogue/testing/catalogue-api';
import { preloadRoute } from './app/router';
import { render, type RenderAnswer } from './entry-server';

const settings = {
  shop_name: 'Parashop',
  address: 'Avenue Mohammed V',
  city: 'Dakhla',
  phone: '0528000000',
  email: 'contact@parashop.ma',
  opening_hours: 'Tous les jours, de 10 h à 23 h',
  facebook_url: '',
  instagram_url: '',
  latitude: null,
  longitude: null,
  whatsapp: null,
  order_max_units_per_line: 10,
  delivery_code_required: false,
};
const serum = product(7, 'Hydra Serum');

/** The API as the server's render reaches it: answers by path, every request recorded. */
function api() {
  const calls: string[] = [];
  const fetchApi = async (url: string) => {
    calls.push(url);
    const path = url.split('?')[0];
    const body =
      path === '/api/settings'
        ? settings
        : path === '/api/categories'
          ? [category]
          : path === '/api/companies'
            ? [brand]
            : path === '/api/catalogue/hero'
              ? emptyHero
              : path === '/api/catalogue'
                ? cataloguePage([{ kind: 'product', item: serum }])
                : path === `/api/products/${serum.id}`
                  ? serum
                  : null;
    return new Response(JSON.stringify(body ?? { message: 'Not found' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchApi };
}

// The pages' chunks, compiled on first import by the test runner, are loaded before the renders are
// timed (a server process has them built).
beforeAll(async () => {
  await Promise.all(['/', '/products/1-x', '/packs/1-x', '/brands/1'].map((path) => preloadRoute(path)));
}, 120_000);

/*
 * The other test files of this worker render in the browser's way in the same module world
 * (vite.config.ts); two things the server renders leave behind are put back after this file:
 * - createServerI18n registers each server instance with react-i18next (initReactI18next), and the
 *   last one would be the instance of every component rendered afterwards without a provider;
 * - React's server renderer keeps a context's current value on the context object, as the browser
 *   renderer does, and after a render that waited (the lazy pages) it leaves there the values of the
 *   providers it was inside, React Router's location among them: a browser render would then find
 *   itself inside this router ("You cannot render a <Router> inside another <Router>"). A render of
 *   nothing starts from no provider, which puts every context back to its default.
 */
let browserI18n: ReturnType<typeof getI18n>;
beforeAll(() => {
  browserI18n = getI18n();
});
afterAll(async () => {
  setI18n(browserI18n);
  await prerender(<></>);
});

const page = (answer: RenderAnswer) => {
  if (answer.kind !== 'page') throw new Error(`expected a page, got a redirect to ${answer.location}`);
  return answer;
};

// The first render loads the pages' lazy chunks: slower than a unit test's default on a busy machine.
describe('the server entry: loaders once, one render (decision 215)', { timeout: 30_000 }, () => {
  it('loads the home page once, renders it with the answers and hands back what it loaded', async () => {
    const { calls, fetchApi } = api();
    const answer = page(
      await render({
        url: '/?q=serum&category=3&sort=price_asc&page=2',
        lang: 'en',
        languageChosen: false,
        fetchApi,
      }),
    );
    // Each answer the page shows is asked for once, the catalogue with the address's filters.
    expect([...calls].sort()).toEqual(
      [
        '/api/catalogue/hero',
        '/api/catalogue?q=serum&category_id=3&sort=price_asc&page=2',
        '/api/categories',
        '/api/companies',
        '/api/settings',
      ].sort(),
    );
    expect(answer.unloaded).toEqual([]);
    expect(answer.html).toContain('Hydra Serum');
    expect(answer.page).toEqual({ kind: 'home', settings });
    // The page's chunk and the storefront footer's (decision 292), whose links are in the HTML.
    expect(answer.modules).toEqual([
      'src/components/layout/storefront/site-footer.tsx',
      'src/features/catalogue/pages/home-page.tsx',
    ]);
    expect(answer.html).toMatch(/<footer[^>]*>[\s\S]*<a [^>]*href="\/favorites"[\s\S]*<\/footer>/);
    // The answers travel to the browser in the data block: it hydrates without asking again.
    const data = JSON.parse(answer.data) as { queries: { queries: { queryKey: unknown[] }[] } };
    expect(data.queries.queries).toHaveLength(5);
  });

  it('loads a product once: the body and the head come from that one answer', async () => {
    const { calls, fetchApi } = api();
    const answer = page(
      await render({ url: itemPath('product', serum), lang: 'fr', languageChosen: true, fetchApi }),
    );
    expect(calls.filter((url) => url.startsWith('/api/products/'))).toEqual([`/api/products/${serum.id}`]);
    expect(answer.unloaded).toEqual([]);
    expect(answer.page).toMatchObject({ kind: 'product', item: { id: serum.id, name: 'Hydra Serum' } });
    expect(answer.html).toContain('Hydra Serum');
  });

  it("moves an item's address without its slug to the canonical one, and names an unknown item", async () => {
    const { fetchApi } = api();
    expect(
      await render({ url: `/products/${serum.id}`, lang: 'en', languageChosen: false, fetchApi }),
    ).toEqual({
      kind: 'redirect',
      location: itemPath('product', serum),
    });
    const missing = page(
      await render({ url: '/products/999-gone', lang: 'en', languageChosen: false, fetchApi }),
    );
    expect(missing.page).toMatchObject({ kind: 'not-found', path: '/products/999-gone' });
    const unknown = page(await render({ url: '/no/such/page', lang: 'ar', languageChosen: true, fetchApi }));
    expect(unknown.page).toMatchObject({ kind: 'not-found', path: '/no/such/page' });
  });

  it('loads a brand page with its search and page, and an unknown brand is the not-found page', async () => {
    const { calls, fetchApi } = api();
    const answer = page(
      await render({
        url: `/brands/${brand.id}?q=serum&page=2`,
        lang: 'en',
        languageChosen: false,
        fetchApi,
      }),
    );
    expect(answer.page).toMatchObject({ kind: 'brand', brand: { id: brand.id } });
    const catalogue = calls.filter((url) => url.startsWith('/api/catalogue'));
    expect(catalogue).toHaveLength(1);
    const asked = new URLSearchParams(catalogue[0]!.split('?')[1]);
    expect(Object.fromEntries(asked)).toMatchObject({
      company_id: String(brand.id),
      q: 'serum',
      page: '2',
      per_page: '24',
    });
    expect(answer.unloaded).toEqual([]);
    const unknown = page(await render({ url: '/brands/999', lang: 'en', languageChosen: false, fetchApi }));
    expect(unknown.page.kind).toBe('not-found');
  });
});
