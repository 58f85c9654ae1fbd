import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@parashop/shared/api-types';
import { initialUiState } from '@/store/ui-slice';
import { answerJson, mockFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';

const serum: Product = {
  id: 12,
  name: 'Sérum Éclat',
  description: 'A serum for a brighter skin.',
  price: 200,
  original_price: 200,
  offer_price: 150,
  offer: { id: 1, offer_price: 150, start_date: '2026-01-01', end_date: '2999-12-31' },
  stock: 4,
  image: 'products/serum.webp',
  category_id: 2,
  company_id: 5,
  category: { id: 2, name: 'Skincare' },
  company: { id: 5, name: 'Bioderma', nameAr: null, nameFr: null, image: null },
  number_click: 0,
  created_at: '2026-01-01T00:00:00Z',
  next_expiry: null,
  skin_types: [],
  concerns: [],
  age_group: null,
  pregnancy_safe: false,
  sale_mode: 'online',
};
const state = { ui: { ...initialUiState, language: 'en' as const, languageChosen: true } };

const fetchMock = mockFetch(
  answerJson((url) => {
    if (url === '/api/products/12') return { status: 200, body: serum };
    if (url.endsWith('/click')) return { status: 200, body: {} };
    return { status: 404, body: { message: 'Not found.' } };
  }),
);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

describe('product page', { timeout: 20_000 }, () => {
  it('shows the product with its brand and category links, and adds it to the cart', async () => {
    const { store } = await renderRoute('/products/12-serum-eclat', { preloadedState: state });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sérum Éclat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Bioderma products' }).getAttribute('href')).toBe(
      '/brands/5',
    );
    expect(screen.getByRole('link', { name: 'Catalogue: Skincare' }).getAttribute('href')).toBe(
      '/?category=2#catalogue',
    );
    expect(screen.getByText('A serum for a brighter skin.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sérum Éclat · Parashop'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/products/12-serum-eclat`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.cartItems).toEqual([
      expect.objectContaining({ id: 12, quantity: 1, price: 150 }),
    ]);
    expect(await screen.findByRole('button', { name: 'Update cart' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/products/12/click', expect.anything());
  });

  it('names the product, its brand and its description in the language shown', async () => {
    const french: Product = {
      ...serum,
      name_fr: 'Sérum Éclat (FR)',
      description_fr: 'Un sérum pour une peau plus lumineuse.',
      company: { ...serum.company, nameFr: 'Bioderma France' },
    };
    fetchMock.mockImplementation(
      answerJson((url) => ({ status: 200, body: url === '/api/products/12' ? french : {} })),
    );
    await renderRoute('/products/12-serum-eclat', {
      preloadedState: { ui: { ...state.ui, language: 'fr' as const } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sérum Éclat (FR)' })).toBeTruthy();
    expect(screen.getByText('Un sérum pour une peau plus lumineuse.')).toBeTruthy();
    expect(screen.getAllByText('Bioderma France').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Sérum Éclat (FR) · Parashop'));
  });

  it('moves a bare id or a stale slug to the canonical address', async () => {
    const { router } = await renderRoute('/products/12-old-name?lang=en', { preloadedState: state });
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/12-serum-eclat'));
    expect(router.state.location.search).toBe('?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sérum Éclat' })).toBeTruthy();
  });

  it('says when the product does not exist, with a way home', async () => {
    await renderRoute('/products/99-gone', { preloadedState: state });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('This product does not exist or is no longer sold here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/');
    // A 404 is not retried.
    const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/products/99');
    expect(asked).toHaveLength(1);
  });
});
