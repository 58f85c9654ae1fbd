import type { OrderGuardReason } from '@parashop/shared/api-types';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The shop's Prometheus metrics (GET /metrics, docs/decisions/110-production-build-and-metrics.md).
 * One registry per app, so tests can build many apps in one process.
 */

/** Why POST /api/orders refused an order. */
export const ORDER_REFUSAL_REASONS = [
  'price_changed',
  'out_of_stock',
  'unavailable',
  'validation',
  'blocked_phone',
  'line_over_limit',
  'too_many_open',
  'rate_limited',
] as const;
export type OrderRefusalReason = (typeof ORDER_REFUSAL_REASONS)[number];

export type OrderOutcome = { placed: true } | { placed: false; reason: OrderRefusalReason } | null;

/** The metric's reason for each `reason` code of an order refusal's body (packages/shared OrderGuardReason). */
const REASON_CODES: Readonly<Record<OrderGuardReason, OrderRefusalReason>> = {
  phone_blocked: 'blocked_phone',
  too_many_open: 'too_many_open',
  line_over_limit: 'line_over_limit',
};

type AnswerBody = {
  reason?: unknown;
  prices?: unknown;
  item?: unknown;
  unavailable?: unknown;
};

/**
 * What an answer of POST /api/orders means, from its status and body (the answers of
 * src/modules/orders/answers.ts): placed, refused for a reason, or null for a server error. The reason
 * is read from what the body carries for machines (its `reason` code, or the `prices`, `item` or
 * `unavailable` the cart updates itself from), never from its message, which is in the client's
 * language. Any other client error (bad JSON, a schema error, a missing XSRF token, an order too large)
 * is `validation`.
 */
export function classifyOrderAnswer(status: number, body: unknown): OrderOutcome {
  if (status === 200 || status === 201) return { placed: true };
  if (status >= 500 || status < 400) return null;
  if (status === 429) return { placed: false, reason: 'rate_limited' };
  const answer = (body && typeof body === 'object' ? body : {}) as AnswerBody;
  if (status === 409 && answer.prices !== undefined) return { placed: false, reason: 'price_changed' };
  if (status === 409 && answer.item !== undefined) return { placed: false, reason: 'out_of_stock' };
  if (answer.unavailable !== undefined) return { placed: false, reason: 'unavailable' };
  const code = answer.reason;
  if (typeof code === 'string' && Object.hasOwn(REASON_CODES, code)) {
    return { placed: false, reason: REASON_CODES[code as OrderGuardReason] };
  }
  return { placed: false, reason: 'validation' };
}

/** `2xx`, `4xx`...: per class, so the number of series stays small. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * A counter mirroring a running total kept elsewhere (e.g. the catalogue cache's hits): each scrape
 * adds what the total grew by since the last one.
 */
function mirroredCounter(registry: Registry, name: string, help: string, read: () => number | undefined) {
  let seen = 0;
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read();
      if (total === undefined) return;
      if (total > seen) this.inc(total - seen);
      seen = Math.max(seen, total);
    },
  });
}

export type MetricsSources = {
  /** The catalogue cache's running counts (undefined when it is off). */
  catalogueCache: () => { hits: number; misses: number; entries: number; bytes: number } | undefined;
  /** Connections the process may open to the database: postgres.js' pool size, 1 for PGlite. */
  databasePoolSize: number;
  /** Connections to the shop's database by state, from the server (PostgreSQL only). */
  databaseConnections?: () => Promise<Array<{ state: string; count: number }>>;
};

export type ShopMetrics = {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  ordersPlaced: Counter;
  ordersRefused: Counter<'reason'>;
};

/** Buckets for request latency, in seconds: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createShopMetrics(sources: MetricsSources): ShopMetrics {
  const registry = new Registry();
  // Process metrics: CPU, memory (RSS, heap), handles, GC, and the event loop lag
  // (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'parashop_orders_placed_total',
    help: 'Orders placed (POST /api/orders answered 201; a replayed answer counts once)',
    registers: [registry],
  });
  const ordersRefused = new Counter({
    name: 'parashop_orders_refused_total',
    help: 'Orders refused, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every reason shows from the start (at 0), so rate() and alerts see the series before the first refusal.
  for (const reason of ORDER_REFUSAL_REASONS) ordersRefused.inc({ reason }, 0);

  mirroredCounter(
    registry,
    'parashop_catalogue_cache_hits_total',
    'Catalogue reads answered from memory',
    () => sources.catalogueCache()?.hits,
  );
  mirroredCounter(
    registry,
    'parashop_catalogue_cache_misses_total',
    'Catalogue reads that went to the database',
    () => sources.catalogueCache()?.misses,
  );
  new Gauge({
    name: 'parashop_catalogue_cache_entries',
    help: 'Answers held by the catalogue cache',
    registers: [registry],
    collect() {
      this.set(sources.catalogueCache()?.entries ?? 0);
    },
  });
  new Gauge({
    name: 'parashop_catalogue_cache_bytes',
    help: 'Bytes held by the catalogue cache',
    registers: [registry],
    collect() {
      this.set(sources.catalogueCache()?.bytes ?? 0);
    },
  });

  new Gauge({
    name: 'parashop_db_pool_size',
    help: 'Database connections this process may open (postgres.js pool size; 1 for the embedded PGlite)',
    registers: [registry],
  }).set(sources.databasePoolSize);
  if (sources.databaseConnections) {
    const read = sources.databaseConnections;
    new Gauge({
      name: 'parashop_db_connections',
      help: "Connections to the shop's database by state, every process together (PostgreSQL pg_stat_activity)",
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const row of await read()) this.set({ state: row.state }, row.count);
        } catch {
          // The database does not answer: no series this time (the readiness route says why).
        }
      },
    });
  }

  return { registry, httpRequests, httpDuration, ordersPlaced, ordersRefused };
}
