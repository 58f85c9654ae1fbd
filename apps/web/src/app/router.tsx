import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import StorefrontLayout from '../components/layout/storefront-layout';
import { PageSpinner } from '../components/ui/spinner';
import { AdminGuard } from './admin-guard';
import { adminRoutes } from './admin-routes';
import { AppShell } from './app-shell';
import { AdminErrorFallback, StorefrontErrorFallback } from './routes/error-fallback';
import NotFoundPage from './routes/not-found-page';

type PageModule = { default: ComponentType };

/** A storefront page as its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Every route of SPEC section 2's table. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <StorefrontErrorFallback />,
    HydrateFallback: PageSpinner,
    children: [
      {
        element: <StorefrontLayout />,
        errorElement: <StorefrontErrorFallback />,
        children: [
          {
            // Inside the layout, so a crashing page keeps the header and footer.
            errorElement: <StorefrontErrorFallback />,
            children: [
              { index: true, ...page(() => import('../features/catalogue/pages/home-page')) },
              { path: 'brands/:brandId', ...page(() => import('../features/catalogue/pages/brand-page')) },
              { path: 'shopping-cart', ...page(() => import('../features/cart/pages/cart-page')) },
              { path: 'favorites', ...page(() => import('../features/favourites/pages/favourites-page')) },
              { path: 'login', ...page(() => import('../features/auth/pages/login-page')) },
              { path: 'register', ...page(() => import('../features/auth/pages/register-page')) },
              { path: 'verify-gmail', ...page(() => import('../features/auth/pages/forgot-password-page')) },
              { path: 'verify-code', ...page(() => import('../features/auth/pages/verify-code-page')) },
              { path: 'reset-password', ...page(() => import('../features/auth/pages/reset-password-page')) },
              {
                path: 'change-password',
                ...page(() => import('../features/auth/pages/change-password-page')),
              },
              {
                path: 'account-profile',
                ...page(() => import('../features/account/pages/account-profile-page')),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <AdminGuard />,
        errorElement: <AdminErrorFallback />,
        children: adminRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
