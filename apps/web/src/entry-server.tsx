/**
 * The server renderer of the public pages (docs/decisions/192-server-rendering.md). The API's
 * web-app plugin loads the build of this file (dist-server/entry-server.js) and calls `render` for
 * the storefront's pages; the browser hydrates the same tree (src/main.tsx).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@parashop/shared/constants';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createServerI18n } from './i18n/server';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { serialisePageData, toSentError, type PageData } from './ssr/page-data';
import { createAppStore } from './store';
import { setLanguage } from './store/ui-slice';

export { PAGE_DATA_ID } from './ssr/page-data';

export type RenderRequest = {
  /** The path and query of the page (`/brands/3?sort=price_asc`). */
  url: string;
  /**
   * The language to render in and whether the visitor chose it (the address's `?lang=`, or the
   * language cookie of an earlier choice), as the API's page describer found them. Not a language:
   * English, chosen by nobody.
   */
  lang: string;
  languageChosen: boolean;
};

export type RenderedPage = {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The JSON of the data block (safe inside `<script type="application/json">`). */
  data: string;
  /** `<html lang>` of the page, the language it was rendered in. */
  lang: Language;
};

/** Rendering passes: each one may mount queries that the answers of the previous one revealed. */
const MAX_PASSES = 4;
const RENDER_TIMEOUT_MS = 5000;

/**
 * How the pages' queries reach the API on the server: `fetchApi` answers `/api/...` in process
 * (the plugin passes Fastify's inject, with the request's language). Set once per process.
 */
export function setServerFetch(fetchApi: ApiTransport): void {
  setApiTransport(fetchApi);
}

function languageOf(request: RenderRequest): { lang: Language; languageChosen: boolean } {
  return (LANGUAGES as readonly string[]).includes(request.lang)
    ? { lang: request.lang as Language, languageChosen: request.languageChosen }
    : { lang: 'en', languageChosen: false };
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The queries the last pass mounted and nobody has asked for yet. */
function waiting(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );
}

/**
 * Renders a storefront page to HTML: a pass mounts the tree, the queries it mounted are answered,
 * and the tree is rendered again with them, until no query is left waiting. React's prerender waits
 * for every lazy page and Suspense boundary, so the HTML is the finished page.
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const { url } = request;
  const { lang, languageChosen } = languageOf(request);
  const queryClient = createQueryClient();
  // One attempt per query, and a failed one shows its error state (not a new loading state) on the
  // next pass, as the browser shows it while hydrating (src/ssr/page-data.ts).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, retryOnMount: false },
  });
  const i18n = createServerI18n(lang);
  const store = createAppStore();
  // As src/main.tsx does with the page data's language: the same state, the same first render.
  if (languageChosen) store.dispatch(setLanguage(lang));

  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProvider store={store} queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </I18nextProvider>
    </StrictMode>
  );

  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const { prelude } = await prerender(tree, {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Every boundary in place in the markup: a large one would otherwise come after its fallback,
      // revealed by an inline script the page's CSP refuses (and a reader without JavaScript never sees).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    html = await new Response(prelude).text();
    const queries = waiting(queryClient);
    if (queries.length === 0) break;
    await Promise.all(
      queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)),
    );
  }

  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    if (query.state.status === 'error') {
      (query.state as { error: unknown }).error = toSentError(query.state.error);
    }
  }
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const data: PageData = { lang, languageChosen, namespaces, queries: state };
  queryClient.clear();
  return { html, data: serialisePageData(data), lang };
}
