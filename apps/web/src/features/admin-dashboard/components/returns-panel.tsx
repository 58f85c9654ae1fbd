import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import type { ReturnStats } from '@parashop/shared/schemas/order-returns';
import { DownloadLink } from '@/components/ui/download-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useNumberFormat } from '@/components/ui/number-format';
import { LoadingState } from '@/components/ui/spinner';
import { useLocalised } from '@/i18n/use-localised';
import { apiFetch } from '@/lib/api-client';
import { Panel } from './panel';

/** GET /api/order-returns/stats: the last 30 days' returns (decision 265). */
function useReturnStats() {
  return useQuery({
    queryKey: ['dashboard', 'returns'],
    queryFn: ({ signal }) => apiFetch<ReturnStats>('/order-returns/stats', { signal }),
  });
}

/** Return rates by product and units by reason over the last 30 days, with their CSV. */
export function ReturnsPanel() {
  const { t, i18n } = useTranslation('order-returns');
  const localised = useLocalised();
  const { money, percent, whole } = useNumberFormat();
  const stats = useReturnStats();
  const days = stats.data?.days ?? 30;
  const lang = (i18n.resolvedLanguage ?? i18n.language).slice(0, 2);
  return (
    <Panel
      title={t('stats.title', { days })}
      className="my-6"
      actions={<DownloadLink href={`/api/order-returns/export.csv?lang=${lang}`} label={t('stats.export')} />}
    >
      {stats.isPending ? (
        <LoadingState className="py-8" />
      ) : stats.isError ? (
        <ErrorState
          className="py-8"
          title={t('stats.loadTitle')}
          message={t('stats.loadMessage')}
          onRetry={() => void stats.refetch()}
        />
      ) : stats.data.returns === 0 ? (
        <EmptyState
          icon={<Undo2 aria-hidden="true" className="h-7 w-7" />}
          title={t('stats.empty', { days })}
        />
      ) : (
        <div className="flex flex-col gap-4" data-testid="returns-panel">
          <p className="text-sm text-muted">
            {t('stats.summary', {
              count: stats.data.returns,
              returns: whole(stats.data.returns),
              units: whole(stats.data.returned_units),
              amount: money(stats.data.refunded, 'DH'),
            })}
          </p>
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <section>
              <h3 className="mb-2 text-sm font-semibold">{t('stats.byProduct')}</h3>
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b border-line text-xs text-muted">
                    <th scope="col" className="py-1 text-start font-medium">
                      {t('stats.product')}
                    </th>
                    <th scope="col" className="py-1 text-end font-medium">
                      {t('stats.returned')}
                    </th>
                    <th scope="col" className="py-1 text-end font-medium">
                      {t('stats.rate')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.by_product.slice(0, 10).map((row) => (
                    <tr key={`${row.target_name}-${row.target_id}`} className="border-b border-line">
                      <td className="py-1.5 pe-2 [overflow-wrap:anywhere]">
                        <bdi>{localised.name(row)}</bdi>
                      </td>
                      <td className="py-1.5 text-end tabular-nums">
                        <bdi dir="ltr">
                          {whole(row.returned_units)} / {whole(row.delivered_units)}
                        </bdi>
                      </td>
                      <td className="py-1.5 text-end font-semibold tabular-nums">{percent(row.rate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section>
              <h3 className="mb-2 text-sm font-semibold">{t('stats.byReason')}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {stats.data.by_reason.map((row) => (
                  <li key={row.reason} className="flex justify-between gap-2">
                    <span>{t(`reasons.${row.reason}`)}</span>
                    <span className="font-semibold tabular-nums">{whole(row.units)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      )}
    </Panel>
  );
}
