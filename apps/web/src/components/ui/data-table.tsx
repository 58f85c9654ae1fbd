import { useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import { cn } from '@/lib/cn';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Text alignment of the header and cells, in logical terms (mirrors under dir="rtl"). */
    align?: 'start' | 'center' | 'end';
    /** Extra classes for this column's cells (e.g. a minimum width). */
    cellClassName?: string;
    /** Extra classes for this column's header. */
    headerClassName?: string;
    /** Lets a long header wrap onto two lines (headers stay on one line otherwise). */
    headerWraps?: boolean;
    /**
     * Where the column goes on a phone's card (below 768 px): 'title' (the card's heading, no
     * label), 'media' (an image at its start), 'field' (a labelled line: the default), 'actions'
     * (the card's footer of buttons) or 'hidden' (the table only).
     */
    card?: 'title' | 'media' | 'field' | 'actions' | 'hidden';
    /** The field's label on the card; the header when it is a text. */
    cardLabel?: string;
  }
}

/** Phones get cards, wider screens the table (Tailwind's `md`). */
export const CARD_LAYOUT_QUERY = '(max-width: 767.98px)';

function subscribeToWidth(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(CARD_LAYOUT_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function isPhoneWidth(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(CARD_LAYOUT_QUERY).matches;
}

/** True below 768 px. Only one of the table and the cards is rendered, so each row's test ids stay unique. */
export function useCardLayout(): boolean {
  return useSyncExternalStore(subscribeToWidth, isPhoneWidth, () => false);
}

const ALIGN = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

/** Clicks on these inside a clickable row belong to the control, not to the row. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

export interface DataTableProps<TData> {
  data: readonly TData[];
  // `any` for the value type: a table mixes columns of different value types (TanStack's own advice).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  /** Names the table (caption, read by screen readers; shown only when `showCaption`). */
  label: string;
  showCaption?: boolean;
  /** Shown in one full-width row when there is no data. */
  empty: ReactNode;
  getRowId?: (row: TData, index: number) => string;
  /**
   * Makes rows open something (details): each row (and card) gets a real button named by
   * `rowLabel`, for the keyboard and screen readers; a click anywhere else on the row or card opens
   * it too. Clicks on buttons, links and selects inside the row are left to them.
   */
  onRowClick?: (row: TData) => void;
  /** What the open button of a row says, e.g. 'View details of Amina'. */
  rowLabel?: (row: TData) => string;
  /** The (screen-reader) header of the open buttons' column, e.g. 'Details'. */
  openHeader?: string;
  /** Dims the rows while a refetch runs, keeping the old rows readable. */
  isBusy?: boolean;
  className?: string;
  /** Minimum width of the table before it scrolls sideways (phones), e.g. 'min-w-[720px]'. */
  minWidthClassName?: string;
  /** 'table' keeps the table at every width (a list that already fits a phone). */
  layout?: 'auto' | 'table';
  /** Narrower cell padding, for tables with many columns that must fit a laptop's screen. */
  dense?: boolean;
}

/**
 * The back office's table: TanStack Table for the column model, a plain semantic <table> for the
 * markup. Paging, filtering and sorting are done by the screen (pure functions) before `data`
 * comes in, so the table stays a renderer. Below 768 px the same cells are laid out as a list of
 * cards (each column's `meta.card` says where), with 44 px touch targets; the table and the cards
 * are never both on the page. All alignment is logical, so Arabic mirrors it.
 *
 * `<DataTable label={t('orders.table')} data={pageRows} columns={columns} empty={t('orders.empty')} />`
 */
export function DataTable<TData>({
  data,
  columns,
  label,
  showCaption = false,
  empty,
  getRowId,
  onRowClick,
  rowLabel,
  openHeader = '',
  isBusy = false,
  className,
  minWidthClassName = 'min-w-[640px]',
  layout = 'auto',
  dense = false,
}: DataTableProps<TData>) {
  const padding = dense ? 'px-3' : 'px-4';
  const phone = useCardLayout();
  const table = useReactTable<TData>({
    data: data as TData[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    ...(getRowId ? { getRowId } : {}),
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  const activate = (event: MouseEvent | KeyboardEvent, row: Row<TData>) => {
    if (!onRowClick) return;
    const control = (event.target as HTMLElement | null)?.closest(INTERACTIVE);
    if (control && (event.currentTarget as HTMLElement).contains(control)) return;
    onRowClick(row.original);
  };

  if (phone && layout === 'auto') {
    return (
      <DataCards
        rows={rows}
        label={label}
        empty={empty}
        isBusy={isBusy}
        className={className}
        onActivate={onRowClick ? activate : undefined}
        onOpen={onRowClick}
        rowLabel={rowLabel}
      />
    );
  }

  return (
    <div className={cn('overflow-hidden rounded-card border border-line bg-surface shadow-card', className)}>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
        <table
          className={cn('w-full border-collapse text-sm', minWidthClassName)}
          aria-busy={isBusy || undefined}
        >
          <caption className={cn(showCaption ? 'px-4 pt-4 text-start font-semibold' : 'sr-only')}>
            {label}
          </caption>
          <thead className="bg-brand-50/60 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      className={cn(
                        meta?.headerWraps ? 'whitespace-normal' : 'whitespace-nowrap',
                        'border-b border-line py-3',
                        padding,
                        ALIGN[meta?.align ?? 'start'],
                        meta?.headerClassName,
                      )}
                    >
                      {header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  );
                })}
                {onRowClick ? (
                  <th scope="col" className={cn('border-b border-line py-3', padding)}>
                    <span className="sr-only">{openHeader}</span>
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody className={cn('transition-opacity', isBusy && 'opacity-60')}>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columnCount + (onRowClick ? 1 : 0)}
                  className="px-4 py-10 text-center text-sm text-muted"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn(
                    'border-b border-line last:border-b-0',
                    onRowClick &&
                      'cursor-pointer hover:bg-brand-50/50 focus-visible:bg-brand-50 focus-visible:outline-none',
                  )}
                  {...(onRowClick
                    ? { onClick: (event: MouseEvent<HTMLTableRowElement>) => activate(event, row) }
                    : {})}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'py-3 align-middle',
                          padding,
                          ALIGN[meta?.align ?? 'start'],
                          meta?.cellClassName,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                  {onRowClick ? (
                    <td className={cn('w-12 py-2 text-end align-middle', padding)}>
                      <OpenButton label={rowLabel?.(row.original)} onOpen={() => onRowClick(row.original)} />
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type CardPlace = NonNullable<NonNullable<ColumnDef<unknown>['meta']>['card']>;

function placeOf(column: { id: string; columnDef: { meta?: { card?: CardPlace } } }): CardPlace {
  return column.columnDef.meta?.card ?? (column.id === 'actions' ? 'actions' : 'field');
}

interface DataCardsProps<TData> {
  rows: Row<TData>[];
  label: string;
  empty: ReactNode;
  isBusy: boolean;
  className?: string | undefined;
  onActivate?: ((event: MouseEvent | KeyboardEvent, row: Row<TData>) => void) | undefined;
  onOpen?: ((row: TData) => void) | undefined;
  rowLabel?: ((row: TData) => string) | undefined;
}

/** The open button of a table row: an arrow, named by the row's label. */
function OpenButton({ label, onOpen }: { label: string | undefined; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onOpen}
      className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
    </button>
  );
}

/**
 * The phone layout: one card per row with the same cells as the table. Controls inside a card get
 * at least 44 px (WCAG 2.5.5); a clickable row's card has its open button, named after what it opens.
 */
function DataCards<TData>({
  rows,
  label,
  empty,
  isBusy,
  className,
  onActivate,
  onOpen,
  rowLabel,
}: DataCardsProps<TData>) {
  if (rows.length === 0) {
    return (
      <div
        className={cn(
          'rounded-card border border-line bg-surface px-4 py-10 text-center text-sm text-muted shadow-card',
          className,
        )}
      >
        {empty}
      </div>
    );
  }
  return (
    <ul
      aria-label={label}
      aria-busy={isBusy || undefined}
      data-layout="cards"
      className={cn('flex flex-col gap-3 transition-opacity', isBusy && 'opacity-60', className)}
    >
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const at = (place: CardPlace) => cells.filter((cell) => placeOf(cell.column) === place);
        const render = (cell: (typeof cells)[number]) =>
          flexRender(cell.column.columnDef.cell, cell.getContext());
        const media = at('media');
        const titles = at('title');
        const fields = at('field');
        const actions = at('actions');
        return (
          <li
            key={row.id}
            data-testid="data-card"
            className={cn(
              'min-w-0 rounded-card border border-line bg-surface p-4 shadow-card',
              '[&_button]:min-h-11 [&_button]:min-w-11 [&_select]:min-h-11 [&_input[type=checkbox]]:h-5 [&_input[type=checkbox]]:w-5',
              onActivate && 'cursor-pointer',
            )}
            {...(onActivate ? { onClick: (event: MouseEvent<HTMLLIElement>) => onActivate(event, row) } : {})}
          >
            {media.length + titles.length > 0 ? (
              <div className="flex min-w-0 items-start gap-3">
                {media.map((cell) => (
                  <div key={cell.id} className="shrink-0">
                    {render(cell)}
                  </div>
                ))}
                <div className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere] [&_*]:max-w-full">
                  {titles.map((cell) => (
                    <div key={cell.id}>{render(cell)}</div>
                  ))}
                </div>
              </div>
            ) : null}
            {fields.length > 0 ? (
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
                {fields.map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const header = cell.column.columnDef.header;
                  const name = meta?.cardLabel ?? (typeof header === 'string' ? header : cell.column.id);
                  return (
                    <div key={cell.id} className="contents">
                      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{name}</dt>
                      <dd className="min-w-0 text-end [overflow-wrap:anywhere] [&>*]:ms-auto">
                        {render(cell)}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            ) : null}
            {onOpen ? (
              <div className="mt-3 border-t border-line pt-3">
                <button
                  type="button"
                  onClick={() => onOpen(row.original)}
                  className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg px-3 text-start text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0">{rowLabel?.(row.original)}</span>
                  <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 rtl:rotate-180" />
                </button>
              </div>
            ) : null}
            {actions.length > 0 ? (
              <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3">
                {actions.map((cell) => (
                  <div key={cell.id} className="flex min-w-0 flex-wrap items-center justify-end gap-2">
                    {render(cell)}
                  </div>
                ))}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export type { ColumnDef };
