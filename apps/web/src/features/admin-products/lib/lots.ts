import { DEFAULT_EXPIRY_ALERT_DAYS } from '@parashop/shared/constants';
import { addDays } from '@parashop/shared/dates';
import type { ProductLot } from '@parashop/shared/api-types';

export type LotState = 'expired' | 'expiring' | 'ok' | 'empty';

/** How a lot reads on the screen: passed, expiring within the alert window, fine, or emptied. */
export function lotState(lot: ProductLot, today: string, alertDays = DEFAULT_EXPIRY_ALERT_DAYS): LotState {
  if (lot.expiry_date < today) return 'expired';
  if (lot.quantity === 0) return 'empty';
  return lot.expiry_date <= addDays(today, alertDays) ? 'expiring' : 'ok';
}

/** The stock a product with these lots shows (units not expired) and the date that ships next. */
export function lotsSummary(
  lots: readonly ProductLot[],
  today: string,
): { units: number; nextExpiry: string | null } {
  let units = 0;
  let nextExpiry: string | null = null;
  for (const lot of lots) {
    if (lot.expiry_date < today) continue;
    units += lot.quantity;
    if (lot.quantity > 0 && (nextExpiry === null || lot.expiry_date < nextExpiry))
      nextExpiry = lot.expiry_date;
  }
  return { units, nextExpiry };
}

/** A YYYY-MM-DD calendar date as an instant that no time zone moves to another day. */
export const calendarDate = (date: string) => `${date}T12:00:00Z`;
