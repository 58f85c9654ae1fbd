import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '@parashop/shared/api-types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type ColumnDef } from '../../../components/ui/data-table';

export interface CategoriesTableProps {
  categories: readonly Category[];
  emptyText: string;
  isBusy?: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

export function CategoriesTable({ categories, emptyText, isBusy, onEdit, onDelete }: CategoriesTableProps) {
  const { t } = useTranslation('admin-categories');
  const columns = useMemo<ColumnDef<Category>[]>(
    () => [
      {
        id: 'order',
        header: t('table.order'),
        meta: { cellClassName: 'w-20 tabular-nums text-muted' },
        cell: ({ row }) => row.original.sortOrder,
      },
      {
        id: 'name',
        header: t('table.name'),
        cell: ({ row }) => (
          <span className="font-medium text-ink [overflow-wrap:anywhere]">{row.original.name}</span>
        ),
      },
      {
        id: 'products',
        header: t('table.products'),
        cell: ({ row }) => (
          <Badge tone="brand">{t('table.productCount', { count: row.original.products_count })}</Badge>
        ),
      },
      {
        id: 'actions',
        header: t('table.actions'),
        meta: { align: 'end', cellClassName: 'w-32' },
        cell: ({ row }) => (
          <div className="flex items-center justify-end gap-1">
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
    [t, onEdit, onDelete],
  );

  return (
    <DataTable
      label={t('table.label')}
      data={categories}
      columns={columns}
      getRowId={(category) => String(category.id)}
      empty={emptyText}
      isBusy={isBusy ?? false}
      minWidthClassName="min-w-[520px]"
    />
  );
}
