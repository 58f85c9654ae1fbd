import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { executeRows } from '../db/client';
import { httpError } from '../lib/http-errors';
import { classifyOrderAnswer, createShopMetrics, statusClass, type MetricsSources } from '../lib/metrics';

export const METRICS_PATH = '/metrics';
const ORDERS_ROUTE = '/api/orders';
/** Placed orders remembered so that an idempotent replay of the same answer is not counted again. */
const REMEMBERED_ORDERS = 1000;
const DB_STATS_TIMEOUT_MS = 1000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` compared in constant time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /metrics in Prometheus' text format, only when METRICS_TOKEN is set (otherwise the path is a
 * plain 404) and only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Counts every
 * answer by route pattern (never the raw URL: ids and query strings would make a series each),
 * method and status class; the orders placed and refused by reason; the catalogue cache; the event
 * loop lag and process memory; the database pool.
 */
export default fp(
  async (app) => {
    const token = app.config.metricsToken;
    if (!token) return;
    const expected = digest(token);

    const client = (app.db as unknown as { $client?: { options?: { max?: number } } }).$client;
    const sources: MetricsSources = {
      catalogueCache: () => (app.catalogueCache?.enabled ? app.catalogueCache.stats() : undefined),
      databasePoolSize: app.dbKind === 'pglite' ? 1 : (client?.options?.max ?? 10),
      ...(app.dbKind === 'postgres'
        ? {
            databaseConnections: async () => {
              const rows = await withTimeout(
                executeRows<{ state: string; count: number | string }>(
                  app.db,
                  sql`select coalesce(state, 'unknown') as state, count(*) as count
                      from pg_stat_activity where datname = current_database() group by 1`,
                ),
                DB_STATS_TIMEOUT_MS,
              );
              return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
            },
          }
        : {}),
    };
    const metrics = createShopMetrics(sources);

    const orderBodies = new WeakMap<FastifyRequest, unknown>();
    const countedOrders = new Set<unknown>();
    const isOrderRequest = (request: FastifyRequest) =>
      request.method === 'POST' && request.routeOptions.url === ORDERS_ROUTE;

    app.addHook(
      'preSerialization',
      async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        if (isOrderRequest(request)) orderBodies.set(request, payload);
        return payload;
      },
    );

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: statusClass(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);

      if (!isOrderRequest(request)) return;
      const body = orderBodies.get(request);
      const outcome = classifyOrderAnswer(reply.statusCode, body);
      if (outcome === null) return;
      if (!outcome.placed) {
        metrics.ordersRefused.inc({ reason: outcome.reason });
        return;
      }
      const orderId = (body as { id?: unknown } | undefined)?.id;
      if (orderId !== undefined && countedOrders.has(orderId)) return;
      metrics.ordersPlaced.inc();
      if (orderId === undefined) return;
      countedOrders.add(orderId);
      if (countedOrders.size > REMEMBERED_ORDERS) {
        countedOrders.delete(countedOrders.values().next().value);
      }
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(request.headers.authorization, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw httpError(401, 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).');
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database', 'catalogue-cache'] },
);
