import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { browserShopDay, useShopToday } from './shop-day';

// fetch plays the server's part for GET /api/shop-day.
const fetchMock = mockFetch();

function Today() {
  return <p>{`today ${useShopToday()}`}</p>;
}

describe('useShopToday', () => {
  it("is the server's day, whatever the browser's clock says", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { date: '2031-01-02', time_zone: 'Africa/Casablanca' }));
    await renderWithProviders(<Today />);
    expect(await screen.findByText('today 2031-01-02')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/shop-day');
  });

  it("is the browser's reckoning in the shop's zone until the server answers, and when it cannot", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Something went wrong. Please try again.' }));
    await renderWithProviders(<Today />);
    expect(screen.getByText(`today ${browserShopDay()}`)).toBeTruthy();
  });
});

describe('browserShopDay', () => {
  it("counts the day in Casablanca, not in the browser's zone", () => {
    expect(browserShopDay(new Date('2026-06-10T23:30:00Z'))).toBe('2026-06-11');
  });
});
