import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { scriptJson } from '@parashop/shared/script-json';
import { ApiError, type FieldErrors } from '@/lib/api-client';

/** The id of the data block a server-rendered page carries (`<script type="application/json">`). */
export const PAGE_DATA_ID = 'page-data';

/** A failed call as it crosses from the server to the browser (an ApiError loses its class in JSON). */
export type SentError = {
  status: number;
  message: string;
  errors: FieldErrors;
  body: unknown;
  hasServerMessage: boolean;
};

/** What the server rendered with: the language, the namespaces the tree used and the queries' answers. */
export type PageData = {
  lang: string;
  /** Whether the page's language was chosen (`?lang=`, or the language cookie): the store holds it as chosen. */
  languageChosen?: boolean;
  namespaces: string[];
  queries: DehydratedState;
};

export function toSentError(error: unknown): SentError {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      message: error.message,
      errors: error.errors,
      body: error.body,
      hasServerMessage: error.hasServerMessage,
    };
  }
  return {
    status: 0,
    message: error instanceof Error ? error.message : String(error),
    errors: {},
    body: null,
    hasServerMessage: false,
  };
}

/** JSON that can sit inside `<script type="application/json">`: nothing in it can close the element. */
export function serialisePageData(data: PageData): string {
  return scriptJson(data);
}

/** The page's data block, or null on a page the server did not render (the back office, an old build). */
export function readPageData(): PageData | null {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as PageData;
    return Array.isArray(data.namespaces) && data.queries ? data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers into the browser's query cache before the first render, so the tree
 * renders what the HTML shows and asks nothing again. The answers count as fetched now: the page
 * was checked against the current catalogue when it was sent (a kept copy is dropped on any write).
 * A failed answer shows its state without a new attempt on mount while the page hydrates; the
 * returned function lifts that once hydration is over (a later visit of the page tries again).
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): () => void {
  const now = Date.now();
  const failed: DehydratedState['queries'][number]['queryKey'][] = [];
  const queries = state.queries.map((query) => {
    if (query.state.status === 'error' && query.state.error) {
      const sent = query.state.error as unknown as SentError;
      failed.push(query.queryKey);
      return {
        ...query,
        state: {
          ...query.state,
          error: new ApiError(sent),
          errorUpdatedAt: now,
          fetchStatus: 'idle' as const,
        },
      };
    }
    return {
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now, fetchStatus: 'idle' as const },
    };
  });
  for (const key of failed) queryClient.setQueryDefaults(key, { retryOnMount: false });
  hydrate(queryClient, { ...state, queries });
  return () => {
    for (const key of failed) queryClient.setQueryDefaults(key, {});
  };
}
