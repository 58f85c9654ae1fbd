import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { OVERVIEW_STATUSES, type OverviewStatus } from '../lib/dashboard-figures';
import { STATUS_COLORS } from './order-status-colors';

export interface OrderStatusChartProps {
  totals: Record<OverviewStatus, number>;
  labels: Record<OverviewStatus, string>;
}

/**
 * A donut of the four statuses: the proportions read at a glance, the exact numbers are on the
 * tiles beside it (so the picture is decorative for screen readers). Its own chunk: the charting
 * library loads only with the dashboard.
 */
export default function OrderStatusChart({ totals, labels }: OrderStatusChartProps) {
  const data = OVERVIEW_STATUSES.map((status) => ({
    status,
    name: labels[status],
    value: totals[status],
  })).filter((entry) => entry.value > 0);
  return (
    <div aria-hidden="true" className="h-44 w-44 shrink-0">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="58%"
            outerRadius="100%"
            paddingAngle={data.length > 1 ? 2 : 0}
            stroke="none"
            isAnimationActive={false}
          >
            {data.map((entry) => (
              <Cell key={entry.status} fill={STATUS_COLORS[entry.status]} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
