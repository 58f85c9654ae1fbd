import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@parashop/shared/constants';
import { useUser } from '../../lib/auth/use-user';
import { cn } from '../../lib/cn';
import { useAppSelector } from '../../store/hooks';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { storefrontLinks } from './storefront-nav-links';

/** Minimal storefront header: logo, main links, language switch. The storefront feature completes it. */
export function StorefrontHeader({ language }: { language: Language }) {
  const { t } = useTranslation('common');
  const { isAdmin } = useUser();
  const cartAmount = useAppSelector((state) => state.cart.cartAmount);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {storefrontLinks(isAdmin).map(({ to, labelKey, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cn(
                  'relative inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-brand-50 hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {to === '/shopping-cart' ? (
                <span>
                  <span aria-hidden="true">{t(labelKey)}</span>
                  <span className="sr-only">{t('nav.cartWithCount', { count: cartAmount })}</span>
                </span>
              ) : (
                t(labelKey)
              )}
              {to === '/shopping-cart' && cartAmount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-leaf-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
                >
                  {cartAmount}
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitch area="storefront" current={language} />
      </div>
    </header>
  );
}
