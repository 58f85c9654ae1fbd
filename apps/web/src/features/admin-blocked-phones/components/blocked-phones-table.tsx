import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockedPhone } from '@parashop/shared/api-types';
import { DataTable, type ColumnDef } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { actionsColumn } from '@/features/admin-kit/components/row-actions';
import { formatPhone } from '@parashop/shared/phone';

export interface BlockedPhonesTableProps {
  phones: readonly BlockedPhone[];
  emptyText: string;
  onRemove: (phone: BlockedPhone) => void;
  isBusy?: boolean;
}

/** Number and date blocked, reason, and the unblock button. */
export function BlockedPhonesTable({ phones, emptyText, onRemove, isBusy }: BlockedPhonesTableProps) {
  const { t } = useTranslation('admin-blocked-phones');
  const columns = useMemo<ColumnDef<BlockedPhone>[]>(
    () => [
      {
        // The date goes under the number: three columns fit a phone without scrolling sideways.
        id: 'phone',
        header: t('table.phoneAndDate'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-medium text-ink">
              <bdi dir="ltr">{formatPhone(row.original.phone_number)}</bdi>
            </p>
            <p className="text-xs text-muted">
              <DateTime value={row.original.created_at} />
            </p>
          </div>
        ),
      },
      {
        id: 'reason',
        header: t('table.reason'),
        meta: { cellClassName: 'w-full min-w-32 [overflow-wrap:anywhere]' },
        cell: ({ row }) =>
          row.original.reason ? (
            <bdi>{row.original.reason}</bdi>
          ) : (
            <span className="text-muted">{t('table.noReason')}</span>
          ),
      },
      actionsColumn<BlockedPhone>(t('table.actions'), (phone) => (
        // 44 px: the list is used on phones too.
        <Button
          variant="ghost"
          size="icon"
          className="h-11 w-11 text-danger-600 hover:bg-danger-50"
          aria-label={t('actions.removeNamed', { phone: phone.phone_number })}
          title={t('actions.remove')}
          onClick={() => onRemove(phone)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      )),
    ],
    [t, onRemove],
  );
  return (
    <DataTable
      label={t('table.label')}
      data={phones}
      columns={columns}
      getRowId={(phone) => String(phone.id)}
      empty={emptyText}
      isBusy={isBusy ?? false}
      minWidthClassName="min-w-0"
    />
  );
}
