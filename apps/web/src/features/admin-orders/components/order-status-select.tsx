import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { isOrderStatus } from '../lib/order-filters';

type StatusOrder = Pick<Order, 'id' | 'status' | 'order_number'>;

/** How long the "Undo" of a status change stays offered (decision 175). */
export const UNDO_MS = 5000;

/**
 * Changes that end an order the customer may still be waiting for ask first (decision 175):
 * cancelling, and marking returned an order that was never delivered. Returning a delivered
 * order is the ordinary course of a return; its toast's "Undo" covers a slip.
 */
export function needsConfirmation(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (to === 'cancelled') return true;
  return to === 'returned' && from !== 'delivered';
}

/** The toast after a change: what happened, and "Undo" that puts the previous status back. */
function StatusChangedToast({
  order,
  status,
  previous,
}: {
  order: StatusOrder;
  status: OrderStatus;
  previous: OrderStatus;
}) {
  const { t } = useTranslation('admin-orders');
  const update = useUpdateOrderStatus();
  return (
    // Wraps (the button under the text) rather than squeeze the text to a few letters a line.
    <div
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"
      data-testid="order-status-toast"
    >
      <span className="min-w-0 flex-[1_1_12rem]">
        {t('statusChange.done', { number: order.order_number, status: t(`status.${status}`) })}
      </span>
      <button
        type="button"
        className="min-h-11 shrink-0 cursor-pointer rounded-lg px-3 font-semibold text-brand-700 underline-offset-2 hover:underline"
        onClick={() => {
          void update.mutateAsync({ id: order.id, status: previous }).then(
            () =>
              toast.info(
                t('statusChange.undone', { number: order.order_number, status: t(`status.${previous}`) }),
              ),
            () => toast.error(t('statusChange.undoFailed', { number: order.order_number })),
          );
        }}
      >
        {t('statusChange.undo')}
      </button>
    </div>
  );
}

/**
 * Any of the four statuses from any other (no client restriction, SPEC section 4); the change
 * shows at once and is undone if the server refuses it. Cancelling (and returning an order never
 * delivered) asks first; a change the server accepted is told in a toast with "Undo" (decision 175).
 */
export function OrderStatusSelect({ order }: { order: StatusOrder }) {
  const { t } = useTranslation('admin-orders');
  const update = useUpdateOrderStatus();
  const confirm = useConfirm();

  const change = async (status: OrderStatus) => {
    const previous = order.status;
    if (needsConfirmation(previous, status)) {
      const number = order.order_number;
      const yes = await confirm({
        title: t('statusChange.confirmTitle', { number }),
        message: t(`statusChange.confirm.${status}`, { number }),
        confirmLabel: t(`statusChange.confirmLabel.${status}`),
        cancelLabel: t('statusChange.keep', { status: t(`status.${previous}`) }),
        tone: 'danger',
      });
      if (!yes) return;
    }
    void update.mutateAsync({ id: order.id, status }).then(
      () =>
        toast.success(<StatusChangedToast order={order} status={status} previous={previous} />, {
          autoClose: UNDO_MS,
        }),
      // The failure is rolled back and logged by the mutation (SPEC section 8); an order whose courier
      // parcel is live says why it stays (decision 270): the parcel must be cancelled first.
      (error: unknown) => {
        const body = error instanceof ApiError ? (error.body as { reason?: unknown } | null) : null;
        if (body?.reason === 'parcel_live') toast.error(errorMessage(error, ''));
      },
    );
  };

  return (
    <Select
      aria-label={t('table.changeStatusOf', { number: order.order_number })}
      value={order.status}
      className="h-9 min-w-36 py-1"
      options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      onChange={(event) => {
        const status = event.target.value;
        if (isOrderStatus(status) && status !== order.status) void change(status);
      }}
    />
  );
}
