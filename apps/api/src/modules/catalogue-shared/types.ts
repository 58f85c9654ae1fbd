/**
 * "Now" for a catalogue read: an offer is active when today, in the shop's time zone, lies between
 * its start and end dates (both inclusive). One clock per request keeps a list consistent.
 */
export type CatalogueClock = { now: Date; timeZone: string };

export function catalogueClock(timeZone: string, now: Date = new Date()): CatalogueClock {
  return { now, timeZone };
}
