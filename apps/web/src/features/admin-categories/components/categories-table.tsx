import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { RowActions, actionsColumn } from '@/features/admin-kit/components/row-actions';
import { localisedName } from '@parashop/shared/localised';

export interface CategoriesTableProps {
  categories: readonly Category[];
  emptyText: string;
  isBusy?: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

export function CategoriesTable({ categories, emptyText, isBusy, onEdit, onDelete }: CategoriesTableProps) {
  const { t, i18n } = useTranslation('admin-categories');
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
        meta: { card: 'title' },
        cell: ({ row }) => (
          <span dir="auto" className="font-medium text-ink [overflow-wrap:anywhere]">
            {localisedName(row.original, i18n.language)}
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
      actionsColumn<Category>(
        t('table.actions'),
        (category) => (
          <RowActions
            name={localisedName(category, i18n.language)}
            t={t}
            onEdit={() => onEdit(category)}
            onDelete={() => onDelete(category)}
          />
        ),
        'w-32',
      ),
    ],
    [t, i18n.language, onEdit, onDelete],
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
