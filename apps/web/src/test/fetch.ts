import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * fetch playing the server's part in a test file: a fresh mock before each test (set its answers with
 * `mockResolvedValue` / `mockImplementation`), the real fetch back after it. Call once, at the top of
 * the file.
 */
export function mockFetch() {
  const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
