import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { newRecordTarget, type FormTarget } from '../components/record-form-modal';
import { useConfirmedDelete } from './use-confirmed-delete';

type MutateOptions = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * The actions of a list of named records edited in a `RecordFormModal` (categories, brands): which
 * record the form is open for, and the delete of `useConfirmedDelete`, whose `confirm.delete` names the
 * record (`name`) and its products (`count`).
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
  const onDelete = useConfirmedDelete<TRecord>({
    t,
    describe: (record) => ({ name: nameOf(record), count: record.products_count }),
    remove,
  });
  const [formTarget, setFormTarget] = useState<FormTarget<TRecord> | null>(null);

  const onEdit = useCallback((record: TRecord) => setFormTarget({ mode: 'edit', record }), []);

  return {
    formTarget,
    onAdd: () => setFormTarget(newRecordTarget()),
    onEdit,
    onDelete,
    closeForm: () => setFormTarget(null),
  };
}
