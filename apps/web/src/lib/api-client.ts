/**
 * The one way the web app talks to the API (DESIGN section 5): base `/api`, cookies sent,
 * JSON accepted, the XSRF header on every non-GET request, and one error type.
 */

export const API_BASE = '/api';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const CSRF_MISMATCH_STATUS = 419;

export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call becomes an ApiError. `status` is the HTTP status, or 0 when the request never got
 * an answer (network failure); then `message` is the raw message of the underlying error.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: unknown;
  /** True when the message came from the server (its `message` field or its body). */
  readonly hasServerMessage: boolean;

  constructor(options: {
    status: number;
    message: string;
    errors?: FieldErrors;
    body?: unknown;
    hasServerMessage?: boolean;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.errors = options.errors ?? {};
    this.body = options.body ?? null;
    this.hasServerMessage = options.hasServerMessage ?? false;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The first message of each field (SPEC section 8 "Forms": first message per field). */
  firstFieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors)) {
      const first = messages[0];
      if (first !== undefined) result[field] = first;
    }
    return result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failed call: the server's message when it sent one, the raw message of a
 * network failure, otherwise `fallback` (each screen has its own, e.g. 'Login failed. Please try again.').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.hasServerMessage || error.isNetworkError) return error.message || fallback;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (POST /orders: one key per checkout attempt). */
  idempotencyKey?: string;
  /** Query string parameters; undefined and null values are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** How the request leaves (default: the browser's fetch); the server's route loaders pass theirs. */
  transport?: ApiTransport;
}

/** The options of a read: its abort signal and, on the server, the render's transport. */
export function readOptions(signal?: AbortSignal, transport?: ApiTransport): ApiFetchOptions {
  return { ...(signal ? { signal } : {}), ...(transport ? { transport } : {}) };
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/**
 * How a request leaves: the browser's fetch, or on the server the API answering in process (the
 * route loaders of a render get it from the render's context: src/app/page-loads.ts).
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: ApiTransport = (url, init) => fetch(url, init);

function currentLanguage(): string {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang || 'en';
}

/**
 * The API sets the XSRF-TOKEN cookie on its responses. A first write from a fresh browser may come
 * before any answer has set it: one GET to /api/health obtains it.
 */
async function xsrfToken(signal: AbortSignal | undefined): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  try {
    await fetch(`${API_BASE}/health`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch {
    // The real request will report the network failure itself.
  }
  return readCookie(XSRF_COOKIE);
}

function buildUrl(path: string, params: ApiFetchOptions['params']): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  let url = `${API_BASE}${normalised}`;
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const query = search.toString();
    if (query) url += (url.includes('?') ? '&' : '?') + query;
  }
  return url;
}

async function readBody(response: Response): Promise<{ data: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { data: null, text };
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return { data: JSON.parse(text) as unknown, text };
    } catch {
      return { data: text, text };
    }
  }
  return { data: text, text };
}

const GENERIC_ERROR = 'Something went wrong. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function extractFieldErrors(data: unknown): FieldErrors {
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(data.errors)) {
    if (Array.isArray(value)) result[field] = value.filter((m): m is string => typeof m === 'string');
    else if (typeof value === 'string') result[field] = [value];
  }
  return result;
}

/** SPEC section 8 "General": the response's `message` field, else the whole body. */
export function toApiError(status: number, data: unknown, text: string): ApiError {
  const message =
    isRecord(data) && typeof data.message === 'string' && data.message ? data.message : text.trim();
  return new ApiError({
    status,
    message: message || GENERIC_ERROR,
    errors: extractFieldErrors(data),
    body: data,
    hasServerMessage: Boolean(message),
  });
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.params);
  const isWrite = method !== 'GET';

  const send = async (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.formData) {
      body = options.formData;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (isWrite && token) headers[XSRF_HEADER] = token;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    return (options.transport ?? browserFetch)(url, {
      method,
      headers,
      credentials: 'include',
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };

  let response: Response;
  let read: { data: unknown; text: string };
  try {
    const token = isWrite ? await xsrfToken(options.signal) : null;
    response = await send(token);
    // An expired token is refreshed by the 419 answer itself (the server sets a new cookie): retry once.
    if (isWrite && response.status === CSRF_MISMATCH_STATUS) {
      const fresh = readCookie(XSRF_COOKIE);
      if (fresh && fresh !== token) response = await send(fresh);
    }
    read = await readBody(response);
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError({ status: 0, message, cause: error });
  }

  if (!response.ok) throw toApiError(response.status, read.data, read.text);
  return (read.data ?? undefined) as T;
}
