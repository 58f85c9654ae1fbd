import type { DeliveryRun, StopOutcomeResponse } from '@parashop/shared/api-types';
// The phone's own reckoning of the shop's day: the saved day must be read without a network.
import { browserShopDay } from '@/lib/shop-day';

/** The rider's day as the screen shows it: the runs, when they were read, and whether from the phone. */
export interface RiderDay {
  runs: DeliveryRun[];
  /** The shop's day the runs were read on (YYYY-MM-DD). */
  date: string;
  savedAt: string;
  fromPhone: boolean;
}

export function savedDayKey(userId: number): string {
  return `riderDay:${userId}`;
}

/** Keeps the day's runs on the phone and gives them back as the screen's day. */
export function saveDay(
  storage: Storage | null,
  userId: number,
  runs: DeliveryRun[],
  now: Date = new Date(),
): RiderDay {
  const day: RiderDay = { runs, date: browserShopDay(now), savedAt: now.toISOString(), fromPhone: false };
  try {
    storage?.setItem(savedDayKey(userId), JSON.stringify(day));
  } catch {
    // A full storage only means no copy for the next time the network is down.
  }
  return day;
}

/** The kept runs when they are today's; another day's (or unreadable) copy is no copy. */
export function loadSavedDay(
  storage: Storage | null,
  userId: number,
  now: Date = new Date(),
): RiderDay | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(savedDayKey(userId));
    if (raw === null) return null;
    const day = JSON.parse(raw) as Partial<RiderDay>;
    if (!Array.isArray(day.runs) || day.date !== browserShopDay(now) || typeof day.savedAt !== 'string')
      return null;
    return { runs: day.runs, date: day.date, savedAt: day.savedAt, fromPhone: true };
  } catch {
    return null;
  }
}

/** The day with one outcome's answer applied: the stop as the server has it now, and its run's totals. */
export function withOutcome(day: RiderDay, answer: StopOutcomeResponse): RiderDay {
  return {
    ...day,
    runs: day.runs.map((run) =>
      run.id !== answer.run.id
        ? run
        : {
            ...run,
            status: answer.run.status,
            totals: answer.run.totals,
            stops: run.stops.map((stop) => (stop.id === answer.stop.id ? answer.stop : stop)),
          },
    ),
  };
}
