import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import type { Rider } from '@parashop/shared/api-types';
import { formatPhone } from '@parashop/shared/phone';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { queryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRiders, useUpdateRider } from '../api/riders';
import { RiderFormModal } from '../components/rider-form-modal';

const NAMESPACES = ['admin-deliveries', 'validation'];

/** /admin/riders: the shop's riders; create one, disable one (their sign-in and sessions stop). */
export default function RidersPage() {
  const { t } = useTranslation(NAMESPACES);
  const riders = useRiders();
  const update = useUpdateRider();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);

  const onToggle = async (rider: Rider) => {
    const disabling = !rider.disabled;
    if (disabling) {
      const sure = await confirm({
        title: t('riders.disableTitle', { name: rider.name }),
        message: t('riders.disableText'),
        confirmLabel: t('riders.disable'),
        tone: 'danger',
      });
      if (!sure) return;
    }
    update.mutate(
      { id: rider.id, body: { disabled: disabling } },
      {
        onSuccess: () =>
          toast.success(t(disabling ? 'riders.disabled' : 'riders.enabled', { name: rider.name })),
        onError: (error) => toast.error(errorMessage(error, t('riders.saveFailed'))),
      },
    );
  };

  const header = (
    <PageHeader
      title={t('riders.title')}
      description={t('riders.subtitle')}
      actions={
        <Button
          className="h-11"
          onClick={() => setAdding(true)}
          icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}
        >
          {t('riders.new')}
        </Button>
      }
    />
  );
  const state = queryState(riders, {
    loadingLabel: t('riders.loading'),
    error: { title: t('riders.loadFailed'), message: t('errors.retry') },
  });
  const list = riders.data ?? [];

  return (
    <>
      {header}
      {state ??
        (list.length === 0 ? (
          <EmptyState title={t('riders.empty')} description={t('riders.emptyHint')} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t('riders.title')}>
            {list.map((rider) => (
              <li
                key={rider.id}
                className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-card"
                data-testid={`rider-${rider.id}`}
              >
                <div className="flex items-start gap-2">
                  <p className="break-anywhere min-w-0 flex-1 font-semibold text-ink" dir="auto">
                    {rider.name}
                  </p>
                  <Badge tone={rider.disabled ? 'neutral' : 'success'}>
                    {t(rider.disabled ? 'riders.state.disabled' : 'riders.state.active')}
                  </Badge>
                </div>
                <p className="text-sm tabular-nums text-slate-700" dir="ltr">
                  {formatPhone(rider.phone)}
                </p>
                {rider.email ? (
                  <p className="break-anywhere text-sm text-muted" dir="ltr">
                    {rider.email}
                  </p>
                ) : null}
                <p className="text-xs text-muted">
                  {t('riders.since')} <DateTime value={rider.created_at} style="date" />
                </p>
                <Button
                  variant={rider.disabled ? 'outline' : 'ghost'}
                  className={rider.disabled ? 'h-10' : 'h-10 text-danger-700'}
                  onClick={() => void onToggle(rider)}
                  aria-label={t(rider.disabled ? 'riders.enableOf' : 'riders.disableOf', {
                    name: rider.name,
                  })}
                >
                  {t(rider.disabled ? 'riders.enable' : 'riders.disable')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <RiderFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
