import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import type { ReactNode } from 'react';
import type { Language } from '@parashop/shared/constants';
import { FreeDeliveryBanner } from './free-delivery-banner';
import { HeaderActions } from './header-actions';
import { MainNav } from './main-nav';

/**
 * The storefront header (SPEC section 2): free-delivery banner, logo, search entry, favourites and
 * cart with their counts, the dashboard or profile link, the language switch and the main links.
 * On phones the icons move to the bottom bar and the search gets its own row. The search box comes
 * from the layout (`search`, given the class of each place): it belongs to the catalogue feature.
 */
export function SiteHeader({
  language,
  search,
}: {
  language: Language;
  search: (className?: string) => ReactNode;
}) {
  return (
    // Wide screens keep the header in view; the banner scrolls away (negative top). Phones have the bottom bar.
    <header className="relative z-40 bg-surface/95 shadow-[0_1px_0_var(--color-line)] backdrop-blur md:sticky md:-top-9">
      <FreeDeliveryBanner />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6">
        <Logo className="shrink-0" />
        {search('hidden flex-1 md:block md:max-w-xl')}
        <div className="ms-auto flex items-center gap-2 sm:gap-3">
          <LanguageSwitch area="storefront" current={language} />
          <div className="hidden md:block">
            <HeaderActions />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-3 md:hidden">
        {search()}
      </div>
      <div className="hidden border-t border-line md:block">
        <MainNav className="mx-auto max-w-7xl px-3 py-1" />
      </div>
    </header>
  );
}
