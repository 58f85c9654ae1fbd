import type { WeekStart } from './constants';

/**
 * Calendar arithmetic in the shop's time zone with Intl only (runs in the browser and in Node).
 * "Today", "this week" and so on start at local midnight of the zone, returned as instants (Date).
 * Offsets are read from Intl at the instant they apply, so DST zones and Africa/Casablanca (which
 * leaves UTC+1 for UTC+0 around Ramadan) come out right.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type DateString = string;

const DATE_STRING_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, which is what a bad configuration deserves.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instantMs: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's wall-clock time at an instant, written as if it were UTC (milliseconds). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const p = localParts(instantMs, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** Offset of the zone from UTC at an instant, in milliseconds (UTC+1 gives 3_600_000). */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  return wallClockMs(ms, timeZone) - (ms - (((ms % 1000) + 1000) % 1000));
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The calendar day of an instant in a zone, 'YYYY-MM-DD'. */
export function dateInZone(instant: Date, timeZone: string): DateString {
  const p = localParts(instant.getTime(), timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Whether a text is a real calendar day written 'YYYY-MM-DD' (2025-02-30 is not). */
export function isDateString(value: string): boolean {
  const match = DATE_STRING_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parseDateString(date: DateString): { year: number; month: number; day: number } {
  const match = DATE_STRING_PATTERN.exec(date);
  if (!match || !isDateString(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function utcDateToString(ms: number): DateString {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The calendar day `days` after (or before, when negative) a day. */
export function addDays(date: DateString, days: number): DateString {
  const { year, month, day } = parseDateString(date);
  return utcDateToString(Date.UTC(year, month - 1, day) + days * DAY_MS);
}

/** Day of the week of a calendar day: 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: DateString): number {
  const { year, month, day } = parseDateString(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The first instant of a calendar day in a zone: local midnight, or when midnight is skipped by a
 * clock change, the instant of that change.
 */
export function startOfDate(date: DateString, timeZone: string): Date {
  const { year, month, day } = parseDateString(date);
  const target = Date.UTC(year, month - 1, day);
  // Offsets in force around that midnight; one of them is the right one unless midnight is skipped.
  const offsets = new Set<number>();
  for (const probe of [target - DAY_MS, target, target + DAY_MS]) {
    offsets.add(timeZoneOffsetMs(new Date(probe), timeZone));
  }
  const candidates = [...offsets].map((offset) => target - offset).sort((a, b) => a - b);
  const exact = candidates.find((candidate) => wallClockMs(candidate, timeZone) === target);
  if (exact !== undefined) return new Date(exact);
  const afterGap = candidates.find((candidate) => wallClockMs(candidate, timeZone) > target);
  return new Date(afterGap ?? target);
}

export function startOfDay(instant: Date, timeZone: string): Date {
  return startOfDate(dateInZone(instant, timeZone), timeZone);
}

/** Start of the week holding the instant; the orders page starts weeks on Sunday, customers on Monday. */
export function startOfWeek(instant: Date, timeZone: string, weekStart: WeekStart): Date {
  const today = dateInZone(instant, timeZone);
  const firstDay = weekStart === 'sunday' ? 0 : 1;
  const back = (dayOfWeek(today) - firstDay + 7) % 7;
  return startOfDate(addDays(today, -back), timeZone);
}

export function startOfMonth(instant: Date, timeZone: string): Date {
  return startOfDate(`${dateInZone(instant, timeZone).slice(0, 7)}-01`, timeZone);
}

export function startOfPreviousMonth(instant: Date, timeZone: string): Date {
  const [year, month] = dateInZone(instant, timeZone).split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${pad(year - 1, 4)}-12-01` : `${pad(year, 4)}-${pad(month - 1)}-01`;
  return startOfDate(previous, timeZone);
}

export function startOfYear(instant: Date, timeZone: string): Date {
  return startOfDate(`${dateInZone(instant, timeZone).slice(0, 4)}-01-01`, timeZone);
}

export type PeriodFilter = 'all' | 'today' | 'week' | 'month' | 'year';

/** Start of a filter's period, or null for 'all' (no lower bound). */
export function startOfPeriod(
  period: PeriodFilter,
  instant: Date,
  timeZone: string,
  weekStart: WeekStart = 'sunday',
): Date | null {
  switch (period) {
    case 'all':
      return null;
    case 'today':
      return startOfDay(instant, timeZone);
    case 'week':
      return startOfWeek(instant, timeZone, weekStart);
    case 'month':
      return startOfMonth(instant, timeZone);
    case 'year':
      return startOfYear(instant, timeZone);
  }
}
