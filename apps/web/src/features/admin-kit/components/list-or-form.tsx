import { Fragment, useState, type ReactNode } from 'react';

/** What a list that its form replaces in place is given by its page (ListOrForm). */
export interface ListScreenProps<TRecord, TState> {
  /** Kept by the page, so coming back from the form finds the list as it was (search, filters, page). */
  state: TState;
  onStateChange: (state: TState) => void;
  onCreate: () => void;
  onEdit: (record: TRecord) => void;
}

/**
 * A list page whose form replaces the list in place (state, not a route): the products, the packs.
 * The form opens for a new record or for one of the list's; saving or closing returns to the list with
 * its state as it was. Each change of view starts at the top of the page.
 */
export function ListOrForm<TRecord extends { id: number }, TState>({
  initialState,
  list,
  form,
}: {
  /** The list's state when the page opens (or the function that makes it, once). */
  initialState: TState | (() => TState);
  list: (props: ListScreenProps<TRecord, TState>) => ReactNode;
  /** The form for `record`, or for a new record (`null`); `onClose` goes back to the list. */
  form: (record: TRecord | null, onClose: () => void) => ReactNode;
}) {
  const [state, setState] = useState(initialState);
  // `undefined`: the list; `null`: the form of a new record; a record: its form.
  const [editing, setEditing] = useState<TRecord | null | undefined>(undefined);

  const show = (next: TRecord | null | undefined) => {
    setEditing(next);
    window.scrollTo({ top: 0 });
  };

  if (editing === undefined) {
    return list({ state, onStateChange: setState, onCreate: () => show(null), onEdit: show });
  }
  return <Fragment key={editing?.id ?? 'new'}>{form(editing, () => show(undefined))}</Fragment>;
}
