import { addDays, dateInZone, startOfDate, type SalesPeriod } from '@parashop/shared';

/** A half-open range of instants [from, to): a calendar period in the shop's time zone. */
export type Range = { from: Date; to: Date };

function firstOfMonth(year: number, month: number): string {
  const y = month > 12 ? year + 1 : month < 1 ? year - 1 : year;
  const m = ((month - 1 + 12) % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/** Today, this month, last month and this year around `now`, in `timeZone`. */
export function calendarRanges(now: Date, timeZone: string) {
  const today = dateInZone(now, timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const at = (date: string) => startOfDate(date, timeZone);
  return {
    today,
    day: { from: at(today), to: at(addDays(today, 1)) },
    month: { from: at(firstOfMonth(year, month)), to: at(firstOfMonth(year, month + 1)) },
    previousMonth: { from: at(firstOfMonth(year, month - 1)), to: at(firstOfMonth(year, month)) },
    year: {
      from: at(`${String(year).padStart(4, '0')}-01-01`),
      to: at(`${String(year + 1).padStart(4, '0')}-01-01`),
    },
  } satisfies { today: string; day: Range; month: Range; previousMonth: Range; year: Range };
}

/** The range of a sales period; null for 'all'. */
export function salesPeriodRange(period: SalesPeriod, now: Date, timeZone: string): Range | null {
  const ranges = calendarRanges(now, timeZone);
  switch (period) {
    case 'all':
      return null;
    case 'today':
      return ranges.day;
    case 'month':
      return ranges.month;
    case 'year':
      return ranges.year;
  }
}
