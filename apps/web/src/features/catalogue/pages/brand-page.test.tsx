import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState } from '@/store/ui-slice';
import { renderRoute } from '@/test/render';
import { brand, cataloguePage, mockApi, product, stubBrowserApis } from '../testing/catalogue-api';

const balm = product(11, 'Cicalfate Balm', 90);
const serum = product(12, 'Hydrance Serum', 150);
const brandQuery = '/api/catalogue?company_id=5&type=products&sort=name_asc&per_page=24';
const state = { ui: { ...initialUiState, language: 'en' as const, languageChosen: true } };

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  stubBrowserApis();
});
afterEach(() => vi.unstubAllGlobals());

describe('brand page', { timeout: 20_000 }, () => {
  it("asks the server for the brand's products by name, and counts them", async () => {
    const { urls } = mockApi((url) =>
      url === brandQuery
        ? {
            status: 200,
            body: cataloguePage(
              [
                { kind: 'product', item: balm },
                { kind: 'product', item: serum },
              ],
              { per_page: 24, total: 30, last_page: 2 },
            ),
          }
        : undefined,
    );
    await renderRoute('/brands/5', { preloadedState: state });
    expect(await screen.findByRole('heading', { level: 1, name: brand.name })).toBeTruthy();
    expect(await screen.findByText('30 products found')).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(
      2,
    );
    expect(screen.getByRole('article', { name: 'Cicalfate Balm' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeTruthy();
    expect(urls.filter((url) => /^\/api\/(products|packs)(\?|$)/.test(url))).toEqual([]);
  });

  it('searches through the server, says when nothing matches, and clears the search', async () => {
    const user = userEvent.setup();
    const { urls } = mockApi((url) => {
      if (url === brandQuery)
        return { status: 200, body: cataloguePage([{ kind: 'product', item: balm }], { per_page: 24 }) };
      if (url === '/api/catalogue?q=zzz&company_id=5&type=products&sort=name_asc&per_page=24')
        return { status: 200, body: cataloguePage([], { per_page: 24 }) };
      return undefined;
    });
    const { router } = await renderRoute('/brands/5', { preloadedState: state });
    await screen.findByRole('article', { name: 'Cicalfate Balm' });

    await user.type(screen.getByLabelText('Search by product or category'), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('Nothing in this brand matches “zzz”.')).toBeTruthy();
    expect(screen.getByText('0 products found')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=zzz');
    // One request for the whole word, not one per letter.
    expect(urls.filter((url) => url.includes('q=z'))).toEqual([
      '/api/catalogue?q=zzz&company_id=5&type=products&sort=name_asc&per_page=24',
    ]);

    // A link to the brand's own address (followed without the page's script), handled in place here.
    const clear = screen.getByRole('link', { name: 'Clear search' });
    expect(clear.getAttribute('href')).toBe('/brands/5');
    await user.click(clear);
    expect(await screen.findByRole('article', { name: 'Cicalfate Balm' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows the error with a retry when the products cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi((url) =>
      url === brandQuery
        ? fail
          ? { status: 500, body: { message: 'Something went wrong. Please try again.' } }
          : { status: 200, body: cataloguePage([{ kind: 'product', item: serum }], { per_page: 24 }) }
        : undefined,
    );
    await renderRoute('/brands/5', { preloadedState: state });
    expect(await screen.findByText('Error fetching products or packs.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Hydrance Serum' })).toBeTruthy();
  });

  it('says when the brand does not exist, without asking for products of a bad id', async () => {
    const { urls } = mockApi(() => undefined);
    await renderRoute('/brands/abc', { preloadedState: state });
    expect(await screen.findByRole('heading', { name: 'Brand not found' })).toBeTruthy();
    await waitFor(() => expect(urls).toContain('/api/companies'));
    expect(urls.some((url) => url.startsWith('/api/catalogue?'))).toBe(false);
  });
});
