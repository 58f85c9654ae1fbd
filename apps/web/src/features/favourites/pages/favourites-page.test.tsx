import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavouritesResponse, Pack, Product } from '@parashop/shared/api-types';
import { initialUiState } from '@/store/ui-slice';
import { answerJson, mockFetch, type JsonAnswer } from '@/test/fetch';
import { customerUser, renderRoute } from '@/test/render';

const product = {
  id: 3,
  name: 'Vitamin C Serum',
  description: 'Brightening serum',
  price: 200,
  original_price: 200,
  offer_price: 150,
  offer: { id: 1, start_date: '2026-01-01', end_date: '2026-12-31', offer_price: 150 },
  stock: 8,
  image: null,
  category_id: 1,
  company_id: 1,
  category: { id: 1, name: 'Skincare' },
  company: { id: 1, name: 'Avène', nameAr: null, nameFr: null, image: null },
  number_click: 4,
  created_at: '2026-01-01T00:00:00Z',
  next_expiry: null,
  skin_types: [],
  concerns: [],
  age_group: null,
  pregnancy_safe: false,
  sale_mode: 'online',
} satisfies Product;

const pack = {
  id: 2,
  name: 'Summer Kit',
  description: 'Sun care',
  price: 250.5,
  original_price: 300,
  offer_price: null,
  stock: 4,
  images: [],
  number_click: 1,
  products: [
    { id: 3, name: 'Vitamin C Serum', price: 200, image: null },
    { id: 4, name: 'Sun cream', price: 100, image: null },
  ],
  product_ids: [3, 4],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  sale_mode: 'online',
} satisfies Pack;

const favourites: FavouritesResponse = {
  products: [{ id: 10, target_id: 3, target: product }],
  packs: [{ id: 11, target_id: 2, target: pack }],
};

const state = { ui: { ...initialUiState, language: 'en' as const, languageChosen: true } };

const fetchMock = mockFetch();
const mockApi = (handler: (url: string, init: RequestInit) => JsonAnswer) =>
  fetchMock.mockImplementation(answerJson(handler));

// Whole pages render here (router, lazy chunks and texts, forms): on a busy machine they take longer
// than the default waits.
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});

describe('favourites page', { timeout: 20_000 }, () => {
  it('asks a guest to log in', async () => {
    await renderRoute('/favorites', { preloadedState: state });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Please log in to manage your favourites' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('lists products and packs with their badges, count and total value', async () => {
    mockApi(() => ({ status: 200, body: favourites }));
    const { store } = await renderRoute('/favorites', { preloadedState: state, user: customerUser });
    const serum = await screen.findByRole('article', { name: 'Vitamin C Serum' });
    expect(within(serum).getByText('25% off')).toBeTruthy();
    const kit = screen.getByRole('article', { name: 'Summer Kit' });
    expect(within(kit).getByText('2 products')).toBeTruthy();
    expect(screen.getByText('2 favorite items')).toBeTruthy();
    expect(screen.getByText('Total value: 400.50 DHS')).toBeTruthy();
    await waitFor(() => expect(store.getState().ui.favoritesCount).toBe(2));
  });

  it('removes at once, and puts the item back with an alert when the call fails', async () => {
    const user = userEvent.setup();
    let failToggle = true;
    let stored = favourites;
    mockApi((url) => {
      if (url !== '/api/favourites/toggle') return { status: 200, body: stored };
      if (failToggle) return { status: 500, body: { message: 'Something went wrong. Please try again.' } };
      stored = { ...favourites, packs: [] };
      return { status: 200, body: { favourited: false } };
    });
    const { store } = await renderRoute('/favorites', { preloadedState: state, user: customerUser });
    await screen.findByRole('article', { name: 'Summer Kit' });

    await user.click(screen.getByRole('button', { name: 'Remove Summer Kit from favorites' }));
    expect(await screen.findByText('Failed to remove from favorites. Please try again.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Summer Kit' })).toBeTruthy();
    await waitFor(() => expect(store.getState().ui.favoritesCount).toBe(2));

    failToggle = false;
    await user.click(screen.getByRole('button', { name: 'Remove Summer Kit from favorites' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Summer Kit' })).toBeNull());
    expect(screen.getByText('1 favorite item')).toBeTruthy();
    await waitFor(() => expect(store.getState().ui.favoritesCount).toBe(1));
  });

  it('shows the load error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi((url) =>
      url === '/api/favourites' && fail
        ? { status: 500, body: { message: 'boom' } }
        : { status: 200, body: favourites },
    );
    await renderRoute('/favorites', { preloadedState: state, user: customerUser });
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Favorites' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('There was a problem loading your favorite items. Please try again.'),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Vitamin C Serum' })).toBeTruthy();
  });
});
