import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ColumnDef } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';

export interface RowActionsProps {
  /** The row's name, in each button's accessible name ('Edit Avène'). */
  name: string;
  /** The list's own namespace: `actions.view`, `actions.viewNamed`, `actions.edit`, ... */
  t: TFunction;
  onView?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Actions of this list only (e.g. a product's offer), shown before the common ones. */
  children?: ReactNode;
  className?: string;
}

/** The view / edit / delete buttons of a back-office table row; each is shown when its handler is given. */
export function RowActions({ name, t, onView, onEdit, onDelete, children, className }: RowActionsProps) {
  return (
    <div className={cn('flex items-center justify-end gap-1', className)}>
      {children}
      {onView ? (
        <IconButton
          onClick={onView}
          label={t('actions.viewNamed', { name })}
          tooltip={t('actions.view')}
          icon={<Eye aria-hidden="true" />}
        />
      ) : null}
      {onEdit ? (
        <IconButton
          onClick={onEdit}
          label={t('actions.editNamed', { name })}
          tooltip={t('actions.edit')}
          icon={<Pencil aria-hidden="true" />}
        />
      ) : null}
      {onDelete ? (
        <IconButton
          tone="danger"
          onClick={onDelete}
          label={t('actions.deleteNamed', { name })}
          tooltip={t('actions.delete')}
          icon={<Trash2 aria-hidden="true" />}
        />
      ) : null}
    </div>
  );
}

/** The last column of a back-office table: its header and the row's actions. */
export function actionsColumn<T>(
  header: string,
  cell: (item: T) => ReactNode,
  cellClassName?: string,
): ColumnDef<T> {
  return {
    id: 'actions',
    header,
    meta: { align: 'end', card: 'actions', ...(cellClassName ? { cellClassName } : {}) },
    cell: ({ row }) => cell(row.original),
  };
}
