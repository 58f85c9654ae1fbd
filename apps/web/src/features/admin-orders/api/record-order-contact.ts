import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordContact, refreshAfterContact } from '@/features/admin-confirmation-shared/api/record-contact';
import { orderDetailsQueryKey } from './get-order-details';

/**
 * A call recorded from the order's details: the answer is the updated order, shown at once; the
 * lists, the queue and the dashboard are read again afterwards (also after a 409, when a colleague
 * decided the order first).
 */
export function useRecordOrderContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordContact,
    onSuccess: (order) => queryClient.setQueryData(orderDetailsQueryKey(order.id), order),
    onSettled: () => refreshAfterContact(queryClient),
  });
}
