import { useCallback } from 'react';
import { useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';

type MutateOptions = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * A back-office action that cannot be undone (delete a row, remove an offer): asked first in a
 * danger-toned dialog, then run, with a toast for each outcome.
 */
export function useConfirmedMutation() {
  const confirm = useConfirm();
  return useCallback(
    async <TVariables>(
      question: Omit<ConfirmOptions, 'tone'>,
      mutate: (variables: TVariables, options: MutateOptions) => void,
      variables: TVariables,
      outcome: { success: () => string; failure: (error: Error) => string },
    ) => {
      if (!(await confirm({ ...question, tone: 'danger' }))) return;
      mutate(variables, {
        onSuccess: () => toast.success(outcome.success()),
        onError: (error) => toast.error(outcome.failure(error)),
      });
    },
    [confirm],
  );
}
