import type { ReactNode } from 'react';
import { ErrorState, type ErrorStateProps } from './error-state';
import { LoadingState } from './spinner';

/** What a list screen needs of its query (a TanStack Query result). */
export interface QueryStateSource {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryStateTexts {
  /** The spinner's label (e.g. 'Loading categories...'); LoadingState's own text when absent. */
  loadingLabel?: string;
  /** What the failed load says; the retry button refetches. */
  error: Omit<ErrorStateProps, 'onRetry' | 'isRetrying'>;
}

/**
 * The pending and error branches of a screen's reads, written once: the spinner while a first answer
 * is on its way, the error with a retry button (it refetches every read) when one failed, and `null`
 * once every read has data, so the screen goes on to its content:
 *
 *   const state = queryState(orders, { error: { title, message } });
 *   if (state) return <>{header}{state}</>;
 */
export function queryState(
  queries: QueryStateSource | readonly QueryStateSource[],
  texts: QueryStateTexts,
): ReactNode | null {
  const all: readonly QueryStateSource[] = Array.isArray(queries) ? queries : [queries as QueryStateSource];
  if (all.some((query) => query.isPending)) return <LoadingState label={texts.loadingLabel} />;
  if (all.some((query) => query.isError)) {
    return (
      <ErrorState
        {...texts.error}
        onRetry={() => all.forEach((query) => void query.refetch())}
        isRetrying={all.some((query) => query.isFetching)}
      />
    );
  }
  return null;
}
