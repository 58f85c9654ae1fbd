import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, renderRoute } from '@/test/render';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('language switch', () => {
  it('shows English first and switches the storefront to French, remembering the choice', async () => {
    const { store } = await renderRoute('/');
    // The storefront header loads its own texts first.
    const banner = await screen.findByRole('banner', undefined, { timeout: 5000 });
    expect(document.documentElement.lang).toBe('en');
    expect(
      within(within(banner).getByRole('group', { name: 'Language' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ENEnglish', 'FRFrançais', 'عالعربية']);

    await userEvent.click(within(banner).getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await within(banner).findByRole('link', { name: 'Accueil' })).toBeTruthy();
    expect(store.getState().ui).toMatchObject({ language: 'fr', languageChosen: true });
  });

  it('keeps Arabic, right to left, from the back office to the storefront', async () => {
    const { router } = await renderRoute('/admin/dashboard', { user: adminUser });
    // The first visit loads the whole back office chunk, slow to transform under test.
    const header = await screen.findByRole('group', { name: 'Language' }, { timeout: 10_000 });
    await userEvent.click(within(header).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');

    await router.navigate('/');
    const banner = await screen.findByRole('banner');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(banner).getByRole('button', { name: 'العربية' }).getAttribute('aria-pressed')).toBe('true');
  }, 20_000);
});
