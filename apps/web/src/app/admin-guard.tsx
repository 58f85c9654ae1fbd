import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../lib/auth/use-user';

/**
 * The top-level rule of SPEC section 2: /admin/* only for role_id 1, everyone else goes to '/'.
 * It lives in the main bundle and renders the lazy admin tree only for an admin, so a shopper
 * never downloads the back office.
 */
export function AdminGuard() {
  const { isLoading, isAdmin } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
