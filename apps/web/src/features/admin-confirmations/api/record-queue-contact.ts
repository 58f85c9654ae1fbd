import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationQueueEntry } from '@parashop/shared/api-types';
import {
  isAlreadyDecided,
  recordContact,
  refreshAfterContact,
} from '@/features/admin-confirmation-shared/api/record-contact';
import { withAnswer, withCallRecorded, withEntryRestored } from '../lib/queue-updates';
import { confirmationQueueQueryKey } from './get-confirmation-queue';

/**
 * A call recorded from the queue: the row leaves (or, for a no answer, counts one more attempt) at
 * once. When the server refuses, the row comes back; when a colleague decided the order first (409),
 * the queue is read again instead.
 */
export function useRecordQueueContact() {
  const queryClient = useQueryClient();
  const read = () => queryClient.getQueryData<ConfirmationQueueEntry[]>(confirmationQueueQueryKey);
  const write = (queue: ConfirmationQueueEntry[]) =>
    queryClient.setQueryData<ConfirmationQueueEntry[]>(confirmationQueueQueryKey, queue);

  return useMutation({
    mutationFn: recordContact,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: confirmationQueueQueryKey });
      const queue = read();
      const entry = queue?.find((candidate) => candidate.id === input.orderId);
      if (queue) write(withCallRecorded(queue, input.orderId, input.outcome));
      return { entry };
    },
    onSuccess: (order) => {
      const queue = read();
      if (queue) write(withAnswer(queue, order, new Date()));
    },
    onError: (error, _input, context) => {
      const queue = read();
      if (!isAlreadyDecided(error) && queue && context?.entry) write(withEntryRestored(queue, context.entry));
    },
    onSettled: () => refreshAfterContact(queryClient),
  });
}
