import { beforeEach } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';

/** What the API answers to one request of a test. */
export type ApiAnswer = { status: number; body: unknown };
export type ApiRoutes = (url: string, init: RequestInit) => ApiAnswer | Promise<ApiAnswer>;

/**
 * The API of a back-office test file; call once, at its top. Before each test, fetch is a fresh
 * `mockFetch` (test/fetch.ts) answering each request in JSON as `routes` says, read at each request (a
 * file may keep its routes in a variable its tests set), and the staff's XSRF cookie is set. Returns
 * the fetch mock, for the requests made (or a test's own `mockImplementation`).
 */
export function mockApi(routes: ApiRoutes) {
  const fetchMock = mockFetch();
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token';
    fetchMock.mockImplementation(async (url, init = {}) => {
      const { status, body } = await routes(url, init);
      return jsonResponse(status, body);
    });
  });
  return fetchMock;
}
