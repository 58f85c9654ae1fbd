import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { SmartImage } from '@/components/ui/smart-image';
import { localizedCompanyName } from '@/features/admin-kit/lib/names';
import { thumbnailPath } from '@/lib/item-images';
import { RowActions, actionsColumn } from '@/features/admin-kit/components/row-actions';

export interface CompaniesTableProps {
  companies: readonly Company[];
  emptyText: string;
  isBusy?: boolean;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
}

/** The other spellings of a brand's name, under the one shown. */
function otherNames(company: Company, shown: string): string {
  return [company.name, company.nameFr, company.nameAr]
    .filter((name): name is string => Boolean(name?.trim()) && name !== shown)
    .filter((name, index, list) => list.indexOf(name) === index)
    .join(' · ');
}

export function CompaniesTable({ companies, emptyText, isBusy, onEdit, onDelete }: CompaniesTableProps) {
  const { t, i18n } = useTranslation('admin-companies');
  const language = i18n.language;
  const columns = useMemo<ColumnDef<Company>[]>(
    () => [
      {
        id: 'logo',
        header: t('table.logo'),
        meta: { cellClassName: 'w-24', card: 'media' },
        cell: ({ row }) => (
          <span className="flex h-12 w-16 items-center justify-center overflow-hidden rounded-lg bg-white ring-1 ring-line">
            <SmartImage
              src={thumbnailPath(row.original.image)}
              alt=""
              width={64}
              height={48}
              className="h-full w-full object-contain p-1"
            />
          </span>
        ),
      },
      {
        id: 'name',
        header: t('table.name'),
        meta: { card: 'title' },
        cell: ({ row }) => {
          const shown = localizedCompanyName(row.original, language);
          const others = otherNames(row.original, shown);
          return (
            <div className="min-w-40">
              <p className="font-medium text-ink [overflow-wrap:anywhere]">{shown}</p>
              {others ? <p className="text-xs text-muted [overflow-wrap:anywhere]">{others}</p> : null}
            </div>
          );
        },
      },
      {
        id: 'products',
        header: t('table.products'),
        cell: ({ row }) => (
          <Badge tone="brand">{t('table.productCount', { count: row.original.products_count })}</Badge>
        ),
      },
      {
        id: 'created',
        header: t('table.created'),
        meta: { cellClassName: 'whitespace-nowrap text-muted' },
        cell: ({ row }) => <DateTime value={row.original.created_at} style="date" />,
      },
      actionsColumn<Company>(
        t('table.actions'),
        (company) => (
          <RowActions
            name={localizedCompanyName(company, language)}
            t={t}
            onEdit={() => onEdit(company)}
            onDelete={() => onDelete(company)}
          />
        ),
        'w-32',
      ),
    ],
    [t, language, onEdit, onDelete],
  );

  return (
    <DataTable
      label={t('table.label')}
      data={companies}
      columns={columns}
      getRowId={(company) => String(company.id)}
      empty={emptyText}
      isBusy={isBusy ?? false}
      minWidthClassName="min-w-[640px]"
    />
  );
}
