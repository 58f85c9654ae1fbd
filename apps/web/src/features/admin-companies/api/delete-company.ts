import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshCatalogue } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/companies/{id}; the server deletes every product of the brand with it. */
export function deleteCompany(id: number): Promise<void> {
  return apiFetch<void>(`/companies/${id}`, { method: 'DELETE' });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
