import type { ReactNode } from 'react';
import type { ColumnDef } from '@/components/ui/data-table';

/**
 * The customer column of the orders and customers tables, the title of a row's card on phones: the
 * name, and under it a smaller line (the phone, the city). Both wrap anywhere: a name typed as one
 * 100-character word stays in its column instead of pushing the row's controls out of the table.
 */
export function customerColumn<TRow extends { name: string }>(
  header: string,
  detail: (row: TRow) => ReactNode,
): ColumnDef<TRow> {
  return {
    id: 'customer',
    header,
    meta: { card: 'title' },
    cell: ({ row }) => (
      <div className="min-w-32 max-w-64">
        <p className="font-medium text-ink [overflow-wrap:anywhere]">
          <bdi>{row.original.name}</bdi>
        </p>
        <p className="text-xs text-muted [overflow-wrap:anywhere]">{detail(row.original)}</p>
      </div>
    ),
  };
}
