import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Truck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField, TextInput } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { queryState } from '@/components/ui/query-state';
import { useRiders } from '../api/riders';
import { useRuns } from '../api/runs';
import { RunBuilder } from '../components/run-builder';
import { RunCard } from '../components/run-card';
import { useShopToday } from '@/lib/shop-day';

const NAMESPACES = ['admin-deliveries', 'validation'];

/**
 * /admin/deliveries: build a run for a rider and a day, hand it over, and follow the day's runs live
 * (the notification stream refreshes them on each outcome).
 */
export default function DeliveriesPage() {
  const { t } = useTranslation(NAMESPACES);
  // The shop's day (as the server says it) until staff choose another.
  const today = useShopToday();
  const [chosen, setDate] = useState<string | null>(null);
  const date = chosen ?? today;
  const riders = useRiders();
  const runs = useRuns(date);
  const state = queryState([riders, runs], {
    loadingLabel: t('loading'),
    error: { title: t('loadFailed'), message: t('errors.retry') },
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          <FormField label={t('day')} className="w-44">
            <TextInput
              type="date"
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
              className="h-11"
            />
          </FormField>
        }
      />
      {state ?? (
        <>
          <RunBuilder key={date} date={date} riders={riders.data ?? []} />
          <section aria-labelledby="runs-title" className="flex flex-col gap-3">
            <h2 id="runs-title" className="text-base font-semibold text-ink">
              {t('runsOfDay', { count: runs.data?.length ?? 0 })}
            </h2>
            {runs.data && runs.data.length > 0 ? (
              <div className="grid gap-4 xl:grid-cols-2">
                {runs.data.map((run) => (
                  <RunCard key={run.id} run={run} />
                ))}
              </div>
            ) : (
              <EmptyState
                title={t('noRuns')}
                description={t('noRunsHint')}
                icon={<Truck className="h-7 w-7" />}
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
