import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshCatalogue } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/packs/{id}. */
export function deletePack(id: number): Promise<void> {
  return apiFetch<void>(`/packs/${id}`, { method: 'DELETE' });
}

export function useDeletePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePack,
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
