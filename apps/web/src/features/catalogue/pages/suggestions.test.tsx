import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState } from '@/store/ui-slice';
import { renderRoute } from '@/test/render';
import { cataloguePage, mockApi, product, stubBrowserApis } from '../testing/catalogue-api';

const serum = product(1, 'Vitamin C Serum', 200);
const state = { ui: { ...initialUiState, language: 'en' as const, languageChosen: true } };

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  stubBrowserApis();
});
afterEach(() => vi.unstubAllGlobals());

describe('search suggestions', { timeout: 20_000 }, () => {
  it('lists suggestions while typing, picks one with the keyboard and opens its details', async () => {
    mockApi((url) => {
      if (url.startsWith('/api/catalogue/suggest'))
        return {
          status: 200,
          body: {
            q: 'vit',
            items: [{ kind: 'product', id: 1, name: 'Vitamin C Serum', image: null }],
            brands: [{ id: 7, name: 'Vichy', name_ar: null, name_fr: null }],
            categories: [],
          },
        };
      if (url === '/api/products/1') return { status: 200, body: serum };
      if (url.startsWith('/api/catalogue'))
        return { status: 200, body: cataloguePage([{ kind: 'product', item: serum }]) };
      return undefined;
    });
    await renderRoute('/', { preloadedState: state });
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    await user.type(search, 'vit');
    const option = await screen.findByRole('option', { name: 'Vitamin C Serum' });
    expect(search.getAttribute('aria-controls')).toBe(option.closest('[role="listbox"]')!.id);
    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Vitamin C Serum' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.clear(search);
    await user.type(search, 'vi');
    await screen.findByRole('option', { name: 'Vichy' });
  });

  it('a suggestion picked right after typing is not followed by a search of the typed letters', async () => {
    mockApi((url) => {
      if (url.startsWith('/api/catalogue/suggest'))
        return {
          status: 200,
          body: {
            q: 'vit',
            items: [{ kind: 'product', id: 1, name: 'Vitamin C Serum', image: null }],
            brands: [],
            categories: [],
          },
        };
      if (url === '/api/products/1') return { status: 200, body: serum };
      if (url.startsWith('/api/catalogue'))
        return { status: 200, body: cataloguePage([{ kind: 'product', item: serum }]) };
      return undefined;
    });
    const { router } = await renderRoute('/', { preloadedState: state });
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    await user.type(search, 'vit');
    await user.click(await screen.findByRole('option', { name: 'Vitamin C Serum' }));
    await screen.findByRole('dialog', { name: 'Vitamin C Serum' });
    // Longer than the typing pause that commits a search: the pick left nothing waiting.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.state.location.search).toBe('');
  });
});
