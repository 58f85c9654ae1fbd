import { Outlet, ScrollRestoration } from 'react-router';
import { AuthSync } from '../lib/auth/auth-sync';

/** The root route: cross-tab logout, scroll restoration, then the storefront or the back office. */
export function AppShell() {
  return (
    <>
      <AuthSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
