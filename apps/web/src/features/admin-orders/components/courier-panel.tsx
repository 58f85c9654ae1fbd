import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Ban, PackageCheck, RotateCcw, Send } from 'lucide-react';
import type { Order } from '@parashop/shared/api-types';
import { toCentimes } from '@parashop/shared/money';
import type { CourierParcelView } from '@parashop/shared';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DateTime } from '@/components/ui/date-time';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useNumberFormat } from '@/components/ui/number-format';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { PrintLabelLink } from '@/features/admin-kit/components/courier-label-link';
import { CourierStateBadge } from '@/features/admin-kit/components/courier-state-badge';
import {
  useCouriers,
  useDistricts,
  useOrderParcel,
  useCancelParcel,
  useReceiveBack,
  useSendParcel,
} from '../api/courier-parcel';

/**
 * The order's courier section (decision 270): send a confirmed order by courier (courier, district
 * from its list, the fee shown), then its parcel: code, state, the courier's raw status, the label,
 * its history, and "received back" once it failed.
 */
export function CourierPanel({ order }: { order: Order }) {
  const { t } = useTranslation('admin-couriers');
  const parcel = useOrderParcel(order.id);
  const couriers = useCouriers();
  if (couriers.data && couriers.data.length === 0) return null;
  const eligible = order.status === 'pending' && order.confirmation_status === 'confirmed';
  let body;
  if (parcel.isPending || couriers.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner size="sm" /> {t('panel.loading')}
      </p>
    );
  } else if (parcel.isError || couriers.isError) {
    body = (
      <p className="flex flex-wrap items-center gap-2 text-sm text-danger-700" role="alert">
        {t('panel.loadFailed')}
        <Button size="sm" variant="outline" onClick={() => void parcel.refetch()}>
          {t('actions.retry')}
        </Button>
      </p>
    );
  } else if (parcel.data && parcel.data.state !== 'refused') {
    body = <ParcelSummary order={order} parcel={parcel.data} />;
  } else if (eligible) {
    body = <SendForm order={order} refused={parcel.data ?? null} />;
  } else {
    body = <p className="text-sm text-muted">{t('panel.notEligible')}</p>;
  }
  return (
    <section aria-labelledby={`courier-${order.id}`} className="rounded-xl border border-line p-3">
      <h3 id={`courier-${order.id}`} className="mb-2 text-sm font-semibold">
        {t('panel.title')}
      </h3>
      {body}
    </section>
  );
}

function SendForm({ order, refused }: { order: Order; refused: CourierParcelView | null }) {
  const { t } = useTranslation('admin-couriers');
  const { money } = useNumberFormat();
  const couriers = useCouriers();
  const [courier, setCourier] = useState(couriers.data?.[0]?.id ?? '');
  const [filter, setFilter] = useState('');
  const [districtId, setDistrictId] = useState('');
  const districts = useDistricts(courier || null);
  const send = useSendParcel(order.id);
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const all = districts.data ?? [];
    return needle === ''
      ? all
      : all.filter((d) => `${d.city} ${d.name} ${d.name_ar ?? ''}`.toLocaleLowerCase().includes(needle));
  }, [districts.data, filter]);
  const district = districts.data?.find((d) => d.id === districtId);

  const submit = () => {
    if (!courier || !districtId) return;
    send.mutate(
      { courier, district_id: districtId },
      { onSuccess: (parcel) => toast.success(t('panel.sent', { code: parcel.code ?? '' })) },
    );
  };

  return (
    <div className="flex flex-col gap-3" data-testid="courier-send">
      {refused?.delivery_state === 'cancelled' ? (
        <p className="text-sm text-muted" dir="auto">
          {t('panel.lastCancelled', { code: refused.code ?? refused.reference })}
        </p>
      ) : refused ? (
        <p className="text-sm text-danger-700" dir="auto">
          {t('panel.lastRefused', { reason: refused.last_error ?? '' })}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('panel.courier')}>
          <Select
            value={courier}
            onChange={(event) => {
              setCourier(event.target.value);
              setDistrictId('');
            }}
            options={(couriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            className="h-11"
          />
        </FormField>
        <FormField label={t('panel.search')}>
          <TextInput
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('panel.searchHint')}
            className="h-11"
          />
        </FormField>
      </div>
      {districts.isPending && courier ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" /> {t('panel.districtsLoading')}
        </p>
      ) : districts.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-danger-700" role="alert">
          {errorMessage(districts.error, t('panel.districtsFailed'))}
          <Button size="sm" variant="outline" onClick={() => void districts.refetch()}>
            {t('actions.retry')}
          </Button>
        </p>
      ) : (
        <FormField label={t('panel.district')}>
          <Select
            value={districtId}
            onChange={(event) => setDistrictId(event.target.value)}
            placeholder={shown.length === 0 ? t('panel.noDistrict') : t('panel.chooseDistrict')}
            options={shown.map((d) => ({
              value: d.id,
              label: `${d.city} · ${d.name} · ${money(d.price, 'DH')}`,
            }))}
            className="h-11"
          />
        </FormField>
      )}
      {district ? (
        <p className="text-sm text-slate-700" data-testid="courier-fee">
          {t('panel.fee')}{' '}
          <bdi dir="ltr" className="font-semibold tabular-nums">
            {money(district.price, 'DH')}
          </bdi>
          {district.delay ? ` · ${t('panel.delay', { delay: district.delay })}` : ''}
          {' · '}
          {t('panel.collect')}{' '}
          <bdi dir="ltr" className="font-semibold tabular-nums">
            {money(toCentimes(order.total_order), 'DH')}
          </bdi>
        </p>
      ) : null}
      {send.isError ? (
        <p className="flex items-start gap-2 text-sm text-danger-700" role="alert">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span dir="auto">{errorMessage(send.error, t('panel.sendFailed'))}</span>
        </p>
      ) : null}
      <div>
        <Button onClick={submit} disabled={!district || send.isPending} className="h-11">
          {send.isPending ? <Spinner size="sm" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          {send.isError ? t('actions.retrySend') : t('actions.send')}
        </Button>
      </div>
    </div>
  );
}

function ParcelSummary({ order, parcel }: { order: Order; parcel: CourierParcelView }) {
  const { t } = useTranslation('admin-couriers');
  const { money } = useNumberFormat();
  const send = useSendParcel(order.id);
  const receive = useReceiveBack(order.id);
  const cancel = useCancelParcel(order.id);
  const confirm = useConfirm();
  // The courier cancels a parcel only before pickup (decision 270).
  const canCancel = parcel.state === 'sent' && parcel.delivery_state === 'waiting' && !parcel.unknown_status;
  const askCancel = async () => {
    const yes = await confirm({
      title: t('cancel.title'),
      message: t('cancel.message', { code: parcel.code ?? '' }),
      confirmLabel: t('actions.cancelParcel'),
      cancelLabel: t('cancel.keep'),
      tone: 'danger',
    });
    if (!yes) return;
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t('cancel.done')),
      onError: (error) => toast.error(errorMessage(error, t('cancel.failed'))),
    });
  };
  const canReceive =
    parcel.state === 'sent' && ['failed', 'cancelled', 'postponed'].includes(parcel.delivery_state);
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="courier-parcel">
      <div className="flex flex-wrap items-center gap-2">
        <CourierStateBadge parcel={parcel} />
        {parcel.code ? (
          <span>
            {t('parcel.code')}{' '}
            <bdi dir="ltr" className="font-semibold" data-testid="parcel-code">
              {parcel.code}
            </bdi>
          </span>
        ) : null}
        <span className="text-muted" dir="auto">
          {parcel.city} · {parcel.district_name}
        </span>
      </div>
      <p className="text-slate-700">
        {t('parcel.quotedFee')}{' '}
        <bdi dir="ltr" className="tabular-nums">
          {money(parcel.quoted_fee, 'DH')}
        </bdi>
        {parcel.fee !== null && parcel.fee !== parcel.quoted_fee ? (
          <>
            {' · '}
            {t('parcel.fee')}{' '}
            <bdi dir="ltr" className="tabular-nums text-amber-800">
              {money(parcel.fee, 'DH')}
            </bdi>
          </>
        ) : null}
        {parcel.raw_status ? (
          <>
            {' · '}
            {t('parcel.rawStatus')} <bdi dir="ltr">{parcel.raw_status}</bdi>
          </>
        ) : null}
      </p>
      {parcel.unknown_status ? (
        <p className="flex items-center gap-2 text-amber-800" role="status">
          <AlertTriangle aria-hidden="true" className="h-4 w-4" />
          {t('parcel.unknownStatus', { status: parcel.raw_status ?? '' })}
        </p>
      ) : null}
      {parcel.state === 'sending' ? (
        <div className="flex flex-col gap-2">
          <p className="text-amber-800">{t('parcel.sendingHint')}</p>
          {send.isError ? (
            <p className="text-danger-700" role="alert" dir="auto">
              {errorMessage(send.error, t('panel.sendFailed'))}
            </p>
          ) : null}
          <div>
            <Button
              variant="outline"
              disabled={send.isPending}
              onClick={() => send.mutate({ courier: parcel.courier, district_id: parcel.district_id })}
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {t('actions.retrySend')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {parcel.has_label ? <PrintLabelLink orderId={order.id} /> : null}
        {canCancel ? (
          <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => void askCancel()}>
            <Ban aria-hidden="true" className="h-4 w-4" />
            {t('actions.cancelParcel')}
          </Button>
        ) : null}
        {canReceive ? (
          <Button
            size="sm"
            disabled={receive.isPending}
            onClick={() =>
              receive.mutate(undefined, {
                onSuccess: () => toast.success(t('parcel.receivedToast')),
                onError: (error) => toast.error(errorMessage(error, t('parcel.receiveFailed'))),
              })
            }
          >
            <PackageCheck aria-hidden="true" className="h-4 w-4" />
            {t('actions.receivedBack')}
          </Button>
        ) : null}
      </div>
      {parcel.events.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-xs text-muted">{t('parcel.history')}</summary>
          <ol className="mt-1 flex flex-col gap-1 text-xs">
            {parcel.events.map((event, index) => (
              <li
                key={`${event.occurred_at}-${index}`}
                className={event.applied ? '' : 'text-muted line-through'}
              >
                <DateTime value={event.occurred_at} /> · <bdi dir="ltr">{event.raw_status}</bdi>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
