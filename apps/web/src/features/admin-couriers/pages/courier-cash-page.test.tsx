import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourierCash } from '@parashop/shared';
import { answerJson, mockFetch, type JsonAnswer } from '@/test/fetch';
import { adminUser, renderRoute } from '@/test/render';

/** /admin/courier-cash (decision 270): each parcel's result, the totals, the CSV import, the empty state. */

const fetchMock = mockFetch();
const mockApi = (handler: (url: string, init: RequestInit) => JsonAnswer | undefined) =>
  fetchMock.mockImplementation(answerJson(handler));

const cash: CourierCash = {
  lines: [
    {
      courier: 'sendit',
      code: 'SD100001',
      order_id: 1,
      order_number: 'CMD-1',
      delivery_state: 'delivered',
      expected: 14_400,
      quoted_fee: 3_500,
      remitted: null,
      remitted_fee: null,
      paid_on: null,
      result: 'missing',
    },
    {
      courier: 'sendit',
      code: 'SD100002',
      order_id: 2,
      order_number: 'CMD-2',
      delivery_state: 'delivered',
      expected: 10_000,
      quoted_fee: 3_500,
      remitted: 10_000,
      remitted_fee: 4_500,
      paid_on: '2026-11-27',
      result: 'fee_differs',
    },
  ],
  totals: { expected: 24_400, remitted: 10_000, fees: 4_500, missing: 14_400, short: 0 },
};

let lines: CourierCash;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  lines = cash;
});

const handler = (url: string, init: RequestInit): JsonAnswer | undefined => {
  if (url === '/api/couriers')
    return { status: 200, body: [{ id: 'sendit', name: 'Sendit', webhook: true }] };
  if (url.startsWith('/api/courier-cash?')) return { status: 200, body: lines };
  if (url === '/api/courier-cash/remittances' && init.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { csv: string };
    if (!body.csv.startsWith('code')) {
      return {
        status: 422,
        body: { message: 'The CSV must have the columns code, amount and fee (line 1)', errors: {} },
      };
    }
    return { status: 200, body: { saved: 1 } };
  }
  return undefined;
};

async function open() {
  await renderRoute('/admin/courier-cash', { user: adminUser });
  await screen.findByRole('heading', { name: 'Courier cash', level: 1 }, { timeout: 20_000 });
}

describe('courier cash', { timeout: 40_000 }, () => {
  it("shows each parcel's result and the totals, and imports the courier's CSV", async () => {
    const user = userEvent.setup();
    mockApi(handler);
    await open();
    const missing = await screen.findByTestId('courier-cash-CMD-1');
    expect(within(missing).getByText('Missing')).toBeTruthy();
    expect(within(missing).getByText('144.00 DH')).toBeTruthy();
    expect(within(screen.getByTestId('courier-cash-CMD-2')).getByText('Fee differs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
      /^\/api\/courier-cash\/export\.csv\?from=\d{4}-\d{2}-01&to=/,
    );

    await user.click(screen.getByText("Enter the courier's remittance"));
    await user.type(screen.getByRole('textbox', { name: 'CSV content' }), 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('The CSV must have the columns code, amount and fee (line 1)'),
    ).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'CSV content' }));
    await user.type(screen.getByRole('textbox', { name: 'CSV content' }), 'code;amount;fee');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/courier-cash/remittances' && init?.method === 'POST',
    );
    expect(posts).toHaveLength(2);
    expect(JSON.parse(String(posts[1]?.[1]?.body))).toEqual({ courier: 'sendit', csv: 'code;amount;fee' });
  });

  it('says when the period has no parcel', async () => {
    lines = { lines: [], totals: { expected: 0, remitted: 0, fees: 0, missing: 0, short: 0 } };
    mockApi(handler);
    await open();
    expect(await screen.findByText('No parcel in this period')).toBeTruthy();
  });
});
