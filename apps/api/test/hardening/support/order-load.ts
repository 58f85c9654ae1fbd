import { orderPayload } from '../../../src/modules/orders/test-support';
import { guestHeaders } from '../../helpers';
import { networkErrorCode, sendJson } from './http';
import { sleep } from './pool';

export type Line = { target_name: 'product' | 'pack'; target_id: number; quantity: number; price: number };

/** One POST /orders sent by the load: its key, its cart, and what came back (an answer or a network error). */
export type Attempt = {
  key: string;
  lines: Line[];
  status?: number;
  body?: unknown;
  /** Network failure code when no HTTP answer came (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, ...). */
  error?: string;
  /** Every failed try of this attempt (network errors and 5xx answers), oldest first. */
  failures?: Array<{ at: number; what: string }>;
  sentAt: number;
  answeredAt?: number;
};

export function orderIdOf(attempt: { body?: unknown }): number | undefined {
  const id = (attempt.body as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * Shoppers placing orders without pause: `concurrency` loops, each sending one order at a time with
 * its own Idempotency-Key, to whatever server `baseUrl()` names at that moment. A shopper whose order
 * got no answer (or a 5xx) sends the same order again, with the same key, until it is answered, as
 * the storefront's retry does.
 */
export class OrderLoad {
  readonly attempts: Attempt[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private counter = 0;

  constructor(
    private readonly baseUrl: () => string,
    private readonly cart: (n: number) => Line[],
    private readonly keyPrefix: string,
    private readonly concurrency = 8,
  ) {}

  start(): void {
    this.running = true;
    this.workers = Array.from({ length: this.concurrency }, () => this.loop());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  acked(): Attempt[] {
    return this.attempts.filter((attempt) => attempt.status === 201);
  }

  private async loop(): Promise<void> {
    while (this.running) {
      this.counter += 1;
      const n = this.counter;
      const attempt: Attempt = { key: `${this.keyPrefix}-${n}`, lines: this.cart(n), sentAt: Date.now() };
      this.attempts.push(attempt);
      await send(this.baseUrl(), attempt);
      while (this.running && unanswered(attempt)) {
        // A server that is down answers at once with ECONNREFUSED: do not spin.
        await sleep(100);
        await send(this.baseUrl(), attempt);
      }
    }
  }
}

/** No answer yet, or one that says the server could not take it (a 503 while closing). */
export function unanswered(attempt: Attempt): boolean {
  return attempt.status === undefined || attempt.status >= 500;
}

/**
 * The shopper's phone for a key: the same key always sends the same request (a retry is the same
 * order), different keys are different shoppers (the shop caps open orders per phone).
 */
export function phoneForKey(key: string): string {
  let hash = 7;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `06${String(hash).padStart(8, '0')}`;
}

/** Sends (or re-sends, same key and cart) one attempt and records its outcome on it. */
export async function send(baseUrl: string, attempt: Attempt): Promise<Attempt> {
  try {
    const answer = await sendJson(
      baseUrl,
      'POST',
      '/api/orders',
      orderPayload(attempt.lines, { phone_number: phoneForKey(attempt.key) }),
      { ...guestHeaders(), 'idempotency-key': attempt.key },
      AbortSignal.timeout(120_000),
    );
    attempt.status = answer.status;
    attempt.body = answer.body;
    delete attempt.error;
    if (answer.status >= 500)
      (attempt.failures ??= []).push({ at: Date.now(), what: `HTTP ${answer.status}` });
  } catch (error) {
    delete attempt.status;
    attempt.error = networkErrorCode(error);
    (attempt.failures ??= []).push({ at: Date.now(), what: attempt.error });
  }
  attempt.answeredAt = Date.now();
  return attempt;
}
