import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** What a request answered: replayed as it was for a retry with the same key. */
export type StoredAnswer = { status: number; body: unknown };

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const INVALID_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different order.';

/** How long a stored key is honoured (decision 031): a retry comes within minutes, not days. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Expired keys are deleted at most this often. */
export const KEY_PURGE_EVERY_MS = 60 * 1000;

/** The header's key; undefined without a header, null when it is malformed. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) return null;
  return header;
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Fingerprint of what was asked and by whom: the same key sent with another cart or from another
 * account is not a retry (and must not hand out someone else's order).
 */
export function requestFingerprint(payload: unknown, userId: number | null): string {
  return createHash('sha256')
    .update(JSON.stringify(stable({ payload, userId })))
    .digest('hex');
}

export async function findAnswer(
  db: Executor,
  key: string,
): Promise<{ fingerprint: string; answer: StoredAnswer } | null> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.requestHash,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row
    ? { fingerprint: row.fingerprint, answer: { status: row.status, body: readBody(row.body) } }
    : null;
}

/**
 * Claims the key inside the order's transaction. On PostgreSQL a concurrent request with the same
 * key waits here until the first one commits (then gets false and replays its answer) or rolls
 * back (then gets true and does the work itself). The placeholder answer is replaced by
 * `saveAnswer` before commit, so nobody ever reads it.
 */
export async function claimKey(tx: Executor, key: string, fingerprint: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ key, requestHash: fingerprint, responseStatus: 0, responseBody: {}, createdAt: now })
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/**
 * The body is kept as its JSON text inside the jsonb column: jsonb reorders object keys, and a
 * replay should be the very same bytes as the first answer.
 */
function storedBody(body: unknown): { text: string } {
  return { text: JSON.stringify(body) };
}

function readBody(stored: unknown): unknown {
  const text = (stored as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? JSON.parse(text) : stored;
}

export async function saveAnswer(
  tx: Executor,
  key: string,
  answer: StoredAnswer,
  orderId: number,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: storedBody(answer.body), orderId })
    .where(eq(idempotencyKeys.key, key));
}

/** Deletes the keys stored more than KEY_LIFETIME_MS before `now`; returns how many. */
export async function purgeExpiredKeys(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

export type KeyPurger = {
  /** Starts a purge unless one ran less than KEY_PURGE_EVERY_MS before `now` (or is running); never waits. */
  maybePurge(now: Date): void;
  /** Resolves when no purge is running (awaited when the server closes). */
  idle(): Promise<void>;
};

/**
 * Purges expired keys on the back of order requests, at most once a minute per process: a clock
 * comparison per request; the delete runs beside the requests, never inside an order's transaction
 * nor before its answer. A clock moved backwards (tests) purges again at once.
 */
export function keyPurger(db: Executor, onError: (error: unknown) => void): KeyPurger {
  let lastRun = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return {
    maybePurge(now) {
      const at = now.getTime();
      if (running || (at >= lastRun && at - lastRun < KEY_PURGE_EVERY_MS)) return;
      lastRun = at;
      running = purgeExpiredKeys(db, now).then(
        () => {
          running = null;
        },
        (error: unknown) => {
          running = null;
          onError(error);
        },
      );
    },
    idle: () => running ?? Promise.resolve(),
  };
}
