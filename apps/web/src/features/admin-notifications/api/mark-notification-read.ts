import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@parashop/shared/api-types';
import { apiFetch } from '@/lib/api-client';
import { notificationsQueryKey } from '@/components/layout/admin/notifications-query';
import { markedRead } from '../lib/notification-filters';

/** PUT /api/notifications/{id}: unread to read. */
export function markNotificationRead(id: number): Promise<Notification> {
  return apiFetch<Notification>(`/notifications/${id}`, { method: 'PUT' });
}

/** Marks read at once (the bell's count drops with it), undone if the call fails. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<Notification[]>(notificationsQueryKey);
      if (previous) queryClient.setQueryData(notificationsQueryKey, markedRead(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
