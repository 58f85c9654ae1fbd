import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { newRecordTarget, type FormTarget } from '../components/record-form-modal';
import { useConfirmedMutation } from './use-confirmed-mutation';

type MutateOptions = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * The actions of a list of named records edited in a `RecordFormModal` (categories, brands): which
 * record the form is open for, and a delete asked first, then run, with a toast for each outcome. The
 * texts are the page's own keys: `confirm.deleteTitle`, `confirm.delete` (with `name` and the
 * record's products as `count`), `confirm.deleteButton`, `notices.deleted` and `errors.deleteFailed`.
 */
export function useRecordEditing<TRecord extends { id: number; products_count: number }>({
  t,
  nameOf,
  remove,
}: {
  t: TFunction;
  /** The record's name as the page shows it, in the page's language. */
  nameOf: (record: TRecord) => string;
  remove: (id: number, options: MutateOptions) => void;
}) {
  const confirmThen = useConfirmedMutation();
  const [formTarget, setFormTarget] = useState<FormTarget<TRecord> | null>(null);

  const onEdit = useCallback((record: TRecord) => setFormTarget({ mode: 'edit', record }), []);
  const onDelete = (record: TRecord) =>
    confirmThen(
      {
        title: t('confirm.deleteTitle'),
        message: t('confirm.delete', { name: nameOf(record), count: record.products_count }),
        confirmLabel: t('confirm.deleteButton'),
      },
      remove,
      record.id,
      { success: () => t('notices.deleted'), failure: () => t('errors.deleteFailed') },
    );

  return {
    formTarget,
    onAdd: () => setFormTarget(newRecordTarget()),
    onEdit,
    onDelete,
    closeForm: () => setFormTarget(null),
  };
}
