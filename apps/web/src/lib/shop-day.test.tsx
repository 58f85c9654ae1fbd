import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { browserShopDay, useShopToday } from './shop-day';

// fetch plays the server's part for GET /api/shop-day.
const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Today() {
  return <p>{`today ${useShopToday()}`}</p>;
}

describe('useShopToday', () => {
  it("is the server's day, whatever the browser's clock says", async () => {
    fetchMock.mockResolvedValue(json(200, { date: '2031-01-02', time_zone: 'Africa/Casablanca' }));
    await renderWithProviders(<Today />);
    expect(await screen.findByText('today 2031-01-02')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/shop-day');
  });

  it("is the browser's reckoning in the shop's zone until the server answers, and when it cannot", async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Something went wrong. Please try again.' }));
    await renderWithProviders(<Today />);
    expect(screen.getByText(`today ${browserShopDay()}`)).toBeTruthy();
  });
});

describe('browserShopDay', () => {
  it("counts the day in Casablanca, not in the browser's zone", () => {
    expect(browserShopDay(new Date('2026-06-10T23:30:00Z'))).toBe('2026-06-11');
  });
});
