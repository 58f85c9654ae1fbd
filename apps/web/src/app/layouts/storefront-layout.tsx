import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HeaderSearch } from '@/features/catalogue/components/header-search';
import { FavouritesCountSync } from '@/features/storefront-shared/components/favourites-count-sync';
import { ItemDetailsMount } from '@/features/storefront-shared/components/item-details-mount';
import { useAreaLanguage } from '@/i18n/use-area-language';
import { LoadingState } from '@/components/ui/spinner';
import { HydrationMark } from '@/ssr/hydrated';
import { RouteErrorBoundary } from '../routes/route-error-boundary';
import { BottomBar } from '@/components/layout/storefront/bottom-bar';
import { SiteHeader } from '@/components/layout/storefront/site-header';

const headerSearch = (className?: string) => <HeaderSearch {...(className ? { className } : {})} />;

/** A footer that failed to load leaves its place empty; the page itself stays. */
const NoFooter = () => null;

/**
 * The public pages' frame: header, the page, footer, the phone bottom bar, plus what every public
 * page shares: the product/pack detail modal (opened through the ui slice) and the favourites count.
 * `footer`: the site footer, a lazy chunk the router preloads with the page (src/app/router.tsx).
 */
export default function StorefrontLayout({ footer }: { footer: ReactNode }) {
  const language = useAreaLanguage('storefront');
  const { t } = useTranslation('common');
  return (
    <div className="has-bottom-bar flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader language={language} search={headerSearch} />
      {/*
        At least a screen's height below the header (9.75rem on phones, a little less on wide
        screens): the footer starts below the fold whatever the page or its loading state shows,
        so pages that fill in as their data arrives never push it across the screen.
      */}
      <main id="main" className="mx-auto min-h-[calc(100svh-9.75rem)] w-full max-w-7xl flex-1 px-4 py-6">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      {/* Its own boundary: the page above never waits for it, nor the footer for the page. */}
      <RouteErrorBoundary fallback={NoFooter}>
        <Suspense fallback={null}>{footer}</Suspense>
      </RouteErrorBoundary>
      <BottomBar />
      <ItemDetailsMount />
      <FavouritesCountSync />
    </div>
  );
}
