import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, neverAnswered } from '@/test/fetch';
import { adminUser, renderRoute } from '@/test/render';

// No server runs in unit tests: every request the screens make stays pending.
mockFetch(neverAnswered);

describe('language switch', () => {
  it('shows English first and switches the storefront to French, remembering the choice', async () => {
    const { store } = await renderRoute('/');
    // The storefront header loads its own texts first.
    const banner = await screen.findByRole('banner', undefined, { timeout: 5000 });
    expect(document.documentElement.lang).toBe('en');
    expect(
      within(within(banner).getByRole('group', { name: 'Language' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ENEnglish', 'FRFrançais', 'عالعربية']);
    // Links to the page in each language: they work before the page's script is ready (decision 220).
    expect(within(banner).getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/?lang=fr');

    await userEvent.click(within(banner).getByRole('link', { name: 'Français' }));
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
    // The storefront's header (its switch is links) once the storefront layout has replaced the admin's.
    const arabic = await screen.findByRole('link', { name: 'العربية' }, { timeout: 10_000 });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(arabic.getAttribute('aria-current')).toBe('true');
  }, 20_000);
});
