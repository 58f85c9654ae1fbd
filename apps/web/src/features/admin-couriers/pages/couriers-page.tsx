import { useState } from 'react';
import type { CourierParcelView } from '@parashop/shared';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, PackageSearch, Printer, RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { queryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { labelsUrl, useCourierParcels, useSyncNow } from '../api/couriers';
import { PrintLabelLink } from '@/features/admin-kit/components/courier-label-link';
import { CourierStateBadge } from '@/features/admin-kit/components/courier-state-badge';

function isToday(iso: string): boolean {
  return new Date(iso).toDateString() === new Date().toDateString();
}

/**
 * /admin/couriers: the parcels with couriers, those needing staff first on demand, "sync now", and the
 * labels of the day's (or the ticked) parcels opened together on one sheet, one after another.
 */
export default function CouriersPage() {
  const { t } = useTranslation('admin-couriers');
  const [attention, setAttention] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [sheet, setSheet] = useState<CourierParcelView[] | null>(null);
  const parcels = useCourierParcels(attention);
  const sync = useSyncNow();
  const state = queryState(parcels, {
    loadingLabel: t('parcels.loading'),
    error: { title: t('parcels.loadFailed'), message: t('errors.retry') },
  });
  const list = parcels.data ?? [];
  const withLabel = list.filter((parcel) => parcel.has_label);
  const todays = withLabel.filter((parcel) => isToday(parcel.created_at));
  const chosen = picked.size > 0 ? withLabel.filter((parcel) => picked.has(parcel.id)) : todays;
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('parcels.title')}
        description={t('parcels.subtitle')}
        actions={
          <Button
            variant="outline"
            className="h-11"
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(undefined, {
                onSuccess: (answer) => toast.success(t('parcels.synced', { count: answer.polled })),
                onError: (error) => toast.error(errorMessage(error, t('parcels.syncFailed'))),
              })
            }
          >
            <RefreshCw aria-hidden="true" className={cn('h-4 w-4', sync.isPending && 'animate-spin')} />
            {t('parcels.syncNow')}
          </Button>
        }
      />
      <div
        role="group"
        aria-label={t('parcels.filter')}
        className="flex w-fit rounded-lg border border-line bg-surface p-1"
      >
        {([false, true] as const).map((value) => (
          <button
            key={String(value)}
            type="button"
            aria-pressed={attention === value}
            onClick={() => setAttention(value)}
            className={cn(
              'h-9 rounded-md px-4 text-sm font-medium',
              attention === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-brand-50',
            )}
          >
            {t(value ? 'parcels.attention' : 'parcels.all')}
          </button>
        ))}
      </div>
      {state ??
        (list.length === 0 ? (
          <EmptyState
            title={t(attention ? 'parcels.emptyAttention' : 'parcels.empty')}
            description={t('parcels.emptyHint')}
            icon={<PackageSearch className="h-7 w-7" />}
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                className="h-11"
                disabled={chosen.length === 0}
                onClick={() => setSheet(chosen)}
              >
                <Printer aria-hidden="true" className="h-4 w-4" />
                {picked.size > 0
                  ? t('labels.openPicked', { count: chosen.length })
                  : t('labels.openToday', { count: chosen.length })}
              </Button>
              {picked.size > 0 ? (
                <Button variant="ghost" className="h-11" onClick={() => setPicked(new Set())}>
                  {t('labels.clear')}
                </Button>
              ) : null}
            </div>
            <ul className="flex flex-col gap-2" aria-label={t('parcels.title')}>
              {list.map((parcel) => (
                <li
                  key={parcel.id}
                  data-testid={`parcel-${parcel.order_number}`}
                  className="grid grid-cols-1 gap-2 rounded-card border border-line bg-surface p-3 text-sm shadow-card md:grid-cols-[10rem_minmax(0,1fr)_12rem_auto] md:items-center"
                >
                  <span className="flex flex-col">
                    <span className="flex items-center gap-2">
                      {parcel.has_label ? (
                        <input
                          type="checkbox"
                          className="h-5 w-5"
                          checked={picked.has(parcel.id)}
                          onChange={() => toggle(parcel.id)}
                          aria-label={t('labels.pick', { order: parcel.order_number })}
                        />
                      ) : null}
                      <bdi dir="ltr" className="font-semibold text-ink">
                        {parcel.order_number}
                      </bdi>
                    </span>
                    <span className="text-xs text-muted">
                      <DateTime value={parcel.created_at} />
                    </span>
                  </span>
                  <span className="min-w-0 break-anywhere" dir="auto">
                    {parcel.city} · {parcel.district_name}
                    {parcel.code ? (
                      <span className="block text-xs text-muted">
                        {t('parcel.code')} <bdi dir="ltr">{parcel.code}</bdi>
                      </span>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <CourierStateBadge parcel={parcel} />
                    {parcel.raw_status ? (
                      <bdi
                        dir="ltr"
                        className={cn('text-xs', parcel.unknown_status ? 'text-amber-800' : 'text-muted')}
                      >
                        {parcel.unknown_status ? (
                          <AlertTriangle
                            aria-label={t('parcel.unknownShort')}
                            className="me-1 inline h-3.5 w-3.5"
                          />
                        ) : null}
                        {parcel.raw_status}
                      </bdi>
                    ) : null}
                  </span>
                  <span className="flex justify-end">
                    {parcel.has_label ? <PrintLabelLink orderId={parcel.order_id} /> : null}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ))}
      {sheet ? <LabelsSheet parcels={sheet} onClose={() => setSheet(null)} /> : null}
    </div>
  );
}

/**
 * The chosen labels: one PDF with all of them, one label a page, made by the API from the couriers'
 * labels (decision 270), to print in one go; each label also opens alone.
 */
function LabelsSheet({ parcels, onClose }: { parcels: CourierParcelView[]; onClose: () => void }) {
  const { t } = useTranslation('admin-couriers');
  return (
    <section
      aria-labelledby="labels-sheet"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3 shadow-card"
      data-testid="labels-sheet"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="labels-sheet" className="text-base font-semibold">
          {t('labels.title', { count: parcels.length })}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a
            href={labelsUrl(parcels.map((parcel) => parcel.order_id))}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ className: 'h-11' })}
          >
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('labels.printAll')}
          </a>
          <Button variant="ghost" className="h-11" onClick={onClose}>
            {t('labels.close')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">{t('labels.hint')}</p>
      <ol className="flex flex-wrap gap-2">
        {parcels.map((parcel) => (
          <li key={parcel.id}>
            <PrintLabelLink orderId={parcel.order_id}>
              <bdi dir="ltr">
                {parcel.order_number} · {parcel.code}
              </bdi>
            </PrintLabelLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
