import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { paginate } from '@/lib/paginate';
import { SearchCard } from './search-card';

/** What a searched list keeps: the search typed and the page shown (a new search starts at page 1). */
export interface SearchedListState {
  search: string;
  page: number;
}

/**
 * A list searched in the browser and shown a page at a time: the search card, what `children` draws
 * for the page's rows (a table), and the pager. `rows` are the rows the search kept; the screen
 * filters them, as only it knows what a search matches.
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
  const shown = paginate(rows, state.page, pageSize);
  return (
    <>
      <SearchCard
        label={label}
        placeholder={placeholder}
        value={state.search}
        onValueChange={(search) => onStateChange({ search, page: 1 })}
      />
      {children(shown.items)}
      <Pagination
        className="mt-4"
        page={shown.page}
        pageCount={shown.pages}
        onPageChange={(page) => onStateChange({ ...state, page })}
      />
    </>
  );
}
