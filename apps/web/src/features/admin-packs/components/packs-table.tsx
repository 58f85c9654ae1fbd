import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Pack } from '@parashop/shared/api-types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type ColumnDef } from '../../../components/ui/data-table';
import { Money } from '../../../components/ui/money';

export interface PacksTableProps {
  packs: readonly Pack[];
  emptyText: string;
  isBusy?: boolean;
  onView: (pack: Pack) => void;
  onEdit: (pack: Pack) => void;
  onDelete: (pack: Pack) => void;
}

export function PacksTable({ packs, emptyText, isBusy, onView, onEdit, onDelete }: PacksTableProps) {
  const { t } = useTranslation('admin-packs');
  const columns = useMemo<ColumnDef<Pack>[]>(
    () => [
      {
        id: 'name',
        header: t('table.name'),
        cell: ({ row }) => (
          <span className="block min-w-32 font-medium text-ink [overflow-wrap:anywhere]">
            {row.original.name}
          </span>
        ),
      },
      {
        id: 'description',
        header: t('table.description'),
        cell: ({ row }) => (
          <p className="line-clamp-2 min-w-48 max-w-80 text-muted" title={row.original.description}>
            {row.original.description}
          </p>
        ),
      },
      {
        id: 'price',
        header: t('table.price'),
        meta: { align: 'end' },
        cell: ({ row }) => <Money amount={row.original.price} unit="DH" className="font-medium" />,
      },
      {
        id: 'stock',
        header: t('table.stock'),
        meta: { align: 'end', cellClassName: 'tabular-nums' },
        cell: ({ row }) =>
          row.original.stock > 0 ? row.original.stock : <Badge tone="danger">{t('table.outOfStock')}</Badge>,
      },
      {
        id: 'clicks',
        header: t('table.clicks'),
        meta: { align: 'end', cellClassName: 'tabular-nums' },
        cell: ({ row }) => row.original.number_click,
      },
      {
        id: 'products',
        header: t('table.products'),
        meta: { align: 'end', cellClassName: 'tabular-nums' },
        cell: ({ row }) => row.original.products.length,
      },
      {
        id: 'actions',
        header: t('table.actions'),
        meta: { align: 'end' },
        cell: ({ row }) => (
          <div className="flex items-center justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="h-9 w-9"
              onClick={() => onView(row.original)}
              aria-label={t('actions.viewNamed', { name: row.original.name })}
              title={t('actions.view')}
            >
              <Eye aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="h-9 w-9"
              onClick={() => onEdit(row.original)}
              aria-label={t('actions.editNamed', { name: row.original.name })}
              title={t('actions.edit')}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="h-9 w-9 text-danger-600 hover:bg-danger-50"
              onClick={() => onDelete(row.original)}
              aria-label={t('actions.deleteNamed', { name: row.original.name })}
              title={t('actions.delete')}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        ),
      },
    ],
    [t, onView, onEdit, onDelete],
  );

  return (
    <DataTable
      label={t('table.label')}
      data={packs}
      columns={columns}
      getRowId={(pack) => String(pack.id)}
      empty={emptyText}
      isBusy={isBusy ?? false}
      minWidthClassName="min-w-[880px]"
    />
  );
}
