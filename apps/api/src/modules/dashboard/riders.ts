import { sql } from 'drizzle-orm';
import { toCentimes, type DashboardRiders } from '@parashop/shared';
import type { Executor } from '../../db/client';

/** The first-attempt rate looks at orders whose first delivery attempt ended in the last this many days. */
export const FIRST_ATTEMPT_DAYS = 30;

type Row = {
  cash: string;
  delivered: number;
  failed: number;
  left: number;
  first_attempts: number;
  first_delivered: number;
};

/**
 * The riders' tiles of the dashboard (docs/decisions/240-riders-runs-and-cash.md), money in centimes:
 * cash collected on delivered stops of days staff have not closed; today's stops (the runs dated today
 * in the shop's time zone) delivered, failed and still to do; and, over the orders whose first delivery
 * attempt ended in the last 30 days, the share delivered at that first attempt (postponed counts as an
 * attempt that did not deliver), 0..1 or null when there were none.
 */
export async function riderFigures(db: Executor, now: Date, today: string): Promise<DashboardRiders> {
  const since = new Date(now.getTime() - FIRST_ATTEMPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.execute(sql`
    with cash as (
      select coalesce(sum(s.collected), 0) as cash
      from delivery_stops s
      join delivery_runs r on r.id = s.run_id
      left join rider_cash_days d on d.rider_id = r.rider_id and d.date = r.date
      where s.state = 'delivered' and d.closed_at is null
    ),
    today as (
      select count(*) filter (where s.state = 'delivered')::int as delivered,
        count(*) filter (where s.state = 'failed')::int as failed,
        count(*) filter (where s.state in ('assigned', 'out'))::int as "left"
      from delivery_stops s
      join delivery_runs r on r.id = s.run_id
      where r.date = ${today}::date and r.status <> 'draft'
    ),
    firsts as (
      select distinct on (s.order_id) s.order_id, s.state, s.outcome_at
      from delivery_stops s
      where s.outcome_at is not null
      order by s.order_id, s.outcome_at, s.id
    ),
    rate as (
      select count(*)::int as first_attempts,
        count(*) filter (where state = 'delivered')::int as first_delivered
      from firsts
      where outcome_at >= ${since}::timestamptz
    )
    select cash.cash::text as cash, today.delivered, today.failed, today."left",
      rate.first_attempts, rate.first_delivered
    from cash, today, rate
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
  const row = rows[0];
  const attempts = Number(row?.first_attempts ?? 0);
  return {
    cash_with_riders: toCentimes(row?.cash ?? '0'),
    deliveries_today: {
      delivered: Number(row?.delivered ?? 0),
      failed: Number(row?.failed ?? 0),
      left: Number(row?.left ?? 0),
    },
    first_attempt_rate_30d: attempts === 0 ? null : Number(row?.first_delivered ?? 0) / attempts,
  };
}
