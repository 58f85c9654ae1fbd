import type { TFunction } from 'i18next';
import { useConfirmedMutation } from './use-confirmed-mutation';

type MutateOptions = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * Deleting a record of a back-office list (a category, a brand, a product, a pack): asked first, then
 * run, with a toast for each outcome. The texts are the page's own keys, the same on every list:
 * `confirm.deleteTitle`, `confirm.delete` (with what `describe` gives of the record: its name, its
 * products' count), `confirm.deleteButton`, `notices.deleted` and `errors.deleteFailed`.
 */
export function useConfirmedDelete<TRecord extends { id: number }>({
  t,
  describe,
  remove,
}: {
  t: TFunction;
  /** The values `confirm.delete` names, in the page's language. */
  describe: (record: TRecord) => Record<string, string | number>;
  remove: (id: number, options: MutateOptions) => void;
}) {
  const confirmThen = useConfirmedMutation();
  return (record: TRecord) =>
    confirmThen(
      {
        title: t('confirm.deleteTitle'),
        message: t('confirm.delete', describe(record)),
        confirmLabel: t('confirm.deleteButton'),
      },
      remove,
      record.id,
      { success: () => t('notices.deleted'), failure: () => t('errors.deleteFailed') },
    );
}
