import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rider } from '@parashop/shared/api-types';
import type { RiderCreateInput, RiderUpdateInput } from '@parashop/shared';
import { apiFetch } from '@/lib/api-client';
import { ridersQueryKey } from './keys';

/** GET /api/riders (admin). */
export function fetchRiders(signal?: AbortSignal): Promise<Rider[]> {
  return apiFetch<Rider[]>('/riders', signal ? { signal } : {});
}

export const ridersQueryOptions = () =>
  queryOptions({ queryKey: ridersQueryKey, queryFn: ({ signal }) => fetchRiders(signal), staleTime: 0 });

export function useRiders() {
  return useQuery(ridersQueryOptions());
}

/** POST /api/riders (201); 422 with field errors (a phone or e-mail already used). */
export function createRider(body: RiderCreateInput): Promise<Rider> {
  return apiFetch<Rider>('/riders', { method: 'POST', body });
}

/** PATCH /api/riders/{id}: `disabled: true` ends their sign-in and their sessions. */
export function updateRider({ id, body }: { id: number; body: RiderUpdateInput }): Promise<Rider> {
  return apiFetch<Rider>(`/riders/${id}`, { method: 'PATCH', body });
}

export function useCreateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ridersQueryKey }),
  });
}

export function useUpdateRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ridersQueryKey }),
  });
}
