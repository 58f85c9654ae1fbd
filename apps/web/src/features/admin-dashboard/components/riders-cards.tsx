import { useTranslation } from 'react-i18next';
import { Banknote, Target, Truck } from 'lucide-react';
import type { DashboardRiders } from '@parashop/shared/api-types';
import { formatPercent, useNumberFormat } from '@/components/ui/number-format';
import { StatGrid } from '@/components/ui/stat-card';
import { StatCards } from '@/features/admin-kit/components/stat-cards';

/**
 * The riders' tiles (issue 29): cash still with riders (delivered, day not closed), today's stops
 * delivered / failed / left, and the share of orders delivered at their first attempt over 30 days.
 */
export function RidersCards({ riders }: { riders: DashboardRiders }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const { money } = useNumberFormat();
  const { delivered, failed, left } = riders.deliveries_today;
  return (
    <StatGrid columns={3} className="mb-6">
      <StatCards
        figures={[
          {
            testId: 'dashboard-cash-with-riders',
            label: t('riders.cash'),
            value: (
              <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
                {money(riders.cash_with_riders, 'MAD')}
              </bdi>
            ),
            hint: t('riders.cashHint'),
            tone: riders.cash_with_riders > 0 ? 'warning' : 'neutral',
            icon: Banknote,
            to: '/admin/cash',
          },
          {
            testId: 'dashboard-deliveries-today',
            label: t('riders.today'),
            value: t('riders.todayValue', { delivered, failed, left }),
            hint: t('riders.todayHint'),
            tone: 'info',
            icon: Truck,
            to: '/admin/deliveries',
          },
          {
            testId: 'dashboard-first-attempt-rate',
            label: t('riders.firstAttempt'),
            value:
              riders.first_attempt_rate_30d === null
                ? '—'
                : formatPercent(riders.first_attempt_rate_30d, i18n.language),
            hint: t('riders.firstAttemptHint'),
            tone: 'success',
            icon: Target,
          },
        ]}
      />
    </StatGrid>
  );
}
