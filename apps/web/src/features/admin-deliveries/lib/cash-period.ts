import type { CashDay } from '@parashop/shared/api-types';

export type CashPeriod = { kind: 'day'; date: string } | { kind: 'month'; month: string };

/** The first and last day of the period (YYYY-MM-DD), as GET /rider-cash takes them. */
export function periodRange(period: CashPeriod): { from: string; to: string } {
  if (period.kind === 'day') return { from: period.date, to: period.date };
  const [year, month] = period.month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period.month}-01`, to: `${period.month}-${String(last).padStart(2, '0')}` };
}

export interface RiderCashTotal {
  rider: CashDay['rider'];
  days: number;
  expected: number;
  counted: number;
  difference: number;
  /** Days not closed yet: their cash is still with the rider. */
  open: number;
}

/** Each rider's sums over the period: expected, counted (closed days), differences, and days still open. */
export function riderTotals(days: readonly CashDay[]): RiderCashTotal[] {
  const byRider = new Map<number, RiderCashTotal>();
  for (const day of days) {
    const total = byRider.get(day.rider.id) ?? {
      rider: day.rider,
      days: 0,
      expected: 0,
      counted: 0,
      difference: 0,
      open: 0,
    };
    total.days += 1;
    total.expected += day.expected;
    total.counted += day.counted ?? 0;
    total.difference += day.difference ?? 0;
    if (day.closed_at === null) total.open += 1;
    byRider.set(day.rider.id, total);
  }
  return [...byRider.values()].sort((a, b) => a.rider.name.localeCompare(b.rider.name));
}
