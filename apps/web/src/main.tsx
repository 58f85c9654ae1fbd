import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LANGUAGES, type Language } from '@parashop/shared/constants';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import { AREA_NAMESPACES, initI18n } from './i18n';
import { areaOfPath, displayLanguage } from './i18n/language';
import { queryClient } from './lib/query-client';
import { createPersistedStore } from './store';
import { setLanguage } from './store/ui-slice';
import './index.css';

const store = createPersistedStore();
// A shared address in a language (`?lang=fr`, as the server wrote the page) shows it in that language.
const requestedLanguage = new URLSearchParams(window.location.search).get('lang');
if ((LANGUAGES as readonly (string | null)[]).includes(requestedLanguage)) {
  store.dispatch(setLanguage(requestedLanguage as Language));
}
const area = areaOfPath(window.location.pathname);
// Start translations in the language the first screen shows, so nothing flashes in another one.
void initI18n(displayLanguage(store.getState().ui, area), AREA_NAMESPACES[area]);

// The page's chunk is fetched alongside the translations, not after them.
preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a slow phone stays responsive while the page builds).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider store={store} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
});
