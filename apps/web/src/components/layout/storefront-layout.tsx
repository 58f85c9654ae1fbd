import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAreaLanguage } from '../../i18n/use-area-language';
import { LoadingState } from '../ui/spinner';
import { MobileBottomBar } from './mobile-bottom-bar';
import { StorefrontFooter } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';

/** The public pages' frame: header, the page, footer, and the phone bottom bar. */
export default function StorefrontLayout() {
  const language = useAreaLanguage('storefront');
  return (
    <div className="has-bottom-bar flex min-h-screen flex-col">
      <StorefrontHeader language={language} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <StorefrontFooter />
      <MobileBottomBar />
    </div>
  );
}
