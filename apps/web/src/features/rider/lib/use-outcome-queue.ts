import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { riderRunsQueryKey } from '../api/get-rider-runs';
import { withOutcome } from './saved-day';
import { sendOutcome } from '../api/send-outcome';
import type { RiderDay } from './saved-day';
import { createOutcomeQueue, type OutcomeQueue, type QueueState } from './outcome-queue';

/** While outcomes wait, try again this often even if the phone never says it is back online. */
export const RESEND_EVERY_MS = 20_000;

export function outcomeQueueKey(userId: number): string {
  return `riderOutcomes:${userId}`;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const SERVER_STATE: QueueState = { pending: [], refused: [] };

/**
 * The rider's outcome queue on this phone (decision 246): sent at once when possible, again when the
 * browser says the network is back, and every RESEND_EVERY_MS while something waits. The runs are
 * read again after each sent outcome.
 */
export function useOutcomeQueue(
  userId: number,
  /** Whether the day has been read: what waits is sent after, so the answers land on a shown day. */
  ready: boolean,
): { queue: OutcomeQueue; state: QueueState } {
  const queryClient = useQueryClient();
  const [queue] = useState(() =>
    createOutcomeQueue({
      storage: browserStorage(),
      storageKey: outcomeQueueKey(userId),
      send: async (outcome) => {
        const answer = await sendOutcome(outcome);
        // The stop shows its outcome at once; the day is read again behind it.
        queryClient.setQueriesData<RiderDay>(
          { queryKey: riderRunsQueryKey },
          (day) => day && withOutcome(day, answer),
        );
        void queryClient.invalidateQueries({ queryKey: riderRunsQueryKey });
        return answer;
      },
    }),
  );
  const state = useSyncExternalStore(queue.subscribe, queue.getState, () => SERVER_STATE);
  const waiting = state.pending.length > 0;

  useEffect(() => {
    if (!ready) return;
    const onOnline = () => void queue.flush();
    window.addEventListener('online', onOnline);
    void queue.flush();
    return () => window.removeEventListener('online', onOnline);
  }, [queue, ready]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void queue.flush(), RESEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [queue, waiting]);

  return { queue, state };
}
