import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../lib/auth/use-user';
import { cn } from '../../lib/cn';
import { useAppSelector } from '../../store/hooks';
import { storefrontLinks } from './storefront-nav-links';

/** Phone navigation (SPEC section 2 "Mobile bottom bar"); hidden from the md breakpoint up. */
export function MobileBottomBar() {
  const { t } = useTranslation('common');
  const { isAdmin } = useUser();
  const cartAmount = useAppSelector((state) => state.cart.cartAmount);

  return (
    <nav
      aria-label={t('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {storefrontLinks(isAdmin).map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              aria-label={to === '/shopping-cart' ? t('nav.cartWithCount', { count: cartAmount }) : undefined}
              className={({ isActive }) =>
                cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  isActive ? 'text-brand-700' : 'text-slate-500',
                )
              }
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
              <span>{t(labelKey)}</span>
              {to === '/shopping-cart' && cartAmount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 start-1/2 ms-2 min-w-5 rounded-full bg-leaf-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
                >
                  {cartAmount}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
