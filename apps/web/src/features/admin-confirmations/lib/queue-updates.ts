import type { ConfirmationQueueEntry, OrderDetails } from '@parashop/shared/api-types';
import type { ContactOutcome } from '@parashop/shared/constants';

/**
 * The queue as it is the moment staff record a call: a no answer keeps the order in the queue (one
 * more attempt), every other outcome takes it out (decided, or to be called back later).
 */
export function withCallRecorded(
  queue: readonly ConfirmationQueueEntry[],
  orderId: number,
  outcome: ContactOutcome,
): ConfirmationQueueEntry[] {
  if (outcome !== 'no_answer') return queue.filter((entry) => entry.id !== orderId);
  return queue.map((entry) =>
    entry.id === orderId
      ? {
          ...entry,
          confirmation_status: 'no_answer',
          confirmation_attempts: entry.confirmation_attempts + 1,
        }
      : entry,
  );
}

/** Whether the server's answer still belongs in the queue (a pending order nobody has to wait for). */
export function staysInQueue(order: OrderDetails, now: Date): boolean {
  if (order.status !== 'pending') return false;
  if (order.confirmation_status === 'unconfirmed' || order.confirmation_status === 'no_answer') return true;
  return (
    order.confirmation_status === 'call_back' &&
    order.call_back_at !== null &&
    new Date(order.call_back_at).getTime() <= now.getTime()
  );
}

/** The queue with the server's answer for one order: replaced in place, or taken out. */
export function withAnswer(
  queue: readonly ConfirmationQueueEntry[],
  order: OrderDetails,
  now: Date,
): ConfirmationQueueEntry[] {
  if (!staysInQueue(order, now)) return queue.filter((entry) => entry.id !== order.id);
  const { contacts: _contacts, ...entry } = order;
  return queue.map((current) => (current.id === order.id ? entry : current));
}

/** The queue with an entry put back where it was (oldest first) after a failed call to the server. */
export function withEntryRestored(
  queue: readonly ConfirmationQueueEntry[],
  entry: ConfirmationQueueEntry,
): ConfirmationQueueEntry[] {
  const others = queue.filter((current) => current.id !== entry.id);
  const at = others.findIndex(
    (current) => new Date(current.created_at).getTime() > new Date(entry.created_at).getTime(),
  );
  return at === -1 ? [...others, entry] : [...others.slice(0, at), entry, ...others.slice(at)];
}
