import { displayLocale } from '@/components/ui/date-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago an order was placed, in the reader's language: '5 min ago', '2 hr. ago', '3 days ago'. */
export function relativeAge(instant: string, now: Date, language: string): string {
  const elapsed = Math.max(0, now.getTime() - new Date(instant).getTime());
  const format = new Intl.RelativeTimeFormat(displayLocale(language), { numeric: 'auto', style: 'short' });
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < 2 * DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsed / DAY_MS), 'day');
}
