import { Heart, LayoutDashboard, ShoppingCart, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth/use-user';
import { cn } from '@/lib/cn';
import { useAppSelector } from '@/store/hooks';
import { CountBadge } from './count-badge';

const iconLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative flex h-11 w-11 items-center justify-center rounded-full transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-brand-50 hover:text-brand-700',
  );

/**
 * Favourites (with their count), cart (with cartAmount, the number of lines) and the account link:
 * the dashboard for an admin, the profile for everyone else (SPEC section 2).
 */
export function HeaderActions() {
  const { t } = useTranslation('storefront');
  const { isAdmin } = useUser();
  const cartAmount = useAppSelector((state) => state.cart.cartAmount);
  const favoritesCount = useAppSelector((state) => state.ui.favoritesCount);

  return (
    <div className="flex items-center gap-1">
      <NavLink
        to="/favorites"
        className={iconLink}
        aria-label={t('header.favouritesWithCount', { count: favoritesCount })}
      >
        <Heart aria-hidden="true" className="h-5 w-5" />
        <CountBadge count={favoritesCount} className="-top-0.5 -end-0.5" />
      </NavLink>
      <NavLink
        to="/shopping-cart"
        className={iconLink}
        aria-label={t('header.cartWithCount', { count: cartAmount })}
      >
        <ShoppingCart aria-hidden="true" className="h-5 w-5" />
        <CountBadge count={cartAmount} className="-top-0.5 -end-0.5" />
      </NavLink>
      {isAdmin ? (
        <NavLink
          to="/admin/dashboard"
          className={iconLink}
          aria-label={t('header.dashboard')}
          title={t('header.dashboard')}
        >
          <LayoutDashboard aria-hidden="true" className="h-5 w-5" />
        </NavLink>
      ) : (
        <NavLink
          to="/account-profile"
          className={iconLink}
          aria-label={t('header.profile')}
          title={t('header.profile')}
        >
          <User aria-hidden="true" className="h-5 w-5" />
        </NavLink>
      )}
    </div>
  );
}
