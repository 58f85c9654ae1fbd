import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashDay } from '@parashop/shared/api-types';
import { adminUser, renderRoute } from '@/test/render';
import { callsTo, cashDay, mockApi, rider, type Handler } from '../test/fixtures';

let days: CashDay[];

const handler: Handler = (url, init) => {
  if (url === '/api/riders') return { status: 200, body: [rider(1, 'Yassine')] };
  const close = /^\/api\/rider-cash\/(\d+)\/([\d-]+)\/close$/.exec(url);
  if (close && init.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { counted: number; note?: string };
    days = days.map((day) => ({
      ...day,
      counted: body.counted,
      difference: body.counted - day.expected,
      note: body.note ?? null,
      closed_at: '2026-11-28T19:00:00.000Z',
      closed_by: 'Shop Admin',
      history: [
        ...day.history,
        {
          at: '2026-11-28T19:00:00.000Z',
          by: 'Shop Admin',
          what: 'closed',
          declared: null,
          counted: body.counted,
          expected: day.expected,
          note: body.note ?? null,
        },
      ],
    }));
    return { status: 200, body: days[0] };
  }
  if (url.startsWith('/api/rider-cash?')) return { status: 200, body: days };
  return undefined;
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  days = [cashDay()];
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  await renderRoute('/admin/cash', { user: adminUser });
  await screen.findByRole('heading', { name: "Riders' cash", level: 1 }, { timeout: 20_000 });
}

describe("riders' cash", { timeout: 40_000 }, () => {
  it('closes a day with a difference only with a note, then shows the difference', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(handler);
    await open();
    const row = await screen.findByTestId('cash-1-2026-11-28');
    expect(within(row).getByText('350.00 DH')).toBeTruthy();
    expect(within(row).getByText('340.00 DH')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    const counted = within(dialog).getByRole('textbox', { name: /Counted/ });
    // Prefilled with what the rider declared.
    expect((counted as HTMLInputElement).value).toBe('340.00');
    expect(within(dialog).getByTestId('close-difference').textContent).toContain('-10.00 DH');
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await within(dialog).findByText('Say why the cash counted is not the cash expected')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', /\/close$/)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Customer paid 10 DH short');
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('Day closed for Yassine.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', /^\/api\/rider-cash\/1\/2026-11-28\/close$/)[0]!.body).toEqual({
      counted: 34_000,
      note: 'Customer paid 10 DH short',
    });
    const closed = await screen.findByTestId('cash-1-2026-11-28');
    expect((await within(closed).findByTestId('cash-difference')).textContent).toContain('-10.00 DH');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByText(/Customer paid 10 DH short/)).toBeTruthy();
  });

  it('changes a closed day only with a note, and shows its history', async () => {
    const user = userEvent.setup();
    days = [
      cashDay({
        counted: 35_000,
        difference: 0,
        closed_at: '2026-11-28T19:00:00.000Z',
        closed_by: 'Shop Admin',
        history: [
          {
            at: '2026-11-28T19:00:00.000Z',
            by: 'Shop Admin',
            what: 'closed',
            declared: null,
            counted: 35_000,
            expected: 35_000,
            note: null,
          },
        ],
      }),
    ];
    mockApi(handler);
    await open();
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Shop Admin · closed/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect(await within(dialog).findByText('A closed day changes only with a note saying why')).toBeTruthy();
  });

  it('offers the CSV of the rows shown, and the month view sums each rider', async () => {
    const user = userEvent.setup();
    mockApi(handler);
    await open();
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toMatch(
      /^\/api\/rider-cash\/export\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&lang=en$/,
    );
    await user.click(screen.getByRole('button', { name: 'Per month' }));
    expect(await screen.findByRole('list', { name: 'Totals per rider' })).toBeTruthy();
    expect(csv.getAttribute('href')).toMatch(/from=\d{4}-\d{2}-01&/);
  });

  it('says when no cash was collected in the period', async () => {
    days = [];
    mockApi(handler);
    await open();
    expect(await screen.findByText('No delivered cash in this period')).toBeTruthy();
  });
});
