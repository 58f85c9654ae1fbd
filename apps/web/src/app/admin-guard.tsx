import { Suspense, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/use-user';

/**
 * The top-level rule of SPEC section 2: /admin/* only for role_id 1, everyone else goes to '/'.
 * It lives in the main bundle and renders the lazy admin tree only for an admin, so a shopper
 * never downloads the back office. An admin whose session ends while in the back office (the
 * logout button, a logout in another tab) goes to /login, where the admin logout leads (SPEC
 * section 4), so this guard and the logout never send the page two ways.
 */
export function AdminGuard() {
  const { isLoading, isAdmin } = useUser();
  const wasAdmin = useRef(false);
  if (isAdmin) wasAdmin.current = true;
  if (isLoading) return <PageSpinner />;
  if (!isAdmin) return <Navigate to={wasAdmin.current ? '/login' : '/'} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
