import { Heart, Home, LayoutDashboard, ShoppingCart, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth/use-user';
import { cn } from '@/lib/cn';
import { useAppSelector } from '@/store/hooks';
import { CountBadge } from './count-badge';

/** Phone navigation (SPEC section 2): home, cart, favourites, and dashboard (admin) or profile. */
export function BottomBar() {
  const { t } = useTranslation('storefront');
  const { t: tCommon } = useTranslation('common');
  const { isAdmin } = useUser();
  const cartAmount = useAppSelector((state) => state.cart.cartAmount);
  const favoritesCount = useAppSelector((state) => state.ui.favoritesCount);

  const entries = [
    { to: '/', label: tCommon('nav.home'), icon: Home, count: 0, aria: undefined },
    {
      to: '/shopping-cart',
      label: tCommon('nav.cart'),
      icon: ShoppingCart,
      count: cartAmount,
      aria: t('header.cartWithCount', { count: cartAmount }),
    },
    {
      to: '/favorites',
      label: tCommon('nav.favorites'),
      icon: Heart,
      count: favoritesCount,
      aria: t('header.favouritesWithCount', { count: favoritesCount }),
    },
    isAdmin
      ? {
          to: '/admin/dashboard',
          label: tCommon('nav.dashboard'),
          icon: LayoutDashboard,
          count: 0,
          aria: undefined,
        }
      : { to: '/account-profile', label: tCommon('nav.profile'), icon: User, count: 0, aria: undefined },
  ];

  return (
    <nav
      aria-label={tCommon('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {entries.map(({ to, label, icon: Icon, count, aria }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              aria-label={aria}
              className={({ isActive }) =>
                cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  isActive ? 'text-brand-700' : 'text-slate-500',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'relative flex h-7 w-12 items-center justify-center rounded-full',
                      isActive && 'bg-brand-50',
                    )}
                  >
                    <Icon aria-hidden="true" className="h-5 w-5" />
                    <CountBadge count={count} className="-top-1.5 end-0.5" />
                  </span>
                  <span>{label}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
