import { load, type LoadSettings, type Measure } from './load';
import { orderRequest, shopperReads, type CatalogueFacts } from './endpoints';

/**
 * Reads while orders flow (issue 32): shoppers reading the catalogue (pages, a search, a filtered page
 * with its facets, product details) alone, then the same shoppers while others place orders, about one
 * request in ten an order. Every order changes stock; what the reads keep of their read-only throughput
 * and p99 says what a promotion's few orders a second cost every other shopper.
 */
export type MixedResult = {
  readers: number;
  buyers: number;
  readOnly: Measure;
  mixed: { reads: Measure; orders: Measure };
  /** mixed reads req/s ÷ read-only reads req/s. */
  readsKept: number;
  /** Orders among all requests of the mixed run. */
  orderShare: number;
  /**
   * The same reads beside orders arriving at a fixed rate (a promotion's rush, `BENCH_ORDER_RATE` a
   * second) rather than as fast as the buyers' connections go: null with BENCH_ORDER_RATE=0.
   */
  rush: { rate: number; reads: Measure; orders: Measure; readsKept: number } | null;
};

/** Orders a second in the rush phase: a promotion post's few orders a second, several times over. */
const ORDER_RATE = Number(process.env.BENCH_ORDER_RATE ?? 20);

export async function runMixed(
  baseUrl: string,
  headers: Record<string, string>,
  facts: CatalogueFacts,
  settings: LoadSettings,
): Promise<MixedResult> {
  // 9 readers to 1 buyer: an order takes longer than a read, so this gives fewer than 10 % orders; the
  // share measured is printed beside the figures.
  const buyers = Math.max(1, Math.round(settings.connections / 10));
  const readers = Math.max(1, settings.connections - buyers);
  const readOnly = await load(baseUrl, shopperReads(facts), headers, { ...settings, connections: readers });
  let index = 0;
  const beside = (orderSettings: LoadSettings) =>
    Promise.all([
      load(baseUrl, shopperReads(facts), headers, { ...settings, connections: readers }),
      load(
        baseUrl,
        () => orderRequest(facts.orderable[index++ % facts.orderable.length]!),
        { ...headers, 'content-type': 'application/json' },
        orderSettings,
      ),
    ]);
  const [reads, orders] = await beside({ ...settings, connections: buyers });
  let rush: MixedResult['rush'] = null;
  if (ORDER_RATE > 0) {
    const [rushReads, rushOrders] = await beside({
      ...settings,
      connections: buyers,
      overallRate: ORDER_RATE,
    });
    rush = {
      rate: ORDER_RATE,
      reads: rushReads,
      orders: rushOrders,
      readsKept: rushReads.requestsPerSecond / readOnly.requestsPerSecond,
    };
  }
  return {
    readers,
    buyers,
    readOnly,
    mixed: { reads, orders },
    readsKept: reads.requestsPerSecond / readOnly.requestsPerSecond,
    orderShare: orders.total / Math.max(1, orders.total + reads.total),
    rush,
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
/** Answers that were not 2xx (or never came) among these measures. */
const notOk = (...measures: Measure[]) => measures.reduce((sum, m) => sum + m.non2xx + m.errors, 0);

/** The mixed run's lines, as pasted into docs/performance.md. */
export function mixedTable(result: MixedResult): string {
  const { readOnly, mixed } = result;
  return [
    `| run | reads/s | reads p99 ms | orders/s | orders p99 ms |`,
    `|---|---:|---:|---:|---:|`,
    `| reads alone (${result.readers} connections) | ${whole(readOnly.requestsPerSecond)} | ${readOnly.p99} | - | - |`,
    `| reads + orders (${result.readers} + ${result.buyers}) | ${whole(mixed.reads.requestsPerSecond)} | ${mixed.reads.p99} | ${whole(mixed.orders.requestsPerSecond)} | ${mixed.orders.p99} |`,
    ...(result.rush
      ? [
          `| reads + orders at ${result.rush.rate}/s (${result.readers} + ${result.buyers}) | ${whole(result.rush.reads.requestsPerSecond)} | ${result.rush.reads.p99} | ${whole(result.rush.orders.requestsPerSecond)} | ${result.rush.orders.p99} |`,
        ]
      : []),
    '',
    `reads kept ${(result.readsKept * 100).toFixed(0)} % of their read-only throughput; orders were ` +
      `${(result.orderShare * 100).toFixed(1)} % of the requests; ${mixed.orders.ok} orders placed, ` +
      `${notOk(mixed.reads, mixed.orders)} answers not 2xx` +
      (result.rush
        ? `; beside orders at ${result.rush.rate}/s the reads kept ${(result.rush.readsKept * 100).toFixed(0)} % ` +
          `(${result.rush.orders.ok} orders placed, ` +
          `${notOk(result.rush.reads, result.rush.orders)} answers not 2xx)`
        : ''),
  ].join('\n');
}
