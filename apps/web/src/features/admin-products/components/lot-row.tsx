import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import type { ProductLot } from '@parashop/shared/api-types';
import { lotUpdateSchema } from '@parashop/shared/schemas/lots';
import { zodErrorToKeyMap } from '@parashop/shared/schemas/errors';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/components/ui/date-time';
import { TextInput } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useValidationMessage } from '@/i18n/validation';
import { isApiError } from '@/lib/api-client';
import { IconButton } from '@/features/admin-kit/components/icon-button';
import { useConfirmedMutation } from '@/features/admin-kit/hooks/use-confirmed-mutation';
import { useDeleteLot, useUpdateLot } from '../api/product-lots';
import { calendarDate, lotState, type LotState } from '../lib/lots';

const STATE_TONES: Record<LotState, BadgeTone> = {
  expired: 'danger',
  expiring: 'warning',
  ok: 'success',
  empty: 'neutral',
};

/** One of a lot's two fields while it is corrected: its label, the input, and its error under it. */
function EditField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-muted">
      {label}
      {children}
      {error ? (
        <span role="alert" className="font-medium text-danger-600">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** One lot: number, expiry date with its state, quantity; edit (quantity and date) in place, delete with confirm. */
export function LotRow({ lot, today }: { lot: ProductLot; today: string }) {
  const { t, i18n } = useTranslation('admin-lots');
  const text = useValidationMessage();
  const confirmThen = useConfirmedMutation();
  const update = useUpdateLot();
  const remove = useDeleteLot();
  const [editing, setEditing] = useState(false);
  const [quantity, setQuantity] = useState(String(lot.quantity));
  const [expiry, setExpiry] = useState(lot.expiry_date);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const state = lotState(lot, today);

  const save = async () => {
    const parsed = lotUpdateSchema.safeParse({ quantity, expiry_date: expiry });
    if (!parsed.success) {
      setErrors(zodErrorToKeyMap(parsed.error));
      return;
    }
    try {
      await update.mutateAsync({ id: lot.id, body: parsed.data });
      toast.success(t('notices.updated', { number: lot.lot_number }));
      setEditing(false);
      setErrors({});
    } catch (error) {
      const fields = isApiError(error) ? error.firstFieldErrors() : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast.error(t('errors.updateFailed'));
    }
  };

  const onDelete = () =>
    confirmThen(
      {
        title: t('confirm.deleteTitle'),
        message: t('confirm.delete', { number: lot.lot_number, quantity: lot.quantity }),
        confirmLabel: t('confirm.deleteButton'),
      },
      remove.mutate,
      lot.id,
      {
        success: () => t('notices.deleted', { number: lot.lot_number }),
        failure: () => t('errors.deleteFailed'),
      },
    );

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p dir="auto" className="font-medium text-ink [overflow-wrap:anywhere]">
          {lot.lot_number}
        </p>
        <p className="text-xs text-muted">
          {t('receivedOn', { date: formatDateTime(lot.created_at, i18n.language, 'date') })}
        </p>
      </div>
      {editing ? (
        <div className="grid grid-cols-2 gap-2 sm:w-80">
          <EditField label={t('fields.expiryDate')} error={text(errors.expiry_date)}>
            <TextInput
              type="date"
              value={expiry}
              invalid={Boolean(errors.expiry_date)}
              onChange={(event) => setExpiry(event.target.value)}
            />
          </EditField>
          <EditField label={t('fields.quantity')} error={text(errors.quantity)}>
            <TextInput
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              value={quantity}
              invalid={Boolean(errors.quantity)}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </EditField>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2 sm:w-80 sm:justify-end">
          <span className="text-sm tabular-nums text-ink">
            {formatDateTime(calendarDate(lot.expiry_date), i18n.language, 'date', 'UTC')}
          </span>
          <Badge tone={STATE_TONES[state]}>{t(`state.${state}`)}</Badge>
          <span className="min-w-16 text-end text-sm font-semibold tabular-nums text-ink">
            {t('quantityValue', { value: lot.quantity })}
          </span>
          {lot.quarantined ? (
            // Units returned damaged or expired (decision 265): kept apart, never sold.
            <Badge tone="warning">{t('quarantinedValue', { value: lot.quarantined })}</Badge>
          ) : null}
        </div>
      )}
      <div className="flex shrink-0 gap-0.5 self-end sm:self-auto">
        {editing ? (
          <>
            <IconButton
              tone="brand"
              label={t('actions.save', { number: lot.lot_number })}
              icon={<Check aria-hidden="true" />}
              onClick={() => void save()}
              disabled={update.isPending}
            />
            <IconButton
              label={t('actions.cancel')}
              icon={<X aria-hidden="true" />}
              onClick={() => {
                setEditing(false);
                setErrors({});
              }}
            />
          </>
        ) : (
          <>
            <IconButton
              label={t('actions.edit', { number: lot.lot_number })}
              tooltip={t('actions.editShort')}
              icon={<Pencil aria-hidden="true" />}
              onClick={() => {
                setQuantity(String(lot.quantity));
                setExpiry(lot.expiry_date);
                setEditing(true);
              }}
            />
            <IconButton
              tone="danger"
              label={t('actions.delete', { number: lot.lot_number })}
              tooltip={t('actions.deleteShort')}
              icon={<Trash2 aria-hidden="true" />}
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            />
          </>
        )}
      </div>
    </li>
  );
}
