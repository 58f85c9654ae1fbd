import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, neverAnswered } from '@/test/fetch';
import { adminUser, customerUser, renderRoute } from '@/test/render';
import { initialUiState } from '@/store/ui-slice';
import { initialCartState } from '@/store/cart-slice';
import { setLoggedFlag } from '@/lib/auth-flag';

// Screens that the feature slices build may ask the API for data; no server runs in unit tests,
// so every request stays pending (the guard is decided by the seeded user query, not by fetch).
mockFetch(neverAnswered);

describe('admin guard', () => {
  it('sends a guest opening /admin/dashboard to sign in, with the address to come back to (decision 210)', async () => {
    const { router } = await renderRoute('/admin/dashboard?period=week');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/admin/dashboard?period=week',
    );
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith('/api/me', expect.anything());
  });

  it('sends a signed-in customer to /', async () => {
    const { router } = await renderRoute('/admin/products', { user: customerUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
  });

  it('shows the back office to an admin', async () => {
    const { router } = await renderRoute('/admin/dashboard', { user: adminUser });
    // The first visit loads the whole back office chunk, slow to transform under test (deliveries, riders
    // and cash made it larger: up to 12 s at load average 15).
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 20_000 });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // SPEC section 2's seven entries, with the calls to make and the blocked numbers (issue 14), the shop's settings (issue 16),
    // the deliveries, riders and their cash (issue 29), and the courier parcels and cash (issue 31).
    expect(entries).toEqual([
      '/admin/dashboard',
      '/admin/orders-dashboard',
      '/admin/confirmations',
      '/admin/deliveries',
      '/admin/riders',
      '/admin/cash',
      '/admin/couriers',
      '/admin/courier-cash',
      '/admin/products',
      '/admin/pack-management',
      '/admin/categories',
      '/admin/companies',
      '/admin/customers',
      '/admin/blocked-phones',
      '/admin/settings',
    ]);
  }, 30_000);

  it('redirects /admin to the dashboard for an admin', async () => {
    const { router } = await renderRoute('/admin', { user: adminUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'), { timeout: 10_000 });
  }, 20_000);

  it('sends an admin whose session ends in the back office to /login, where the admin logout leads', async () => {
    const { router } = await renderRoute('/admin/customers', { user: adminUser });
    await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 10_000 });
    act(() => setLoggedFlag(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  }, 20_000);

  it('shows a spinner while the user is still loading, then decides', async () => {
    window.localStorage.setItem('islogged', 'true');
    const { router } = await renderRoute('/admin/dashboard');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(fetch).toHaveBeenCalledWith('/api/me', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('404 page', () => {
  it('shows the exact texts and a button that leads home', async () => {
    const { router } = await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(
      screen.getByText("Sorry, the page you are looking for doesn't exist or has been moved."),
    ).toBeTruthy();

    const goHome = within(screen.getByRole('main')).getByRole('link', { name: 'Go Home' });
    expect(goHome.getAttribute('href')).toBe('/');
    await userEvent.click(goHome);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is translated into French for a shopper who chose French', async () => {
    await renderRoute('/nowhere', {
      preloadedState: {
        cart: initialCartState,
        ui: { ...initialUiState, language: 'fr', languageChosen: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('routes', () => {
  it.each([
    ['/', 'Home'],
    ['/shopping-cart', 'Shopping cart'],
    ['/login', 'Sign in'],
  ])('%s renders inside the storefront layout', async (path) => {
    await renderRoute(path);
    // The layout's header. A page may have a <header> of its own (the sign-in card's), which Testing
    // Library counts as a banner too once the page has its texts.
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getAllByRole('banner')).toContain(navigation.closest('header'));
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});
