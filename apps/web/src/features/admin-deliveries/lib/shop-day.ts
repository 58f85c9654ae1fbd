import { DEFAULT_SHOP_TIMEZONE } from '@parashop/shared/constants';
import { dateInZone } from '@parashop/shared/dates';

/** Today in the shop's time zone (YYYY-MM-DD): the day the deliveries screens open on. */
export function shopToday(now: Date = new Date()): string {
  return dateInZone(now, DEFAULT_SHOP_TIMEZONE);
}
