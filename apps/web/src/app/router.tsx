import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import StorefrontLayout from './layouts/storefront-layout';
import { AppShell } from './app-shell';
import { AdminErrorFallback, StorefrontErrorFallback } from './routes/error-fallback';
import NotFoundPage from './routes/not-found-page';
import { RouteErrorBoundary, type ErrorScreen } from './routes/route-error-boundary';

type PageModule = { default: ComponentType };
type PageHandle = { preload: () => Promise<PageModule> };

/**
 * A storefront page as its own chunk, loaded when its route is first shown (the layout's Suspense
 * covers the wait) or earlier through preloadRoute.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // Once preloaded, the page renders at once (a thenable that is already settled): a server-rendered
  // page hydrates in one pass instead of waiting a turn behind its Suspense boundary.
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : preload(),
  );
  return { element: <Page />, handle: { preload } satisfies PageHandle };
}

/**
 * An area built in the browser only (the back office, the riders' screen): its guard and routes are
 * a chunk of their own, fetched when its address is opened (alongside the translations, through
 * preloadRoute), so a shopper's first load carries none of them (decision 291). A chunk that fails
 * to load shows the area's error screen.
 */
function area(
  load: () => Promise<PageModule>,
  fallback: ErrorScreen,
): Pick<RouteObject, 'element' | 'handle'> {
  const { element, handle } = page(load);
  return {
    element: (
      <RouteErrorBoundary fallback={fallback}>
        <Suspense fallback={<PageSpinner />}>{element}</Suspense>
      </RouteErrorBoundary>
    ),
    handle,
  };
}

/** The storefront's footer, a chunk of its own preloaded with the page (decision 292). */
const siteFooter = page(() => import('@/components/layout/storefront/site-footer'));

/**
 * Every route of SPEC section 2's table. The public pages' routes have ids: their loaders
 * (src/app/page-loads.ts) are attached by id on the server, which renders these routes with React
 * Router's static data router; the browser renders the same objects with useRoutes, which keeps the
 * data router's code out of the first load (decisions 060, 215).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        id: 'storefront',
        element: <StorefrontLayout footer={siteFooter.element} />,
        handle: siteFooter.handle,
        children: [
          {
            // Inside the layout, so a crashing page keeps the header and footer.
            element: <RouteErrorBoundary fallback={StorefrontErrorFallback} />,
            children: [
              { id: 'home', index: true, ...page(() => import('@/features/catalogue/pages/home-page')) },
              {
                id: 'brand',
                path: 'brands/:brandId',
                ...page(() => import('@/features/catalogue/pages/brand-page')),
              },
              // `{id}-{slug}` (packages/shared item-urls), decision 190.
              {
                id: 'product',
                path: 'products/:item',
                ...page(() => import('@/features/item-pages/pages/product-page')),
              },
              {
                id: 'pack',
                path: 'packs/:item',
                ...page(() => import('@/features/item-pages/pages/pack-page')),
              },
              { path: 'shopping-cart', ...page(() => import('@/features/cart/pages/cart-page')) },
              { path: 'favorites', ...page(() => import('@/features/favourites/pages/favourites-page')) },
              { path: 'login', ...page(() => import('@/features/auth/pages/login-page')) },
              { path: 'register', ...page(() => import('@/features/auth/pages/register-page')) },
              { path: 'verify-gmail', ...page(() => import('@/features/auth/pages/forgot-password-page')) },
              { path: 'verify-code', ...page(() => import('@/features/auth/pages/verify-code-page')) },
              { path: 'reset-password', ...page(() => import('@/features/auth/pages/reset-password-page')) },
              {
                path: 'change-password',
                ...page(() => import('@/features/auth/pages/change-password-page')),
              },
              {
                path: 'account-profile',
                ...page(() => import('@/features/account/pages/account-profile-page')),
              },
              { id: 'not-found', path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      // The back office: its own routes below /admin (src/app/admin-area.tsx, behind AdminGuard).
      { path: 'admin/*', ...area(() => import('./admin-area'), AdminErrorFallback) },
      {
        // The riders' phone screen (issue 29): built in the browser, like the back office.
        path: 'rider',
        ...area(
          () => import('./rider-guard').then((module) => ({ default: module.RiderGuard })),
          StorefrontErrorFallback,
        ),
      },
    ],
  },
];

/** The app's routes for the current location (inside a BrowserRouter). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Starts fetching the chunk of the storefront page at `pathname` (or of the back office's or the
 * riders' area) at once, in parallel with the translations, instead of when the page first renders.
 * The back office's screens themselves are left to AdminGuard.
 * Settles when the chunks are here (a server-rendered page hydrates once they are).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    const handle = route.handle as Partial<PageHandle> | undefined;
    const load = handle?.preload?.();
    if (load) loads.push(load);
  }
  // A chunk that fails to load is reported by the page's own Suspense, not here.
  return Promise.all(loads).catch(() => undefined);
}
