/**
 * The server renderer of the public pages (docs/decisions/192-server-rendering.md,
 * 215-rendering-path.md). The API's pages module loads the build of this file
 * (dist-server/entry-server.js) and calls `render` for the storefront's pages: React Router's static
 * data router runs the matched routes' loaders once (src/app/page-loads.ts), the tree renders once
 * with their answers, and the API writes the page's head from the same loaded data. The browser
 * hydrates the same routes (src/main.tsx).
 */
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@parashop/shared/constants';
import type { RenderAnswer } from '@parashop/shared/page-load';
import { loadedPage, PAGE_MODULES, withPageLoads, type PageLoadContext } from './app/page-loads';
import { AppRoot } from './app/provider';
import { appRoutes } from './app/router';
import { createServerI18n } from './i18n/server';
import type { ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { serialisePageData, toSentError, type PageData } from './ssr/page-data';
import { createAppStore } from './store';
import { setLanguage } from './store/ui-slice';

export { PAGE_DATA_ID } from './ssr/page-data';

export type RenderRequest = {
  /** The path and query of the page (`/brands/3?sort=price_asc`), as the server keeps it. */
  url: string;
  /**
   * The language to render in and whether the visitor chose it (the address's `?lang=`, or the
   * language cookie of an earlier choice), as the API found them. Not a language: English, chosen
   * by nobody.
   */
  lang: string;
  languageChosen: boolean;
  /** How the route loaders reach the API for this render (the API in process, in the page's language). */
  fetchApi: ApiTransport;
};

export type { RenderAnswer };

const RENDER_TIMEOUT_MS = 5000;

/** The public routes with their loaders, and the handler that runs them: made once per process. */
const handler = createStaticHandler(withPageLoads(appRoutes));

function languageOf(request: RenderRequest): { lang: Language; languageChosen: boolean } {
  return (LANGUAGES as readonly string[]).includes(request.lang)
    ? { lang: request.lang as Language, languageChosen: request.languageChosen }
    : { lang: 'en', languageChosen: false };
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The queries the render mounted that have no answer (a loader left them out). */
function unloadedQueries(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query))
    .map((query) => JSON.stringify(query.queryKey));
}

/**
 * Renders a storefront page: its loaders run once (in parallel, through `fetchApi`), then the tree
 * renders once with their answers in a fresh query cache. React's prerender waits for the lazy page,
 * so the HTML is the finished page.
 */
export async function render(request: RenderRequest): Promise<RenderAnswer> {
  const { lang, languageChosen } = languageOf(request);
  const queryClient = createQueryClient();
  // A query the loaders left out is not fetched during the render (it renders its loading state, and
  // the browser fetches it after hydration); a failed load shows its error state as in the browser.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, retryOnMount: false },
  });
  const context: PageLoadContext = { queryClient, transport: request.fetchApi };
  const url = new URL(request.url, 'http://localhost');
  const loaded = await handler.query(new Request(url), { requestContext: context });
  if (loaded instanceof Response) {
    const location = loaded.headers.get('location');
    if (loaded.status >= 300 && loaded.status < 400 && location) return { kind: 'redirect', location };
    throw new Error(`the loaders answered ${loaded.status}`);
  }

  const i18n = createServerI18n(lang);
  const store = createAppStore();
  // As src/main.tsx does with the page data's language: the same state, the same first render.
  if (languageChosen) store.dispatch(setLanguage(lang));
  const router = createStaticRouter(handler.dataRoutes, loaded);
  const tree = (
    <AppRoot i18n={i18n} store={store} queryClient={queryClient}>
      {/* No hydration script: the browser hydrates these routes with useRoutes (decision 215). */}
      <StaticRouterProvider router={router} context={loaded} hydrate={false} />
    </AppRoot>
  );
  const { prelude } = await prerender(tree, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every boundary in place in the markup: a large one would otherwise come after its fallback,
    // revealed by an inline script the page's CSP refuses (and a reader without JavaScript never sees).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  const unloaded = unloadedQueries(queryClient);

  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    if (query.state.status === 'error') {
      (query.state as { error: unknown }).error = toSentError(query.state.error);
    }
  }
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const data: PageData = { lang, languageChosen, namespaces, queries: state };
  queryClient.clear();
  return {
    kind: 'page',
    html,
    data: serialisePageData(data),
    page: loadedPage(loaded.loaderData as Record<string, unknown>, url.pathname),
    unloaded,
    modules: loaded.matches.flatMap((match) => PAGE_MODULES[match.route.id] ?? []),
  };
}
