import { vi } from 'vitest';
import type { CashDay, DeliveryRun, EligibleOrder, Rider } from '@parashop/shared/api-types';
import { deliveryStop } from '@/test/delivery-stops';

export type Answer = { status: number; body: unknown };
export type Handler = (url: string, init: RequestInit) => Answer | undefined;

/** A fetch that answers from `handler`, JSON; what it does not answer is a 404. */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const answer = handler(url, init) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, pattern: RegExp) {
  return fetchMock.mock.calls
    .filter(([url, init]) => pattern.test(url) && (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}

export const rider = (id: number, name: string, disabled = false): Rider => ({
  id,
  name,
  phone: `061234567${id}`,
  email: null,
  disabled,
  created_at: '2026-11-01T10:00:00.000Z',
});

export const eligible = (id: number, address: string, extra: Partial<EligibleOrder> = {}): EligibleOrder => ({
  id,
  order_number: `CMD-20261128-000${id}`,
  customer_name: `Customer ${id}`,
  phone: '0612345678',
  address,
  city: 'Dakhla',
  delivery_area_id: 1,
  total: 10_000 * id,
  created_at: '2026-11-28T08:00:00.000Z',
  failed_attempts: 0,
  needs_staff: false,
  postponed_to: null,
  ...extra,
});

export function runOf(id: number, status: DeliveryRun['status'], stops: DeliveryRun['stops']): DeliveryRun {
  const count = (state: string) => stops.filter((stop) => stop.state === state).length;
  return {
    id,
    rider: { id: 1, name: 'Yassine', phone: '0612345671' },
    date: '2026-11-28',
    status,
    stops,
    totals: {
      to_collect: stops.reduce((sum, stop) => sum + stop.order.total, 0),
      collected: stops.reduce((sum, stop) => sum + (stop.collected ?? 0), 0),
      delivered: count('delivered'),
      failed: count('failed'),
      postponed: count('postponed'),
      left: count('assigned') + count('out'),
    },
    created_at: '2026-11-28T08:00:00.000Z',
    handed_over_at: status === 'draft' ? null : '2026-11-28T08:30:00.000Z',
    started_at: status === 'started' ? '2026-11-28T09:00:00.000Z' : null,
    finished_at: null,
  };
}

/** A stop of a run (the shared test stop, decision 240). */
export const stopOf = deliveryStop;

export const cashDay = (extra: Partial<CashDay> = {}): CashDay => ({
  rider: { id: 1, name: 'Yassine' },
  date: '2026-11-28',
  expected: 35_000,
  delivered: 2,
  declared: 34_000,
  counted: null,
  difference: null,
  note: null,
  closed_at: null,
  closed_by: null,
  history: [],
  ...extra,
});
