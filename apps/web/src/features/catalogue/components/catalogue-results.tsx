import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { CataloguePage } from '@parashop/shared/catalogue-query';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { isPlainClick } from '@/lib/plain-click';
import { ItemGrid, ItemGridSkeleton } from './item-grid';

/** 'Loading products and packs...' where the count line goes, announced to screen readers. */
function LoadingLine({ label }: { label: string }) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
      <Spinner size="sm" />
      {label}
    </p>
  );
}

/**
 * A page of the catalogue as the server answered it, in its four states: loading (the shapes of a
 * full page, so nothing below moves when it arrives), failed (with retry), nothing found, and the
 * cards with their count and page buttons. While another page loads, the one shown stays, dimmed.
 */
export function CatalogueResults({
  result,
  page,
  pageSize,
  onPageChange,
  pageHref,
  imageSizes,
  eagerCount = 0,
  loadingLabel,
  errorText,
  countText,
  empty,
}: {
  result: UseQueryResult<CataloguePage>;
  /** The page asked for (shown as current while it loads). */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The address of a page (the page links, decision 220). */
  pageHref?: (page: number) => string;
  imageSizes?: string;
  eagerCount?: number;
  loadingLabel: string;
  errorText: string;
  /** The line above the cards, from the answer's first and last position and its total. */
  countText?: (range: { from: number; to: number; total: number }) => ReactNode;
  empty: ReactNode;
}) {
  const { data, isError, isFetching, isPlaceholderData, refetch } = result;
  if (!data && isError) {
    return <ErrorState message={errorText} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  // Still loading, or a page past the last one (the caller moves to the last page).
  if (!data || (data.data.length === 0 && data.meta.total > 0)) {
    return (
      <div className="flex flex-col gap-4">
        <LoadingLine label={loadingLabel} />
        <ItemGridSkeleton count={pageSize} />
        <div aria-hidden="true" className="box-content h-9 pt-2" />
      </div>
    );
  }
  if (data.meta.total === 0) return <>{empty}</>;

  const from = (data.meta.page - 1) * data.meta.per_page + 1;
  return (
    <div
      aria-busy={isPlaceholderData || undefined}
      className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
    >
      {countText ? (
        <p className="text-sm text-muted" aria-live="polite">
          {countText({ from, to: from + data.data.length - 1, total: data.meta.total })}
        </p>
      ) : null}
      <ItemGrid items={data.data} eagerCount={eagerCount} {...(imageSizes ? { imageSizes } : {})} />
      <Pagination
        page={Math.min(page, data.meta.last_page)}
        pageCount={data.meta.last_page}
        onPageChange={onPageChange}
        {...(pageHref ? { hrefFor: pageHref } : {})}
        className="pt-2"
      />
    </div>
  );
}

/** 'No products match your filters' with the button that clears them. */
export function NoResults({
  title,
  text,
  action,
  onAction,
  actionHref,
}: {
  title: string;
  text: string;
  action?: string;
  onAction?: () => void;
  /**
   * The address the action leads to: the action is then a link, followed before the page's script is
   * ready or without it; once the app is ready a plain click runs `onAction` in place (decision 220).
   */
  actionHref?: string;
}) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" className="h-7 w-7" />}
      title={title}
      description={text}
      action={
        action && onAction ? (
          actionHref ? (
            <a
              href={actionHref}
              className={buttonClasses({ variant: 'outline' })}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onAction();
              }}
            >
              {action}
            </a>
          ) : (
            <Button variant="outline" onClick={onAction}>
              {action}
            </Button>
          )
        ) : null
      }
      className="rounded-card border border-dashed border-line bg-surface"
    />
  );
}
