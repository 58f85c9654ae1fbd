import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  dayOfWeek,
  isDateString,
  startOfDate,
  startOfDay,
  startOfMonth,
  startOfPeriod,
  startOfPreviousMonth,
  startOfWeek,
  startOfYear,
  timeZoneOffsetMs,
} from './dates';

const CASABLANCA = 'Africa/Casablanca';
const HOUR = 3_600_000;
const iso = (date: Date | null) => date?.toISOString();

describe('dateInZone', () => {
  it('gives the local calendar day', () => {
    // Summer: UTC+1.
    expect(dateInZone(new Date('2026-06-09T23:30:00Z'), CASABLANCA)).toBe('2026-06-10');
    expect(dateInZone(new Date('2026-06-09T22:30:00Z'), CASABLANCA)).toBe('2026-06-09');
    expect(dateInZone(new Date('2026-06-09T23:30:00Z'), 'UTC')).toBe('2026-06-09');
    expect(dateInZone(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('follows Casablanca back to UTC+0 during Ramadan', () => {
    // Ramadan 2026 (around 18 Feb - 19 Mar): Morocco sets clocks back to UTC+0.
    expect(timeZoneOffsetMs(new Date('2026-03-01T12:00:00Z'), CASABLANCA)).toBe(0);
    expect(timeZoneOffsetMs(new Date('2026-06-01T12:00:00Z'), CASABLANCA)).toBe(HOUR);
    expect(dateInZone(new Date('2026-03-01T23:30:00Z'), CASABLANCA)).toBe('2026-03-01');
  });
});

describe('calendar helpers', () => {
  it('checks real days', () => {
    expect(isDateString('2026-02-28')).toBe(true);
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2026-02-29')).toBe(false);
    expect(isDateString('2026-13-01')).toBe(false);
    expect(isDateString('2026-1-01')).toBe(false);
    expect(isDateString('')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayOfWeek('2026-06-14')).toBe(0); // a Sunday
  });
});

describe('period starts in a zone', () => {
  it('starts the day at local midnight', () => {
    expect(iso(startOfDay(new Date('2026-06-10T12:00:00Z'), CASABLANCA))).toBe('2026-06-09T23:00:00.000Z');
    expect(iso(startOfDay(new Date('2026-06-09T23:30:00Z'), CASABLANCA))).toBe('2026-06-09T23:00:00.000Z');
    expect(iso(startOfDay(new Date('2026-03-05T12:00:00Z'), CASABLANCA))).toBe('2026-03-05T00:00:00.000Z');
    expect(iso(startOfDay(new Date('2026-06-10T12:00:00Z'), 'UTC'))).toBe('2026-06-10T00:00:00.000Z');
  });

  it('starts weeks on Sunday (orders) or Monday (customers)', () => {
    const wednesday = new Date('2026-06-17T12:00:00Z');
    expect(iso(startOfWeek(wednesday, CASABLANCA, 'sunday'))).toBe('2026-06-13T23:00:00.000Z');
    expect(iso(startOfWeek(wednesday, CASABLANCA, 'monday'))).toBe('2026-06-14T23:00:00.000Z');
    const sunday = new Date('2026-06-14T10:00:00Z');
    expect(iso(startOfWeek(sunday, CASABLANCA, 'sunday'))).toBe('2026-06-13T23:00:00.000Z');
    expect(iso(startOfWeek(sunday, CASABLANCA, 'monday'))).toBe('2026-06-07T23:00:00.000Z');
  });

  it('starts months and years, the previous month across a year', () => {
    expect(iso(startOfMonth(new Date('2026-06-17T12:00:00Z'), CASABLANCA))).toBe('2026-05-31T23:00:00.000Z');
    // Casablanca is UTC+1 on the 1st of January too.
    expect(iso(startOfYear(new Date('2026-06-17T12:00:00Z'), CASABLANCA))).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(startOfPreviousMonth(new Date('2026-01-15T12:00:00Z'), CASABLANCA))).toBe(
      '2025-11-30T23:00:00.000Z',
    );
    expect(iso(startOfPreviousMonth(new Date('2026-07-15T12:00:00Z'), CASABLANCA))).toBe(
      '2026-05-31T23:00:00.000Z',
    );
  });

  it('follows the Ramadan clock changes of Casablanca day by day', () => {
    // 2026-02-15 03:00 local -> 02:00 (UTC+1 -> UTC+0); 2026-03-22 02:00 -> 03:00 (back to UTC+1).
    expect(iso(startOfDate('2026-02-15', CASABLANCA))).toBe('2026-02-14T23:00:00.000Z');
    expect(iso(startOfDate('2026-02-16', CASABLANCA))).toBe('2026-02-16T00:00:00.000Z');
    expect(iso(startOfDate('2026-03-22', CASABLANCA))).toBe('2026-03-22T00:00:00.000Z');
    expect(iso(startOfDate('2026-03-23', CASABLANCA))).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(startOfDay(new Date('2026-03-22T23:30:00Z'), CASABLANCA))).toBe('2026-03-22T23:00:00.000Z');
  });

  it('takes the offset in force on the day, not the one of the instant', () => {
    // 2026-03-22, after Ramadan the clocks go forward at 02:00 local: the 1st of March was UTC+0.
    expect(iso(startOfMonth(new Date('2026-03-25T12:00:00Z'), CASABLANCA))).toBe('2026-03-01T00:00:00.000Z');
    // New York: the week of 2026-11-01 (DST ends that Sunday at 02:00).
    expect(iso(startOfWeek(new Date('2026-11-04T12:00:00Z'), 'America/New_York', 'sunday'))).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(iso(startOfDay(new Date('2026-11-02T12:00:00Z'), 'America/New_York'))).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('starts a day whose midnight is skipped at the clock change', () => {
    // America/Santiago moves from 00:00 to 01:00 on 2026-09-06: the day starts at 04:00 UTC.
    const start = startOfDate('2026-09-06', 'America/Santiago');
    expect(dateInZone(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dateInZone(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });

  it('gives the start of a filter period, none for all', () => {
    const now = new Date('2026-06-17T12:00:00Z');
    expect(startOfPeriod('all', now, CASABLANCA)).toBeNull();
    expect(iso(startOfPeriod('today', now, CASABLANCA))).toBe('2026-06-16T23:00:00.000Z');
    expect(iso(startOfPeriod('week', now, CASABLANCA, 'monday'))).toBe('2026-06-14T23:00:00.000Z');
    expect(iso(startOfPeriod('month', now, CASABLANCA))).toBe('2026-05-31T23:00:00.000Z');
    expect(iso(startOfPeriod('year', now, CASABLANCA))).toBe('2025-12-31T23:00:00.000Z');
  });
});
