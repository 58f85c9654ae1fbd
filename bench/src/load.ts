import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

export type LoadSettings = {
  connections: number;
  /** Requests per second across all connections (none: each connection sends as soon as answered). */
  overallRate?: number;
  /** Seconds of measured load. */
  duration: number;
  /** Seconds of unmeasured load first (JIT, caches, connection pools). */
  warmup: number;
};

export type Measure = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** 2xx answers during the warm-up (orders placed then count for the oversell check). */
  warmupOk: number;
};

/** One request's method, path and body; a request generator may vary them (distinct products). */
export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Added to the run's headers for this request only (an order's customer address). */
  headers?: Record<string, string>;
};

/** Load `baseUrl` with `connections` clients for `duration` s, each request from `next()`. */
export async function load(
  baseUrl: string,
  next: () => BenchRequest,
  headers: Record<string, string>,
  settings: LoadSettings,
): Promise<Measure> {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: settings.connections,
      ...(settings.overallRate ? { overallRate: settings.overallRate } : {}),
      duration,
      timeout: 30,
      headers,
      requests: [
        {
          setupRequest: (request) => {
            const { method, path, body, headers: own } = next();
            return {
              ...request,
              method,
              path,
              ...(body === undefined ? {} : { body }),
              ...(own === undefined ? {} : { headers: { ...request.headers, ...own } }),
            };
          },
        },
      ],
    });
  const warmupOk = settings.warmup > 0 ? (await run(settings.warmup))['2xx'] : 0;
  const result = await run(settings.duration);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    warmupOk,
  };
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** One request with exactly these headers (fetch would add Accept-Encoding and decode). */
export function rawRequest(
  url: string,
  request: BenchRequest,
  headers: Record<string, string>,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url + request.path, { method: request.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
