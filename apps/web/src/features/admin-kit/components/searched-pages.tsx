import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { paginate } from '@/lib/paginate';
import { SearchCard } from './search-card';

/** What a searched list keeps: the search typed and the page shown (a new search starts at page 1). */
export interface SearchedListState {
  search: string;
  page: number;
}

/** The rows a list shows, 1-based, and how many it has: what a list's 'Showing 11–20 of 42' says. */
// A type, not an interface, so that it passes as the options of `t`.
export type RowRange = { from: number; to: number; total: number };

/**
 * A list held in the browser, shown a page at a time: what `children` draws for the page's rows (a
 * table), then the pager. A list given `range` also says which rows it shows, beside the pager (the
 * products); `page` out of range shows the last page.
 */
export function PagedRows<TRow>({
  rows,
  page,
  pageSize,
  onPageChange,
  range,
  children,
}: {
  rows: readonly TRow[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The list's own words for its range (e.g. `t('table.range', range)`). */
  range?: (range: RowRange) => string;
  children: (rows: TRow[]) => ReactNode;
}) {
  const shown = paginate(rows, page, pageSize);
  const pager = (className?: string) => (
    <Pagination className={className} page={shown.page} pageCount={shown.pages} onPageChange={onPageChange} />
  );
  const total = rows.length;
  return (
    <>
      {children(shown.items)}
      {range ? (
        <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-muted">
            {total > 0
              ? range({
                  from: (shown.page - 1) * pageSize + 1,
                  to: Math.min(shown.page * pageSize, total),
                  total,
                })
              : null}
          </p>
          {pager()}
        </div>
      ) : (
        pager('mt-4')
      )}
    </>
  );
}

/**
 * A list searched in the browser and shown a page at a time: the search card above the PagedRows.
 * `rows` are the rows the search kept; the screen filters them, as only it knows what a search matches.
 */
export function SearchedPages<TRow>({
  label,
  placeholder,
  state,
  onStateChange,
  rows,
  pageSize,
  children,
}: {
  label: string;
  placeholder: string;
  state: SearchedListState;
  onStateChange: (state: SearchedListState) => void;
  rows: readonly TRow[];
  pageSize: number;
  children: (rows: TRow[]) => ReactNode;
}) {
  return (
    <>
      <SearchCard
        label={label}
        placeholder={placeholder}
        value={state.search}
        onValueChange={(search) => onStateChange({ search, page: 1 })}
      />
      <PagedRows
        rows={rows}
        page={state.page}
        pageSize={pageSize}
        onPageChange={(page) => onStateChange({ ...state, page })}
      >
        {children}
      </PagedRows>
    </>
  );
}
