import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isLanguage } from '@parashop/shared/constants';
import { AppRoot } from './app/provider';
import { AppRoutes, preloadRoute } from './app/router';
import { AREA_NAMESPACES, i18n, initI18n } from './i18n';
import { areaOfPath, displayLanguage } from './i18n/language';
import { syncLanguageCookie } from './i18n/language-cookie';
import { queryClient } from './lib/query-client';
import { replayWhenHydrated } from './ssr/event-replay';
import { whenHydrated } from './ssr/hydrated';
import { hydrateQueries, readPageData, type PageData } from './ssr/page-data';
import { createHydratingStore, createPersistedStore, type AppStore } from './store';
import { setLanguage } from './store/ui-slice';
import './index.css';

// A shared address in a language (`?lang=fr`, as the server wrote the page) shows it in that language.
const asked = new URLSearchParams(window.location.search).get('lang');
const requestedLanguage = isLanguage(asked) ? asked : null;
const area = areaOfPath(window.location.pathname);

/** The whole app, the same tree whether the browser builds the page or hydrates the server's. */
function App({ store }: { store: AppStore }) {
  return (
    <AppRoot i18n={i18n} store={store} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const pageData = readPageData();
if (pageData) void hydratePage(root, pageData);
else renderPage(root);

/** A page the server did not render (the back office, the cart, the account): built in the browser. */
function renderPage(container: HTMLElement) {
  const store = createPersistedStore();
  if (requestedLanguage) store.dispatch(setLanguage(requestedLanguage));
  syncLanguageCookie(store);
  // Start translations in the language the first screen shows, so nothing flashes in another one.
  void initI18n(displayLanguage(store.getState().ui, area), AREA_NAMESPACES[area]);
  // The page's chunk is fetched alongside the translations, not after them.
  void preloadRoute(window.location.pathname);

  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a slow phone stays responsive while the page builds).
  startTransition(() => {
    createRoot(container).render(<App store={store} />);
  });
  // Nothing server-rendered to tap: the inline capture script stops holding events back.
  replayWhenHydrated();
}

/**
 * A server-rendered page (decisions 192, 215): the same routes, started from the state the server
 * rendered with (its language, its loaders' answers in the query cache, no saved cart yet), as soon
 * as the page's chunk and the texts it used are here, so the first render matches the HTML. The saved cart, favourites count and language
 * come in after hydration.
 */
async function hydratePage(container: HTMLElement, data: PageData) {
  // No wait for a paint: the page's chunk is preloaded by the HTML (modulepreload), so hydration starts
  // as soon as the page's code and texts are here, and the page answers taps as early as it can.
  const { store, restore } = createHydratingStore();
  // The language the server rendered in when chosen: the address's `?lang=`, or the shopper's earlier
  // choice carried by the language cookie.
  const rendered = data.languageChosen && isLanguage(data.lang) ? data.lang : null;
  const chosen = rendered ?? requestedLanguage;
  if (chosen) store.dispatch(setLanguage(chosen));
  const language = displayLanguage(store.getState().ui, area);
  const namespaces = [...new Set([...AREA_NAMESPACES[area], ...data.namespaces])];
  await Promise.all([initI18n(language, namespaces), preloadRoute(window.location.pathname)]);
  await i18n.loadNamespaces(namespaces);
  const release = hydrateQueries(queryClient, data.queries);
  whenHydrated(() => {
    restore();
    // The address's language wins over the saved one, as on a page built in the browser; a language
    // the server had from the cookie stays when nothing saved here says otherwise (storage cleared).
    if (requestedLanguage) store.dispatch(setLanguage(requestedLanguage));
    else if (rendered && !store.getState().ui.languageChosen) store.dispatch(setLanguage(rendered));
    syncLanguageCookie(store);
    release();
    // The page answers from here on.
    document.documentElement.setAttribute('data-hydrated', '');
    // The taps held back by the page's inline capture script are played now (decision 220).
    replayWhenHydrated();
  });
  // Hydration as a transition too: React hydrates in slices of a few milliseconds and lets the browser
  // answer in between, instead of one long task over the whole page (a phone's blocking time).
  startTransition(() => {
    hydrateRoot(container, <App store={store} />);
  });
}
