import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/auth/user-query';

/**
 * After any catalogue write. One change reaches far: a deleted brand takes its products out of the
 * storefront, the packs and the dashboard's stock figures; a new product may raise a stock
 * notification. So every cached list is marked stale (the ones on screen refetch at once), except
 * the signed-in user, which a catalogue write never changes.
 */
export function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== userQueryKey[0],
  });
}

/** A catalogue write as a mutation: `write`, then, once it succeeded, `refreshCatalogue`. */
export function useCatalogueWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => refreshCatalogue(queryClient),
  });
}
