import { vi } from 'vitest';

export type FakeCall = { method: string; path: string; body: unknown };
type Handler = (
  call: FakeCall,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Stands in for the API in page tests: `routes['POST /login']` answers that call; anything else
 * stays pending (like a slow server), so a test only describes the calls it cares about.
 */
export function fakeApi(routes: Record<string, Handler>) {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Promise<Response>(() => {});
    const answer = await handler(call);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
