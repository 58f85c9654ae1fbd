import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { blockedPhonesQueryKey } from '@/features/admin-confirmation-shared/api/create-blocked-phone';

/** DELETE /api/blocked-phones/{id}: the number may order online again. */
export function deleteBlockedPhone(id: number): Promise<void> {
  return apiFetch<void>(`/blocked-phones/${id}`, { method: 'DELETE' });
}

export function useDeleteBlockedPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlockedPhone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: blockedPhonesQueryKey }),
  });
}
