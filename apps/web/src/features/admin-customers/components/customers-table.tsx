import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@parashop/shared/api-types';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { formatPhone } from '@parashop/shared/phone';
import { customerColumn } from '@/features/admin-kit/components/customer-column';

export interface CustomersTableProps {
  customers: readonly Customer[];
  emptyText: string;
  onOpen: (customer: Customer) => void;
  isBusy?: boolean;
}

/** Customer (name, city), contact (e-mail, phone), orders, total spent, joined; a row opens details. */
export function CustomersTable({ customers, emptyText, onOpen, isBusy }: CustomersTableProps) {
  const { t } = useTranslation('admin-customers');

  const columns = useMemo<ColumnDef<Customer>[]>(
    () => [
      customerColumn<Customer>(t('table.customer'), (customer) => <bdi>{customer.city}</bdi>),
      {
        id: 'contact',
        header: t('table.contact'),
        cell: ({ row }) => (
          <div className="min-w-40 max-w-64">
            <p className="[overflow-wrap:anywhere]">
              <bdi dir="ltr">{row.original.email}</bdi>
            </p>
            <p className="text-xs text-muted">
              {row.original.phone ? (
                <bdi dir="ltr">{formatPhone(row.original.phone)}</bdi>
              ) : (
                t('table.noPhone')
              )}
            </p>
          </div>
        ),
      },
      {
        id: 'orders',
        header: t('table.orders'),
        meta: { align: 'center' },
        cell: ({ row }) => <span className="tabular-nums">{row.original.total_orders}</span>,
      },
      {
        id: 'totalSpent',
        header: t('table.totalSpent'),
        meta: { align: 'end' },
        cell: ({ row }) => <Money amount={row.original.total_spent} unit="DH" className="font-semibold" />,
      },
      {
        id: 'joined',
        header: t('table.joined'),
        meta: { cellClassName: 'whitespace-nowrap text-muted' },
        cell: ({ row }) => <DateTime value={row.original.joined_at} style="date" />,
      },
    ],
    [t],
  );

  return (
    <DataTable
      label={t('table.label')}
      data={customers}
      columns={columns}
      getRowId={(customer) => String(customer.id)}
      onRowClick={onOpen}
      rowLabel={(customer) => t('table.openDetails', { name: customer.name })}
      openHeader={t('table.details')}
      empty={emptyText}
      isBusy={isBusy ?? false}
      minWidthClassName="min-w-[720px]"
    />
  );
}
