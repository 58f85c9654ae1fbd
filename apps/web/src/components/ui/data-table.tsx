import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
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
  }
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
   * Makes rows open something (details): the row gets a pointer, is focusable and answers
   * Enter/Space. Clicks on buttons, links and selects inside the row are left to them.
   */
  onRowClick?: (row: TData) => void;
  /** The accessible name of a clickable row, e.g. 'View details of CMD-…'. */
  rowLabel?: (row: TData) => string;
  /** Dims the rows while a refetch runs, keeping the old rows readable. */
  isBusy?: boolean;
  className?: string;
  /** Minimum width of the table before it scrolls sideways (phones), e.g. 'min-w-[720px]'. */
  minWidthClassName?: string;
}

/**
 * The back office's table: TanStack Table for the column model, a plain semantic <table> for the
 * markup. Paging, filtering and sorting are done by the screen (pure functions) before `data`
 * comes in, so the table stays a renderer. On narrow screens it scrolls sideways inside its card
 * (the page itself never overflows); all alignment is logical, so Arabic mirrors it.
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
  isBusy = false,
  className,
  minWidthClassName = 'min-w-[640px]',
}: DataTableProps<TData>) {
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
                        'whitespace-nowrap border-b border-line px-4 py-3',
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
              </tr>
            ))}
          </thead>
          <tbody className={cn('transition-opacity', isBusy && 'opacity-60')}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-muted">
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
                    ? {
                        tabIndex: 0,
                        'aria-label': rowLabel?.(row.original),
                        onClick: (event: MouseEvent<HTMLTableRowElement>) => activate(event, row),
                        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                          if (event.target !== event.currentTarget) return;
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            activate(event, row);
                          }
                        },
                      }
                    : {})}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'px-4 py-3 align-middle',
                          ALIGN[meta?.align ?? 'start'],
                          meta?.cellClassName,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export type { ColumnDef };
