import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@parashop/shared/api-types';
import { AppProvider } from '@/app/provider';
import { appRoutes, preloadRoute } from '@/app/router';
import { initI18n } from '@/i18n';
import { userQueryKey } from '@/lib/auth/user-query';
import { setLoggedFlag } from '@/lib/auth-flag';
import { createQueryClient } from '@/lib/query-client';
import { createAppStore, type AppStore, type RootState } from '@/store';

export interface RenderOptions {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  queryClient?: QueryClient;
  /** A signed-in user: sets the islogged flag and seeds the GET /api/me cache with it. */
  user?: User | null;
}

function setup(options: RenderOptions) {
  const store = options.store ?? createAppStore(options.preloadedState);
  const queryClient = options.queryClient ?? createQueryClient();
  if (options.user) {
    setLoggedFlag(true);
    queryClient.setQueryData(userQueryKey, options.user);
  }
  return { store, queryClient };
}

/** Renders a component inside the app's providers (store, query client, confirm, toasts). */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  await initI18n('en');
  const { store, queryClient } = setup(options);
  const result = render(
    <AppProvider store={store} queryClient={queryClient}>
      {ui}
    </AppProvider>,
  );
  return { ...result, store, queryClient };
}

/**
 * Renders the whole app's route tree in memory at `path`. The route's page chunks are loaded first
 * (the back office is one module graph: seconds to transform on a busy machine), so what a test then
 * waits for is the page, not the loading of its code.
 */
export async function renderRoute(path: string, options: RenderOptions = {}) {
  const { pathname } = new URL(path, 'http://localhost');
  await Promise.all([
    initI18n('en'),
    preloadRoute(pathname),
    // Behind the admin area's guard, its screens are one more import (app/admin-routes.tsx).
    pathname.startsWith('/admin') ? import('@/app/admin-pages') : null,
  ]);
  const { store, queryClient } = setup(options);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(
    <AppProvider store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, store, queryClient };
}

export const adminUser: User = {
  id: 1,
  full_name: 'Shop Admin',
  email: 'admin@parashop.test',
  city: 'Dakhla',
  role_id: 1,
  created_at: '2026-01-01T10:00:00.000Z',
};

export const customerUser: User = {
  id: 2,
  full_name: 'Salma Customer',
  email: 'salma@gmail.com',
  city: 'Dakhla',
  role_id: 2,
  created_at: '2026-02-01T10:00:00.000Z',
};
