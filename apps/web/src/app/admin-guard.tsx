import { Suspense, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@parashop/shared/return-path';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/use-user';

/**
 * The top-level rule of SPEC section 2: /admin/* only for role_id 1. A signed-in customer goes to
 * '/'; a signed-out visitor goes to sign in, with the address asked for as `next`, and comes back
 * there once signed in (docs/decisions/210-admin-for-guests-goes-to-sign-in.md).
 * It comes with the back office's routes (src/app/admin-area.tsx) and renders the lazy screens only for an admin, so a shopper
 * never downloads the back office. An admin whose session ends while in the back office (the
 * logout button, a logout in another tab) goes to /login, where the admin logout leads (SPEC
 * section 4), so this guard and the logout never send the page two ways.
 */
export function AdminGuard() {
  const { isLoading, isAdmin, user } = useUser();
  const location = useLocation();
  const wasAdmin = useRef(false);
  if (isAdmin) wasAdmin.current = true;
  if (isLoading) return <PageSpinner />;
  if (!isAdmin) {
    if (wasAdmin.current) return <Navigate to="/login" replace />;
    if (user) return <Navigate to="/" replace />;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
