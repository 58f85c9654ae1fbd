import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer as the API sends it (Fastify's content type), with any further `headers`. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The API's answer to one request: its status and its JSON body. */
export type JsonAnswer = { status: number; body: unknown };

/** fetch as the app calls it: a path of the API and the request's options. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What a test's API answers to a request, at once or later; undefined: it has no answer for it. */
export type JsonRoute = (
  url: string,
  init: RequestInit,
) => JsonAnswer | undefined | Promise<JsonAnswer | undefined>;

/**
 * The API answering by route: `route` tells a request's status and JSON body from its path and
 * options (`init` is `{}` when the app passed none); a request it has no answer for is answered 404.
 */
export function answerJson(route: JsonRoute): Fetch {
  return async (url, init = {}) => {
    const { status, body } = (await route(url, init)) ?? { status: 404, body: { message: 'Not found' } };
    return jsonResponse(status, body);
  };
}

/** A request the server never answers: the screen stays in its loading state. */
export const neverAnswered: Fetch = () => new Promise<Response>(() => {});

/**
 * fetch playing the server's part in a test file: a fresh mock before each test, answering as
 * `answer` does (without it, set its answers with `mockResolvedValue` / `mockImplementation`), and the
 * real fetch back after it (src/test/setup.ts also puts back any global a file left stubbed). Call
 * once, at the top of the file, before the file's own beforeEach hooks.
 */
export function mockFetch(answer?: Fetch) {
  const fetchMock = vi.fn<Fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
