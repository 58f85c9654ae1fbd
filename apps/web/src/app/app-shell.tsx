import { Outlet } from 'react-router';
import { AuthSync } from '@/lib/auth/auth-sync';
import { StorefrontErrorFallback } from './routes/error-fallback';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { ScrollManager } from './scroll-manager';

/** The root route: cross-tab logout, scroll positions, then the storefront or the back office. */
export function AppShell() {
  return (
    <>
      <AuthSync />
      <ScrollManager />
      <RouteErrorBoundary fallback={StorefrontErrorFallback}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
