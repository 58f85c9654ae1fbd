import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { notificationsQueryKey } from '@/components/layout/admin/notifications-query';
import { without } from '../lib/notification-filters';

/** DELETE /api/notifications/{id}. */
export function deleteNotification(id: number): Promise<unknown> {
  return apiFetch<unknown>(`/notifications/${id}`, { method: 'DELETE' });
}

/** Removes at once, undone if the call fails. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<Notification[]>(notificationsQueryKey);
      if (previous) queryClient.setQueryData(notificationsQueryKey, without(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
