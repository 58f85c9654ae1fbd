import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { CopyCheck, Eye } from 'lucide-react';
import type { Order } from '@parashop/shared/api-types';
import { Button } from '@/components/ui/button';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { ConfirmationStatusBadge } from '@/features/admin-confirmation-shared/components/confirmation-status-badge';
import type { OrderSelection } from '../hooks/use-order-selection';
import { customerColumn } from '@/features/admin-kit/components/customer-column';
import { itemCount } from '../lib/order-filters';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusSelect } from './order-status-select';
import { formatPhone } from '@parashop/shared/phone';

export interface OrdersTableProps {
  orders: readonly Order[];
  emptyText: string;
  onView: (order: Order) => void;
  isBusy?: boolean;
  /** Ticks for printing several orders' slips at once (print-selection-bar). */
  selection?: OrderSelection;
}

function selectColumn(
  orders: readonly Order[],
  selection: OrderSelection,
  t: (key: string, options?: Record<string, unknown>) => string,
): ColumnDef<Order> {
  const ids = orders.map((order) => order.id);
  const allTicked = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return {
    id: 'select',
    meta: { card: 'media' },
    header: () => (
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={allTicked}
        onChange={() => selection.toggleAll(ids)}
        aria-label={t('admin-print:actions.selectPage')}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={selection.selected.has(row.original.id)}
        onChange={() => selection.toggle(row.original.id)}
        aria-label={t('admin-print:actions.select', { number: row.original.order_number })}
      />
    ),
  };
}

export function OrdersTable({ orders, emptyText, onView, isBusy, selection }: OrdersTableProps) {
  const { t } = useTranslation(['admin-orders', 'admin-confirmation-shared', 'admin-print', 'order-returns']);

  const columns = useMemo<ColumnDef<Order>[]>(
    () => [
      {
        id: 'orderNumber',
        header: t('table.orderNumber'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <bdi dir="ltr" className="whitespace-nowrap font-mono text-xs font-semibold text-brand-800">
            {row.original.order_number}
          </bdi>
        ),
      },
      customerColumn<Order>(t('table.customer'), (order) => (
        <bdi dir="ltr">{formatPhone(order.phone_number)}</bdi>
      )),
      {
        id: 'items',
        header: t('table.items'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t('table.itemCount', { count: itemCount(row.original) })}
          </span>
        ),
      },
      {
        id: 'total',
        header: t('table.total'),
        meta: { align: 'end' },
        cell: ({ row }) => <Money amount={row.original.total_order} unit="DH" className="font-semibold" />,
      },
      {
        id: 'status',
        header: t('table.status'),
        cell: ({ row }) => (
          // The confirmation sits under the status: the second dimension of the same order.
          <div className="flex flex-col items-start gap-1 whitespace-nowrap">
            <span data-testid="order-status">
              <OrderStatusBadge status={row.original.status} />
            </span>
            {row.original.delivered_with_returns ? (
              // Some units came back after delivery (decision 265): the status stays delivered.
              <Badge tone="warning">{t('order-returns:section.deliveredWithReturns')}</Badge>
            ) : null}
            <span data-testid="order-confirmation-cell" className="flex items-center gap-1.5">
              <ConfirmationStatusBadge status={row.original.confirmation_status} />
              {row.original.possible_duplicate ? (
                // A named image, not a visually hidden text: an absolutely placed text inside the
                // sideways-scrolling table would widen the whole page on phones.
                <span
                  role="img"
                  className="text-danger-600"
                  aria-label={t('admin-confirmation-shared:flags.possibleDuplicate')}
                  title={t('admin-confirmation-shared:flags.possibleDuplicate')}
                >
                  <CopyCheck aria-hidden="true" className="h-4 w-4" />
                </span>
              ) : null}
            </span>
          </div>
        ),
      },
      {
        id: 'date',
        header: t('table.date'),
        // May wrap between the day and the time, so the status select is never cut at 1366 px.
        meta: { cellClassName: 'min-w-24 text-muted' },
        cell: ({ row }) => <DateTime value={row.original.created_at} />,
      },
      {
        id: 'actions',
        header: t('table.actions'),
        cell: ({ row }) => (
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              className="h-9 w-9"
              onClick={() => onView(row.original)}
              aria-label={t('table.viewDetailsOf', { number: row.original.order_number })}
              title={t('table.viewDetails')}
            >
              <Eye aria-hidden="true" className="h-4 w-4" />
            </Button>
            <OrderStatusSelect order={row.original} />
          </div>
        ),
      },
    ],
    [t, onView],
  );
  const shown = useMemo(
    () => (selection ? [selectColumn(orders, selection, t), ...columns] : columns),
    [columns, orders, selection, t],
  );

  return (
    <DataTable
      label={t('table.label')}
      data={orders}
      columns={shown}
      getRowId={(order) => String(order.id)}
      empty={emptyText}
      isBusy={isBusy ?? false}
      minWidthClassName="min-w-[860px]"
      // Narrower padding: at 1366 px the nine columns fit the box beside the menu (issue 25 item 7).
      dense
    />
  );
}
