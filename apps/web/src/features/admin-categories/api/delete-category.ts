import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshCatalogue } from '@/features/admin-kit/lib/refresh-catalogue';

/** DELETE /api/categories/{id}; the server deletes the category's products with it. */
export function deleteCategory(id: number): Promise<void> {
  return apiFetch<void>(`/categories/${id}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
