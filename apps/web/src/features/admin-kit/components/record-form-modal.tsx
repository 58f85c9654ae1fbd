import { Fragment, type ReactNode } from 'react';
import { Modal, type ModalSize } from '@/components/ui/modal';

/** What a create-or-edit modal is open for: a new record, or one to edit. */
export type FormTarget<TRecord> = { mode: 'create'; opening: number } | { mode: 'edit'; record: TRecord };

/** Opens the modal for a new record; each opening starts a new form. */
export const newRecordTarget = (): FormTarget<never> => ({ mode: 'create', opening: Date.now() });

/** The modal of a list's create-or-edit form (categories, brands), titled after what it is open for. */
export function RecordFormModal<TRecord extends { id: number; name: string }>({
  target,
  onClose,
  createTitle,
  editTitle,
  size,
  children,
}: {
  target: FormTarget<TRecord> | null;
  onClose: () => void;
  createTitle: string;
  editTitle: string;
  size?: ModalSize;
  /** The form, for the record to edit or null to create one. */
  children: (record: TRecord | null) => ReactNode;
}) {
  const editing = target?.mode === 'edit' ? target.record : null;
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={editing ? editTitle : createTitle}
      description={editing?.name}
      size={size}
    >
      {/* A new key per opening: the form starts empty every time it is opened for creation. */}
      {target ? (
        <Fragment key={target.mode === 'edit' ? `edit-${target.record.id}` : `create-${target.opening}`}>
          {children(editing)}
        </Fragment>
      ) : null}
    </Modal>
  );
}
