import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

// A generous bound against a hang: the first test transforms the home page's chunk (see below).
describe('search suggestions', { timeout: 40_000 }, () => {
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
    // The file's first render of the home page: its chunk (cards, pictures) is transformed now, up to
    // 16 s at load average 20 (the suggestions' list no longer brings the pictures' code in earlier).
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search the catalogue' },
      { timeout: 20_000 },
    );
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
    const search = await screen.findByRole('searchbox', { name: 'Search the catalogue' });
    // The clock is the test's: the suggestions are asked 150 ms after the typing, the search would be
    // committed at 300 ms; the pick comes in between, as a quick shopper's does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(search, { target: { value: 'vit' } });
      await act(() => vi.advanceTimersByTimeAsync(200));
      // The answer comes in real time while the test's clock stands still at 200 ms (what is due
      // now, such as the query's notifications, still runs).
      const asked = Date.now();
      while (!screen.queryByRole('option', { name: 'Vitamin C Serum' }) && Date.now() - asked < 10_000)
        await act(async () => {
          await vi.advanceTimersByTimeAsync(0);
          await new Promise((resolve) => setImmediate(resolve));
        });
      fireEvent.mouseDown(screen.getByRole('option', { name: 'Vitamin C Serum' }));
      await act(() => vi.advanceTimersByTimeAsync(1000));
    } finally {
      vi.useRealTimers();
    }
    await screen.findByRole('dialog', { name: 'Vitamin C Serum' });
    expect(router.state.location.search).toBe('');
  });
});
