import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ROLE_RIDER } from '@parashop/shared/constants';
import { loginPathFor } from '@parashop/shared/return-path';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth/use-user';
import RiderLayout from './layouts/rider-layout';

const RiderPage = lazy(() => import('@/features/rider/pages/rider-page'));

/**
 * /rider only for a rider (decision 245): a signed-out visitor signs in and comes back here, anyone
 * else goes home. A rider whose session ends (logout, disabled by staff) goes to sign in.
 */
export function RiderGuard() {
  const { isLoading, user } = useUser();
  const location = useLocation();
  const wasRider = useRef(false);
  // A page the server rendered is hydrated as the server saw it (signed out): decide once mounted,
  // when the sign-in flag of this browser is known, instead of sending a rider to sign in.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const isRider = user?.role_id === ROLE_RIDER;
  if (isRider) wasRider.current = true;
  if (!mounted || isLoading) return <PageSpinner />;
  if (!user || !isRider) {
    if (wasRider.current) return <Navigate to="/login" replace />;
    if (user) return <Navigate to="/" replace />;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <RiderLayout>
      <Suspense fallback={<PageSpinner />}>
        <RiderPage userId={user.id} />
      </Suspense>
    </RiderLayout>
  );
}
