import type { DeliveryRun, DeliveryStop } from '@parashop/shared/api-types';
import type { QueuedOutcome, QueueState, RefusedOutcome } from './outcome-queue';

/** A stop as the rider sees it: the server's stop, and what the phone still holds for it. */
export interface StopView {
  stop: DeliveryStop;
  run: DeliveryRun;
  /** The outcome chosen on the phone and not yet accepted by the server. */
  waiting: QueuedOutcome | null;
  refused: RefusedOutcome | null;
}

export const OPEN_STOP_STATES: readonly string[] = ['assigned', 'out'];

export function stopViews(run: DeliveryRun, queue: QueueState): StopView[] {
  return [...run.stops]
    .sort((a, b) => a.position - b.position)
    .map((stop) => ({
      stop,
      run,
      // Once the server shows an outcome, a copy still on the phone is only waiting to be forgotten.
      waiting: OPEN_STOP_STATES.includes(stop.state)
        ? (queue.pending.find((item) => item.stopId === stop.id) ?? null)
        : null,
      refused: queue.refused.find((item) => item.stopId === stop.id) ?? null,
    }));
}

/** Whether the rider can still report this stop (started run, stop out, nothing waiting, not locked). */
export function canReport(view: StopView): boolean {
  return (
    view.run.status === 'started' &&
    view.stop.state === 'out' &&
    view.waiting === null &&
    !view.stop.code_locked
  );
}

/** Cash the rider holds for the day as the phone knows it: the server's figure plus what waits to be sent. */
export function collectedToday(runs: readonly DeliveryRun[], queue: QueueState): number {
  let total = 0;
  for (const run of runs) {
    for (const stop of run.stops) {
      const waiting = OPEN_STOP_STATES.includes(stop.state)
        ? queue.pending.find((item) => item.stopId === stop.id)
        : undefined;
      if (stop.state === 'delivered') total += stop.collected ?? stop.order.total;
      else if (waiting?.body.outcome === 'delivered') total += waiting.body.collected ?? stop.order.total;
    }
  }
  return total;
}
