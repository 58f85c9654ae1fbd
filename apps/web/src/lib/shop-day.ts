import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SHOP_TIMEZONE } from '@parashop/shared/constants';
import { dateInZone } from '@parashop/shared/dates';
import type { ShopDay } from '@parashop/shared/api-types';
import { apiFetch, readOptions } from './api-client';

export const shopDayQueryKey = ['shop-day'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Today as this browser reckons it in the default zone: the guess shown until the server says, and the
 * rider's phone's own day for what it saved offline (features/rider/lib/saved-day.ts).
 */
export function browserShopDay(now: Date = new Date()): string {
  return dateInZone(now, DEFAULT_SHOP_TIMEZONE);
}

/**
 * Today in the shop's time zone as the server says it (GET /api/shop-day, decision 312): the browser's
 * clock can be wrong, its time-zone data old (Morocco's offset), and SHOP_TIMEZONE may not be the
 * default. Until the server answers (or when it cannot), the browser's own reckoning. Read again
 * every minute, so a screen left open past midnight moves to the new day. `enabled: false` asks
 * nothing (a form that needs the day only once it has lots).
 */
export function useShopToday({ enabled = true }: { enabled?: boolean } = {}): string {
  const { data } = useQuery({
    queryKey: shopDayQueryKey,
    queryFn: ({ signal }) => apiFetch<ShopDay>('/shop-day', readOptions(signal)),
    staleTime: 60_000,
    refetchInterval: 60_000,
    enabled,
  });
  return data && DAY.test(data.date) ? data.date : browserShopDay();
}
