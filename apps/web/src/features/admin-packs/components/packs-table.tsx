import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { RowActions, actionsColumn } from '@/features/admin-kit/components/row-actions';
import { localisedDescription, localisedName } from '@parashop/shared/localised';

export interface PacksTableProps {
  packs: readonly Pack[];
  emptyText: string;
  isBusy?: boolean;
  onView: (pack: Pack) => void;
  onEdit: (pack: Pack) => void;
  onDelete: (pack: Pack) => void;
}

export function PacksTable({ packs, emptyText, isBusy, onView, onEdit, onDelete }: PacksTableProps) {
  const { t, i18n } = useTranslation('admin-packs');
  const language = i18n.language;
  const columns = useMemo<ColumnDef<Pack>[]>(
    () => [
      {
        id: 'name',
        header: t('table.name'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <span dir="auto" className="block min-w-32 font-medium text-ink [overflow-wrap:anywhere]">
            {localisedName(row.original, language)}
          </span>
        ),
      },
      {
        id: 'description',
        header: t('table.description'),
        meta: { card: 'hidden' },
        cell: ({ row }) => (
          <p
            dir="auto"
            className="line-clamp-2 min-w-48 max-w-80 text-muted"
            title={localisedDescription(row.original, language)}
          >
            {localisedDescription(row.original, language)}
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
        meta: { align: 'end', cellClassName: 'tabular-nums', card: 'hidden' },
        cell: ({ row }) => row.original.number_click,
      },
      {
        id: 'products',
        header: t('table.products'),
        meta: { align: 'end', cellClassName: 'tabular-nums' },
        cell: ({ row }) => row.original.products.length,
      },
      actionsColumn<Pack>(t('table.actions'), (pack) => (
        <RowActions
          name={pack.name}
          t={t}
          onView={() => onView(pack)}
          onEdit={() => onEdit(pack)}
          onDelete={() => onDelete(pack)}
        />
      )),
    ],
    [t, language, onView, onEdit, onDelete],
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
