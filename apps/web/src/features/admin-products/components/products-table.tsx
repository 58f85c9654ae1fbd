import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgePercent, BadgeX } from 'lucide-react';
import type { Product } from '@parashop/shared/api-types';
import { Badge } from '@/components/ui/badge';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { SmartImage } from '@/components/ui/smart-image';
import { IconButton } from '@/features/admin-kit/components/icon-button';
import { RowActions, actionsColumn } from '@/features/admin-kit/components/row-actions';
import { localizedCompanyName } from '@/features/admin-kit/lib/names';
import { thumbnailPath } from '@/lib/item-images';
import { NextExpiryCell } from './next-expiry-cell';
import { OfferCell } from './offer-cell';
import { StockStatusBadge } from './stock-status-badge';
import { localisedName } from '@parashop/shared/localised';

export interface ProductActions {
  onPreview: (product: Product) => void;
  onCreateOffer: (product: Product) => void;
  onRemoveOffer: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export interface ProductsTableProps extends ProductActions {
  products: readonly Product[];
  /** Products holding a lot that expires soon, and the one-click offer for them (decision 130). */
  expiring?: ReadonlySet<number>;
  onPrepareOffer?: (product: Product) => void;
  /** Units in quarantine per product id (returned damaged or expired, never sold); absent ones have none. */
  quarantined?: ReadonlyMap<number, number>;
  emptyText: string;
  isBusy?: boolean;
}

export function ProductsTable({
  products,
  emptyText,
  isBusy,
  expiring,
  quarantined,
  onPrepareOffer,
  ...actions
}: ProductsTableProps) {
  const { t, i18n } = useTranslation(['admin-products', 'admin-lots']);
  const { onPreview, onCreateOffer, onRemoveOffer, onEdit, onDelete } = actions;
  const language = i18n.language;

  const columns = useMemo<ColumnDef<Product>[]>(
    () => [
      {
        id: 'image',
        header: t('table.image'),
        meta: { card: 'media' },
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => onPreview(row.original)}
            aria-label={t('table.showImage', { name: row.original.name })}
            className="block h-11 w-11 overflow-hidden rounded-lg bg-canvas ring-1 ring-line transition hover:ring-2 hover:ring-brand-400"
          >
            <SmartImage
              src={thumbnailPath(row.original.image)}
              alt=""
              width={48}
              height={48}
              className="h-full w-full object-cover"
            />
          </button>
        ),
      },
      {
        id: 'name',
        header: t('table.name'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <div className="min-w-36 max-w-56">
            <p dir="auto" className="font-medium text-ink [overflow-wrap:anywhere]">
              {localisedName(row.original, language)}
            </p>
            <p className="text-xs text-muted [overflow-wrap:anywhere]">
              {localizedCompanyName(row.original.company, language)}
            </p>
          </div>
        ),
      },
      {
        id: 'category',
        header: t('table.category'),
        // A long category name wraps inside the column (it once pushed the row's actions out of the table).
        cell: ({ row }) => (
          <span dir="auto" className="block min-w-24 max-w-48 [overflow-wrap:anywhere]">
            {localisedName(row.original.category, language)}
          </span>
        ),
      },
      {
        id: 'stock',
        header: t('table.stock'),
        meta: { align: 'end', cellClassName: 'tabular-nums' },
        cell: ({ row }) => {
          const held = quarantined?.get(row.original.id) ?? 0;
          return (
            <div className="flex flex-col items-end gap-1">
              <span>{row.original.stock}</span>
              {held > 0 ? (
                <Badge tone="warning" className="whitespace-nowrap">
                  {t('table.quarantined', { count: held })}
                </Badge>
              ) : null}
            </div>
          );
        },
      },
      {
        id: 'nextExpiry',
        header: t('admin-lots:list.nextExpiry'),
        meta: { headerWraps: true },
        cell: ({ row }) => (
          <NextExpiryCell
            product={row.original}
            expiring={expiring?.has(row.original.id) ?? false}
            onPrepareOffer={onPrepareOffer ?? onCreateOffer}
          />
        ),
      },
      {
        id: 'price',
        header: t('table.price'),
        meta: { align: 'end' },
        cell: ({ row }) => <Money amount={row.original.price} unit="DH" className="font-medium" />,
      },
      {
        id: 'clicks',
        header: t('table.clicks'),
        // Below 1536 px the clicks make room for the row's actions (they stay in the storefront's figures).
        meta: {
          align: 'end',
          cellClassName: 'hidden tabular-nums 2xl:table-cell',
          headerClassName: 'hidden 2xl:table-cell',
          card: 'hidden',
        },
        cell: ({ row }) => row.original.number_click,
      },
      {
        id: 'offer',
        header: t('table.offer'),
        cell: ({ row }) => <OfferCell product={row.original} />,
      },
      {
        id: 'status',
        header: t('table.status'),
        cell: ({ row }) => <StockStatusBadge stock={row.original.stock} />,
      },
      actionsColumn<Product>(t('table.actions'), (product) => (
        <RowActions
          name={product.name}
          t={t}
          onEdit={() => onEdit(product)}
          onDelete={() => onDelete(product)}
          className="gap-0.5"
        >
          {product.offer ? (
            <IconButton
              tone="warning"
              onClick={() => onRemoveOffer(product)}
              label={t('actions.removeOfferFor', { name: product.name })}
              tooltip={t('actions.removeOffer')}
              icon={<BadgeX aria-hidden="true" />}
            />
          ) : (
            <IconButton
              tone="brand"
              onClick={() => onCreateOffer(product)}
              label={t('actions.createOfferFor', { name: product.name })}
              tooltip={t('actions.createOffer')}
              icon={<BadgePercent aria-hidden="true" />}
            />
          )}
        </RowActions>
      )),
    ],
    [
      t,
      language,
      onPreview,
      onCreateOffer,
      onRemoveOffer,
      onEdit,
      onDelete,
      expiring,
      quarantined,
      onPrepareOffer,
    ],
  );

  return (
    <DataTable
      label={t('table.label')}
      data={products}
      columns={columns}
      getRowId={(product) => String(product.id)}
      empty={emptyText}
      isBusy={isBusy ?? false}
      minWidthClassName="min-w-[960px]"
      dense
    />
  );
}
