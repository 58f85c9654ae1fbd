import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryRun, EligibleOrder } from '@parashop/shared/api-types';
import { adminUser, renderRoute } from '@/test/render';
import { callsTo, eligible, mockApi, rider, runOf, stopOf, type Handler } from '../test/fixtures';

let orders: EligibleOrder[];
let runs: DeliveryRun[];
let onCreate: Handler;

function handler(): Handler {
  return (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/riders')
      return { status: 200, body: [rider(1, 'Yassine'), rider(2, 'Old rider', true)] };
    if (url === '/api/delivery-runs/eligible-orders') return { status: 200, body: orders };
    if (url.startsWith('/api/delivery-runs?date=')) return { status: 200, body: runs };
    if (url === '/api/delivery-runs' && method === 'POST') return onCreate(url, init);
    const handOver = /^\/api\/delivery-runs\/(\d+)\/hand-over$/.exec(url);
    if (handOver) return { status: 200, body: runOf(Number(handOver[1]), 'handed_over', []) };
    if (/\/unlock$/.test(url)) {
      runs = [runOf(3, 'started', [stopOf(1, 'out')])];
      return { status: 200, body: runs[0] };
    }
    return undefined;
  };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  orders = [
    eligible(1, 'Hay Salam 12'),
    eligible(2, 'Al Wahda 3', { failed_attempts: 2 }),
    eligible(3, 'Hay Salam 2'),
  ];
  runs = [];
  onCreate = (_url, init) => {
    const body = JSON.parse(String(init.body)) as { order_ids: number[] };
    return {
      status: 201,
      body: runOf(
        9,
        'draft',
        body.order_ids.map((id) => stopOf(id, 'assigned')),
      ),
    };
  };
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  await renderRoute('/admin/deliveries', { user: adminUser });
  await screen.findByRole('heading', { name: 'Deliveries', level: 1 }, { timeout: 20_000 });
}

describe('deliveries', { timeout: 40_000 }, () => {
  it('builds a run: a rider, ticked orders in the order chosen (arrows, by area), then hands it over', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(handler());
    await open();
    const rider = await screen.findByRole('combobox', { name: /Rider/ });
    // Disabled riders cannot get a run.
    expect(within(rider).queryByRole('option', { name: 'Old rider' })).toBeNull();
    expect(await screen.findByText('2 failed attempts')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /CMD-20261128-0001/ }));
    await user.click(screen.getByRole('checkbox', { name: /CMD-20261128-0002/ }));
    await user.click(screen.getByRole('checkbox', { name: /CMD-20261128-0003/ }));
    await user.click(screen.getByRole('button', { name: 'Hand over to the rider' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a rider');
    expect(callsTo(fetchMock, 'POST', /^\/api\/delivery-runs$/)).toHaveLength(0);

    await user.selectOptions(rider, 'Yassine');
    await user.click(screen.getByRole('button', { name: 'Order by area' }));
    const planned = () =>
      within(screen.getByRole('list', { name: 'Stops in delivery order' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-testid'));
    expect(planned()).toEqual(['planned-stop-2', 'planned-stop-3', 'planned-stop-1']);
    await user.click(screen.getByRole('button', { name: 'Move CMD-20261128-0001 up' }));
    expect(planned()).toEqual(['planned-stop-2', 'planned-stop-1', 'planned-stop-3']);
    expect(screen.getByText('600.00 DH')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hand over to the rider' }));
    expect(await screen.findByText('Run handed over with 3 stops.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', /^\/api\/delivery-runs$/)[0]!.body).toEqual({
      rider_id: 1,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      order_ids: [2, 1, 3],
    });
    expect(callsTo(fetchMock, 'POST', /^\/api\/delivery-runs\/9\/hand-over$/)).toHaveLength(1);
  });

  it('names the orders another colleague put on a run first', async () => {
    const user = userEvent.setup();
    onCreate = () => ({
      status: 409,
      body: {
        message: 'An order is already on another open run.',
        reason: 'order_on_open_run',
        order_ids: [3],
      },
    });
    mockApi(handler());
    await open();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Rider/ }), 'Yassine');
    await user.click(screen.getByRole('checkbox', { name: /CMD-20261128-0003/ }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('An order is already on another open run.')).toBeTruthy();
    expect(screen.getByText('Already on another run')).toBeTruthy();
  });

  it("shows the day's runs with their progress, the sheet to print, and unlocks a locked stop", async () => {
    const user = userEvent.setup();
    runs = [
      runOf(3, 'started', [
        stopOf(1, 'out', { code_locked: true, attempts: 5 }),
        stopOf(2, 'delivered', { collected: 19_000, amount_reason: 'No change' }),
        stopOf(3, 'failed', { reason: 'refused_at_door' }),
      ]),
    ];
    const fetchMock = mockApi(handler());
    await open();
    const card = await screen.findByTestId('run-3');
    expect(within(card).getByText('Run 3 · Yassine')).toBeTruthy();
    expect(within(card).getByText('1 delivered')).toBeTruthy();
    expect(within(card).getByText('1 failed')).toBeTruthy();
    expect(within(card).getByText('1 left')).toBeTruthy();
    expect(within(card).getByText(/^\u2066190\.00 DH\u2069 of \u2066600\.00 DH\u2069$/)).toBeTruthy();
    expect(within(card).getByText('Refused at the door')).toBeTruthy();
    expect(within(card).getByText('No change')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Print run sheet' }).getAttribute('href')).toBe(
      '/admin/deliveries/runs/3/sheet?lang=en',
    );
    await user.click(within(card).getByRole('button', { name: 'Unlock code' }));
    expect(
      await screen.findByText('CMD-20261128-0101 unlocked: the rider can type the code again.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', /^\/api\/delivery-runs\/3\/stops\/1\/unlock$/)).toHaveLength(1);
    await waitFor(() =>
      expect(within(screen.getByTestId('run-3')).queryByRole('button', { name: 'Unlock code' })).toBeNull(),
    );
  });

  it('says when the runs could not be loaded', async () => {
    mockApi((url) =>
      url.startsWith('/api/delivery-runs?')
        ? { status: 403, body: { message: 'This action is unauthorized.' } }
        : handler()(url, {}),
    );
    await open();
    expect(await screen.findByText('The runs could not be loaded')).toBeTruthy();
  });
});
