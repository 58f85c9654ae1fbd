import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type Fetch } from '@/test/fetch';
import { ApiError, apiFetch, errorMessage } from './api-client';

// These tests are about the client itself (what it sends and how it reads answers), not about the
// server: each test sets fetch's answer itself.
const fetchMock = mockFetch();
type FetchArgs = Parameters<Fetch>;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  document.documentElement.lang = 'en';
});

afterEach(() => {
  clearCookies();
});

const headersOf = (call: FetchArgs | undefined) => (call?.[1]?.headers ?? {}) as Record<string, string>;

describe('requests', () => {
  it('GETs under /api with cookies, JSON accept and the shown language', async () => {
    document.documentElement.lang = 'fr';
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }]));

    const data = await apiFetch<{ id: number }[]>('/products', { params: { page: 2, q: undefined } });

    expect(data).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/products?page=2');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headersOf(fetchMock.mock.calls[0])).toMatchObject({
      Accept: 'application/json',
      'Accept-Language': 'fr',
    });
    expect(headersOf(fetchMock.mock.calls[0])).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends JSON bodies with the XSRF cookie echoed in the header and an idempotency key', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 5 }));

    await apiFetch('/orders', { method: 'POST', body: { name: 'Salma' }, idempotencyKey: 'key-1' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const call = fetchMock.mock.calls[0];
    expect(call?.[1]?.body).toBe('{"name":"Salma"}');
    expect(headersOf(call)).toMatchObject({
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'abc=123',
      'Idempotency-Key': 'key-1',
    });
  });

  it('sends FormData as it is, letting the browser set the content type', async () => {
    document.cookie = 'XSRF-TOKEN=t1; path=/';
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const form = new FormData();
    form.set('name', 'Avène');

    await apiFetch('/companies', { method: 'POST', formData: form });

    const call = fetchMock.mock.calls[0];
    expect(call?.[1]?.body).toBe(form);
    expect(headersOf(call)).not.toHaveProperty('Content-Type');
  });

  it('asks /api/health for a token first when a write finds no XSRF cookie', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/health') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return jsonResponse(200, { status: 'ok' });
      }
      return new Response(null, { status: 204 });
    });

    const result = await apiFetch('/logout', { method: 'POST' });

    expect(result).toBeUndefined();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/health', '/api/logout']);
    expect(headersOf(fetchMock.mock.calls[1])['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('retries a write once when a 419 came with a new token', async () => {
    document.cookie = 'XSRF-TOKEN=old; path=/';
    fetchMock
      .mockImplementationOnce(async () => {
        document.cookie = 'XSRF-TOKEN=new; path=/';
        return jsonResponse(419, { message: 'CSRF token mismatch.' });
      })
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await expect(
      apiFetch('/favourites/toggle', { method: 'POST', body: { type: 'product', id: 1 } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock.mock.calls.map((call) => headersOf(call)['X-XSRF-TOKEN'])).toEqual(['old', 'new']);
  });

  it('does not loop on a 419 whose token did not change', async () => {
    document.cookie = 'XSRF-TOKEN=same; path=/';
    fetchMock.mockResolvedValue(jsonResponse(419, { message: 'CSRF token mismatch.' }));
    await expect(apiFetch('/logout', { method: 'POST' })).rejects.toMatchObject({ status: 419 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it("uses the response's message field and keeps the field errors", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { name: ['Pack name is required', 'second'], price: ['Price is required'] },
      }),
    );

    const error = await apiFetch('/packs').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('The given data was invalid.');
    expect(apiError.hasServerMessage).toBe(true);
    expect(apiError.errors).toEqual({
      name: ['Pack name is required', 'second'],
      price: ['Price is required'],
    });
    expect(apiError.firstFieldErrors()).toEqual({
      name: 'Pack name is required',
      price: 'Price is required',
    });
    expect(apiError.body).toMatchObject({ message: 'The given data was invalid.' });
  });

  it('uses the whole body when there is no message field', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway from the proxy', { status: 502 }));
    const error = (await apiFetch('/products').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad gateway from the proxy');
    expect(error.hasServerMessage).toBe(true);
  });

  it('uses the whole JSON text when the JSON has no message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'conflict' }));
    const error = (await apiFetch('/orders').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('{"error":"conflict"}');
    expect(error.body).toEqual({ error: 'conflict' });
  });

  it('falls back to the generic text on an empty error body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    const error = (await apiFetch('/products').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something went wrong. Please try again.');
    expect(error.hasServerMessage).toBe(false);
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it('passes a network failure on as status 0 with the raw message', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    const error = (await apiFetch('/products').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Failed to fetch');
    expect(error.cause).toBe(failure);
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Failed to fetch');
  });

  it('lets an abort through untouched', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw abort;
    });
    await expect(apiFetch('/products', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('errorMessage prefers the server message over the fallback', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { message: 'These credentials do not match our records.' }),
    );
    const error = await apiFetch('/login', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe(
      'These credentials do not match our records.',
    );
    expect(errorMessage('weird', 'Fallback')).toBe('Fallback');
  });
});
