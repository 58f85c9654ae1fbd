import type { StopOutcomeInput } from '@parashop/shared';
import { isApiError } from '@/lib/api-client';

/** An outcome the rider chose, kept on the phone until the server has it (decision 246). */
export interface QueuedOutcome {
  /** The outcome's idempotency key: the server applies it once, however often it is sent. */
  key: string;
  runId: number;
  stopId: number;
  body: StopOutcomeInput;
  queuedAt: string;
}

/** An outcome the server refused (a wrong code, a stop staff changed): shown on its stop, not sent again. */
export interface RefusedOutcome {
  key: string;
  stopId: number;
  message: string;
  reason: string | null;
  triesLeft: number | null;
}

export interface QueueState {
  pending: readonly QueuedOutcome[];
  refused: readonly RefusedOutcome[];
}

/** What became of one outcome when the queue tried to send it. */
export type SendResult =
  | { key: string; status: 'sent' }
  | { key: string; status: 'refused'; refusal: RefusedOutcome }
  | { key: string; status: 'waiting' };

export type SendOutcome = (outcome: QueuedOutcome) => Promise<unknown>;

const EMPTY: QueueState = { pending: [], refused: [] };

function isQueued(value: unknown): value is QueuedOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    typeof item.runId === 'number' &&
    typeof item.stopId === 'number' &&
    typeof item.body === 'object' &&
    item.body !== null
  );
}

function isRefused(value: unknown): value is RefusedOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.key === 'string' && typeof item.stopId === 'number' && typeof item.message === 'string';
}

/** The stored queue; anything unreadable is an empty one. */
export function loadQueue(storage: Storage | null, storageKey: string): QueueState {
  if (!storage) return EMPTY;
  try {
    const raw = storage.getItem(storageKey);
    if (raw === null) return EMPTY;
    const parsed = JSON.parse(raw) as { pending?: unknown; refused?: unknown };
    return {
      pending: Array.isArray(parsed.pending) ? parsed.pending.filter(isQueued) : [],
      refused: Array.isArray(parsed.refused) ? parsed.refused.filter(isRefused) : [],
    };
  } catch {
    return EMPTY;
  }
}

/**
 * Whether a failed send should wait for a better connection (no answer, a timeout, the server busy or
 * failing) rather than be given up: only a 4xx answer means the server looked at it and said no.
 */
export function shouldWait(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

function refusalOf(outcome: QueuedOutcome, error: unknown): RefusedOutcome {
  const body = isApiError(error) && typeof error.body === 'object' && error.body !== null ? error.body : {};
  const { reason, tries_left: triesLeft } = body as { reason?: unknown; tries_left?: unknown };
  return {
    key: outcome.key,
    stopId: outcome.stopId,
    message: error instanceof Error ? error.message : String(error),
    reason: typeof reason === 'string' ? reason : null,
    triesLeft: typeof triesLeft === 'number' ? triesLeft : null,
  };
}

export interface OutcomeQueue {
  getState: () => QueueState;
  subscribe: (listener: () => void) => () => void;
  /** Keeps the outcome on the phone (a newer one for the same stop replaces it, and its refusal). */
  enqueue: (outcome: QueuedOutcome) => void;
  /** Forgets a refusal once the rider has read it. */
  dismiss: (key: string) => void;
  /**
   * Sends the waiting outcomes one after the other, oldest first, and stops at the first one that
   * must wait. One send at a time: a call while one runs gets the same promise, then a new round
   * for what was added meanwhile, so no outcome is ever on the wire twice at once.
   */
  flush: () => Promise<SendResult[]>;
}

/** The outcome queue of one rider on this phone, stored under `storageKey`. */
export function createOutcomeQueue({
  storage,
  storageKey,
  send,
}: {
  storage: Storage | null;
  storageKey: string;
  send: SendOutcome;
}): OutcomeQueue {
  let state = loadQueue(storage, storageKey);
  const listeners = new Set<() => void>();
  let running: Promise<SendResult[]> | null = null;
  let again = false;

  const commit = (next: QueueState) => {
    state = next;
    try {
      storage?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // A full or blocked storage still leaves the queue working for this visit.
    }
    listeners.forEach((listener) => listener());
  };

  const round = async (): Promise<SendResult[]> => {
    const results: SendResult[] = [];
    for (;;) {
      const next = state.pending[0];
      if (!next) break;
      try {
        await send(next);
        commit({ ...state, pending: state.pending.filter((item) => item.key !== next.key) });
        results.push({ key: next.key, status: 'sent' });
      } catch (error) {
        if (shouldWait(error)) {
          results.push({ key: next.key, status: 'waiting' });
          break;
        }
        const refusal = refusalOf(next, error);
        commit({
          pending: state.pending.filter((item) => item.key !== next.key),
          refused: [...state.refused.filter((item) => item.stopId !== next.stopId), refusal],
        });
        results.push({ key: next.key, status: 'refused', refusal });
      }
    }
    return results;
  };

  const flush = (): Promise<SendResult[]> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const results: SendResult[] = [];
      do {
        again = false;
        results.push(...(await round()));
      } while (again && state.pending.length > 0 && results.at(-1)?.status !== 'waiting');
      return results;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    enqueue: (outcome) =>
      commit({
        pending: [...state.pending.filter((item) => item.stopId !== outcome.stopId), outcome],
        refused: state.refused.filter((item) => item.stopId !== outcome.stopId),
      }),
    dismiss: (key) => commit({ ...state, refused: state.refused.filter((item) => item.key !== key) }),
    flush,
  };
}
