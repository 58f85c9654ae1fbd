import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { IconButton } from '@/features/admin-catalogue-shared/components/icon-button';

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
          <span dir="auto" className="font-medium text-ink [overflow-wrap:anywhere]">
            {row.original.name}
          </span>
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
            <IconButton
              onClick={() => onEdit(row.original)}
              label={t('actions.editNamed', { name: row.original.name })}
              tooltip={t('actions.edit')}
              icon={<Pencil aria-hidden="true" />}
            />
            <IconButton
              tone="danger"
              onClick={() => onDelete(row.original)}
              label={t('actions.deleteNamed', { name: row.original.name })}
              tooltip={t('actions.delete')}
              icon={<Trash2 aria-hidden="true" />}
            />
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
