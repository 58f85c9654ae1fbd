import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryRun, DeliveryStop, User } from '@parashop/shared/api-types';
import { deliveryStop } from '@/test/delivery-stops';
import { answerJson, jsonResponse, mockFetch, type JsonAnswer } from '@/test/fetch';
import { adminUser, customerUser, renderRoute } from '@/test/render';
import { outcomeQueueKey } from '../lib/use-outcome-queue';

const riderUser: User = {
  id: 7,
  full_name: 'Yassine Rider',
  email: 'yassine@parashop.test',
  city: 'Dakhla',
  role_id: 3,
  created_at: '2026-11-01T10:00:00.000Z',
};

function stop(id: number, position: number, overrides: Partial<DeliveryStop['order']> = {}): DeliveryStop {
  return deliveryStop(id, 'out', {
    position,
    order: {
      order_number: `CMD-20261128-00${id}`,
      customer_name: `Customer ${id}`,
      address: `${id} Avenue Mohammed V`,
      total: 15_000,
      items: [{ name: 'Crème hydratante', quantity: 2 }],
      ...overrides,
    },
  });
}

function run(stops: DeliveryStop[], status: DeliveryRun['status'] = 'started'): DeliveryRun {
  return {
    id: 5,
    rider: { id: 7, name: 'Yassine Rider', phone: '0611111111' },
    date: '2026-11-28',
    status,
    stops,
    totals: { to_collect: 30_000, collected: 0, delivered: 0, failed: 0, postponed: 0, left: stops.length },
    created_at: '2026-11-28T08:00:00.000Z',
    handed_over_at: '2026-11-28T08:30:00.000Z',
    started_at: status === 'started' ? '2026-11-28T09:00:00.000Z' : null,
    finished_at: null,
  };
}

type Answer = JsonAnswer | 'network';

let runs: DeliveryRun[];
let onOutcome: (stopId: number, body: Record<string, unknown>) => Answer;
let onRuns: () => Answer;

const fetchMock = mockFetch(
  answerJson((url, init) => {
    const outcome = /^\/api\/rider\/stops\/(\d+)\/outcome$/.exec(url);
    let answer: Answer | undefined;
    if (outcome && init.method === 'POST') {
      answer = onOutcome(Number(outcome[1]), JSON.parse(String(init.body)) as Record<string, unknown>);
    } else if (url.startsWith('/api/rider/runs')) {
      answer = onRuns();
    }
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  }),
);

function outcomePosts() {
  return fetchMock.mock.calls
    .filter(([url, init]) => /\/outcome$/.test(url) && init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> }));
}

/** Applies an outcome to the mocked day, as the server would. */
function apply(stopId: number, body: Record<string, unknown>): Answer {
  for (const item of runs[0]!.stops) {
    if (item.id !== stopId) continue;
    item.state = body.outcome as DeliveryStop['state'];
    item.collected = body.outcome === 'delivered' ? ((body.collected as number) ?? item.order.total) : null;
    item.reason = (body.reason as DeliveryStop['reason']) ?? null;
  }
  const changed = runs[0]!.stops.find((item) => item.id === stopId);
  return { status: 200, body: { stop: changed, run: { id: 5, status: 'started', totals: runs[0]!.totals } } };
}

let online = true;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=test-token';
  runs = [run([stop(1, 1), stop(2, 2, { language: 'ar', customer_name: 'سلمى' })])];
  onRuns = () => ({ status: 200, body: runs });
  onOutcome = apply;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function open() {
  const result = await renderRoute('/rider', { user: riderUser });
  await screen.findByRole('heading', { name: 'My deliveries', level: 1 }, { timeout: 10_000 });
  return result;
}

async function choose(stopId: number, action: 'Delivered' | 'Failed' | 'Postpone') {
  const card = await screen.findByTestId(`stop-${stopId}`);
  await userEvent.click(within(card).getByRole('button', { name: action }));
  return screen.findByRole('dialog');
}

describe('who reaches /rider', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to sign in, and back here after', async () => {
    const { router } = await renderRoute('/rider');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Frider');
  });

  it('sends a customer and an admin home', async () => {
    for (const user of [customerUser, adminUser]) {
      const { router, unmount } = await renderRoute('/rider', { user });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
  });
});

describe('the rider screen', { timeout: 20_000 }, () => {
  it('shows the day: stops in order, amount to collect, map, call and "on my way" in the customer language', async () => {
    await open();
    const first = await screen.findByTestId('stop-1');
    expect(within(first).getByTestId('stop-amount').textContent).toBe('150.00 DH');
    expect(
      within(first)
        .getByRole('link', { name: /1 Avenue Mohammed V, Dakhla/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=1%20Avenue%20Mohammed%20V%2C%20Dakhla');
    expect(
      within(first)
        .getByRole('link', { name: /Call Customer 1/ })
        .getAttribute('href'),
    ).toBe('tel:0612345678');
    const french = decodeURIComponent(
      within(first).getByRole('link', { name: 'On my way' }).getAttribute('href')!,
    );
    expect(french).toContain(
      "je suis le livreur de Parashop : j'arrive avec votre commande CMD-20261128-001",
    );
    const arabic = decodeURIComponent(
      within(screen.getByTestId('stop-2')).getByRole('link', { name: 'On my way' }).getAttribute('href')!,
    );
    expect(arabic).toContain('أنا في الطريق إليك بطلبك CMD-20261128-002');
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Customer 1', 'سلمى']);
  });

  it('says when there is no run today', async () => {
    runs = [];
    await open();
    expect(await screen.findByText('No run today')).toBeTruthy();
  });

  it('says when the day could not be loaded, with a retry', async () => {
    onRuns = () => ({ status: 403, body: { message: 'This action is unauthorized.' } });
    await open();
    expect(await screen.findByText('Your day could not be loaded')).toBeTruthy();
    onRuns = () => ({ status: 200, body: runs });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stop-1')).toBeTruthy();
  });

  it('starts a run handed over, and only then offers the outcomes', async () => {
    runs = [run([{ ...stop(1, 1), state: 'assigned' }], 'handed_over')];
    fetchMock.mockImplementationOnce(async () => jsonResponse(200, runs));
    await open();
    const card = await screen.findByTestId('stop-1');
    expect(within(card).queryByRole('button', { name: 'Delivered' })).toBeNull();
    runs = [run([stop(1, 1)], 'started')];
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) =>
      url === '/api/rider/runs/5/start' ? jsonResponse(200, runs[0]) : base(url, init),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start run' }));
    expect(
      await within(await screen.findByTestId('stop-1')).findByRole('button', { name: 'Delivered' }),
    ).toBeTruthy();
  });

  it('keeps an outcome made offline, shows it waiting, and sends it once when the network is back', async () => {
    await open();
    online = false;
    onOutcome = () => 'network';
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('No network: you can keep working.')).toBeTruthy();

    const dialog = await choose(1, 'Delivered');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(await within(screen.getByTestId('stop-1')).findByText('Delivered: waiting to send')).toBeTruthy();
    expect(screen.getByTestId('waiting-count').textContent).toBe('1 outcome waiting to send');
    expect(within(screen.getByTestId('stop-1')).queryByRole('button', { name: 'Delivered' })).toBeNull();
    const kept = JSON.parse(localStorage.getItem(outcomeQueueKey(7))!) as { pending: { key: string }[] };
    expect(kept.pending).toHaveLength(1);
    const key = kept.pending[0]!.key;
    expect(outcomePosts()).toHaveLength(1);

    online = true;
    onOutcome = apply;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('connection-banner')).toBeNull());
    expect(await within(screen.getByTestId('stop-1')).findByText('Delivered')).toBeTruthy();
    // Once more online changes nothing: the outcome left the phone.
    act(() => void window.dispatchEvent(new Event('online')));
    const posts = outcomePosts();
    expect(posts).toHaveLength(2);
    expect(posts.every((post) => post.body.key === key)).toBe(true);
    expect(posts[1]).toEqual({
      url: '/api/rider/stops/1/outcome',
      body: { key, outcome: 'delivered', collected: 15_000 },
    });
    expect((JSON.parse(localStorage.getItem(outcomeQueueKey(7))!) as { pending: unknown[] }).pending).toEqual(
      [],
    );
  });

  it('finds an outcome left on the phone after a reload and sends it', async () => {
    localStorage.setItem(
      outcomeQueueKey(7),
      JSON.stringify({
        pending: [
          {
            key: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
            runId: 5,
            stopId: 2,
            body: { key: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', outcome: 'failed', reason: 'no_answer' },
            queuedAt: '2026-11-28T10:00:00.000Z',
          },
        ],
        refused: [],
      }),
    );
    await open();
    await waitFor(() => expect(outcomePosts()).toHaveLength(1));
    expect(outcomePosts()[0]!.body).toEqual({
      key: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      outcome: 'failed',
      reason: 'no_answer',
    });
    expect(await within(screen.getByTestId('stop-2')).findByText('No answer')).toBeTruthy();
  });

  it('shows the runs kept on the phone when the network is down at opening', async () => {
    const first = await open();
    await screen.findByTestId('stop-1');
    first.unmount();
    onRuns = () => 'network';
    await open();
    expect(await screen.findByTestId('stop-1')).toBeTruthy();
    expect(screen.getByText(/Runs kept on the phone, read at/)).toBeTruthy();
  });

  it('asks a reason for a failure, and a note for "other"', async () => {
    await open();
    const dialog = await choose(1, 'Failed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm failed' }));
    expect(await within(dialog).findByText('Choose why the delivery failed')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm failed' }));
    expect(await within(dialog).findByText('Describe what happened')).toBeTruthy();
    expect(outcomePosts()).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Gate closed, dog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm failed' }));
    await waitFor(() => expect(outcomePosts()).toHaveLength(1));
    expect(outcomePosts()[0]!.body).toMatchObject({
      outcome: 'failed',
      reason: 'other',
      note: 'Gate closed, dog',
    });
  });

  it('asks why when the cash collected is not the amount due', async () => {
    await open();
    const dialog = await choose(1, 'Delivered');
    const amount = within(dialog).getByRole('textbox', { name: /Cash collected/ });
    expect((amount as HTMLInputElement).value).toBe('150.00');
    expect(within(dialog).queryByRole('textbox', { name: /Why a different amount/ })).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, '140,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(
      await within(dialog).findByText('Say why the amount collected is not the amount due'),
    ).toBeTruthy();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Why a different amount/ }),
      'No change',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() => expect(outcomePosts()).toHaveLength(1));
    expect(outcomePosts()[0]!.body).toMatchObject({
      outcome: 'delivered',
      collected: 14_050,
      amount_reason: 'No change',
    });
  });

  it('asks the delivery code when the shop requires it, and says how many tries are left', async () => {
    runs = [run([stop(1, 1, { delivery_code_required: true })])];
    onOutcome = (stopId, body) =>
      body.code === '4821'
        ? apply(stopId, body)
        : { status: 422, body: { message: 'Wrong code', reason: 'code_wrong', tries_left: 4 } };
    await open();
    const dialog = await choose(1, 'Delivered');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(await within(dialog).findByText('Enter the delivery code the customer received')).toBeTruthy();
    const code = within(dialog).getByRole('textbox', { name: /Delivery code/ });
    await userEvent.type(code, '1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(await within(dialog).findByText('Wrong code: 4 tries left.')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '4821');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = outcomePosts();
    expect(posts).toHaveLength(2);
    // A corrected answer is a new outcome: its own key.
    expect(posts[0]!.body.key).not.toBe(posts[1]!.body.key);
    expect(posts[1]!.body).toMatchObject({ code: '4821' });
  });
});
