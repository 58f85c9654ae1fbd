import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState } from '@/store/ui-slice';
import { renderRoute } from '@/test/render';
import { cataloguePage, held, mockApi, pack, product, stubBrowserApis } from '../testing/catalogue-api';

const serum = product(1, 'Vitamin C Serum', 200);
const cream = product(2, 'Sun Cream', 80);
const routine = pack(3, 'Summer Routine', [serum, cream]);
const firstPage = cataloguePage(
  [
    { kind: 'product', item: serum },
    { kind: 'product', item: cream },
    { kind: 'pack', item: routine },
  ],
  { total: 11, last_page: 2 },
);

const state = { ui: { ...initialUiState, language: 'en' as const, languageChosen: true } };
const cardNames = () =>
  within(document.getElementById('catalogue')!)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  stubBrowserApis();
});
afterEach(() => vi.unstubAllGlobals());

describe('home page', { timeout: 20_000 }, () => {
  it('shows the hero and a page of the catalogue as the server chose them, never the full lists', async () => {
    const { urls } = mockApi((url) => {
      if (url === '/api/catalogue/hero')
        return { status: 200, body: { data: [{ badge: 'offer', kind: 'product', item: serum }] } };
      if (url === '/api/catalogue') return { status: 200, body: firstPage };
      return undefined;
    });
    await renderRoute('/', { preloadedState: state });

    const hero = await screen.findByRole('region', { name: 'Featured products' });
    expect(within(hero).getByRole('heading', { level: 2, name: 'Vitamin C Serum' })).toBeTruthy();
    expect(within(hero).getByText('Offer')).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Vitamin C Serum', 'Sun Cream', 'Summer Routine']));
    expect(screen.getByText('Showing 1–3 of 11')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeTruthy();
    expect(urls.filter((url) => /^\/api\/(products|packs)(\?|$)/.test(url))).toEqual([]);
  });

  it('loads the cards of the first row lazily below the hero, from the AVIF and WebP variants', async () => {
    mockApi((url) => (url === '/api/catalogue' ? { status: 200, body: firstPage } : undefined));
    await renderRoute('/', { preloadedState: state });
    const card = await screen.findByRole('article', { name: 'Vitamin C Serum' });
    const picture = card.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/storage/products/p1-thumb.webp');
    const set = (format: string) =>
      [160, 320, 640, 1024].map((width) => `/storage/products/p1-w${width}.${format} ${width}w`).join(', ');
    expect(picture.getAttribute('srcset')).toBe(set('webp'));
    const avif = card.querySelector('picture > source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toBe(set('avif'));
    expect(avif.getAttribute('sizes')).toBe(picture.getAttribute('sizes'));
    expect(picture.getAttribute('sizes')).toContain('(min-width: 1280px) 205px');
    expect(picture.getAttribute('width')).toBe('400');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('decoding')).toBe('async');
  });

  it('asks the server again when a filter changes, keeping the cards shown until the answer comes', async () => {
    const user = userEvent.setup();
    const sorted = held<{ status: number; body: unknown }>();
    const { urls } = mockApi((url) => {
      if (url === '/api/catalogue') return { status: 200, body: firstPage };
      if (url === '/api/catalogue?category_id=2&sort=price_asc') return sorted.promise;
      if (url === '/api/catalogue?sort=price_asc') return { status: 200, body: firstPage };
      return undefined;
    });
    const { router } = await renderRoute('/', { preloadedState: state });
    await screen.findByRole('article', { name: 'Sun Cream' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() => expect(urls).toContain('/api/catalogue?sort=price_asc'));
    await user.click(await screen.findByRole('radio', { name: 'Skincare' }));
    await waitFor(() => expect(urls).toContain('/api/catalogue?category_id=2&sort=price_asc'));
    expect(router.state.location.search).toBe('?category=2&sort=price_asc');
    // The previous cards stay, marked busy, instead of a loading flash.
    expect(cardNames()).toEqual(['Vitamin C Serum', 'Sun Cream', 'Summer Routine']);
    expect(document.querySelector('#catalogue [aria-busy="true"]')).not.toBeNull();

    sorted.release({
      status: 200,
      body: cataloguePage([
        { kind: 'product', item: cream },
        { kind: 'product', item: serum },
      ]),
    });
    await waitFor(() => expect(cardNames()).toEqual(['Sun Cream', 'Vitamin C Serum']));
    expect(document.querySelector('#catalogue [aria-busy="true"]')).toBeNull();
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });

  it('reads the filters of the URL into the first request, and pages forward', async () => {
    const user = userEvent.setup();
    const { urls } = mockApi((url) =>
      url.startsWith('/api/catalogue?') ? { status: 200, body: firstPage } : undefined,
    );
    const { router } = await renderRoute('/?q=creme&brand=5&min=100&max=1000&type=packs&sort=name_desc', {
      preloadedState: state,
    });
    await screen.findByRole('article', { name: 'Sun Cream' });
    expect(urls).toContain('/api/catalogue?q=creme&company_id=5&min_price=100&type=packs&sort=name_desc');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(urls).toContain(
        '/api/catalogue?q=creme&company_id=5&min_price=100&type=packs&sort=name_desc&page=2',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('shows the loading text and card shapes, then the error with a retry', async () => {
    const user = userEvent.setup();
    const first = held<{ status: number; body: unknown }>();
    let calls = 0;
    mockApi((url) => {
      if (url !== '/api/catalogue') return undefined;
      calls += 1;
      if (calls === 1) return first.promise;
      if (calls === 2) return { status: 500, body: { message: 'Something went wrong. Please try again.' } };
      return { status: 200, body: firstPage };
    });
    await renderRoute('/', { preloadedState: state });
    expect(await screen.findByText('Loading products and packs...')).toBeTruthy();
    expect(document.querySelectorAll('#catalogue [data-skeleton="card"]')).toHaveLength(8);
    expect(document.querySelector('[data-skeleton="hero"]')).not.toBeNull();

    first.release({ status: 500, body: { message: 'Something went wrong. Please try again.' } });
    expect(await screen.findByText('Error fetching products or packs.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Summer Routine' })).toBeTruthy();
  });

  it('says when nothing matches, and the reset asks for the plain catalogue', async () => {
    const user = userEvent.setup();
    const { urls } = mockApi((url) => {
      if (url === '/api/catalogue?q=zzz') return { status: 200, body: cataloguePage([]) };
      if (url === '/api/catalogue') return { status: 200, body: firstPage };
      return undefined;
    });
    const { router } = await renderRoute('/?q=zzz', { preloadedState: state });
    expect(await screen.findByRole('heading', { name: 'No products match your filters' })).toBeTruthy();
    // Links to the unfiltered catalogue (followed without the page's script), handled in place here.
    const resets = screen.getAllByRole('link', { name: 'Reset filters' });
    for (const reset of resets) expect(reset.getAttribute('href')).toBe('/#catalogue');
    await user.click(resets[resets.length - 1]!);
    expect(await screen.findByRole('article', { name: 'Sun Cream' })).toBeTruthy();
    expect(urls).toContain('/api/catalogue');
    expect(router.state.location.search).toBe('');
  });

  it('moves from a page past the last one to the last page', async () => {
    const { urls } = mockApi((url) => {
      if (url === '/api/catalogue?page=9')
        return { status: 200, body: cataloguePage([], { page: 9, total: 11, last_page: 2 }) };
      if (url === '/api/catalogue?page=2')
        return {
          status: 200,
          body: cataloguePage([{ kind: 'pack', item: routine }], { page: 2, total: 11 }),
        };
      return undefined;
    });
    const { router } = await renderRoute('/?page=9', { preloadedState: state });
    expect(await screen.findByRole('article', { name: 'Summer Routine' })).toBeTruthy();
    expect(urls).toContain('/api/catalogue?page=2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Showing 9–9 of 11')).toBeTruthy();
  });
});
