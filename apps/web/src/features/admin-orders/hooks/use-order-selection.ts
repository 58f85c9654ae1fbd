import { useCallback, useState } from 'react';

/** The orders ticked in the list (by id), kept across pages and filters until cleared. */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  /** Ticks every id given, or unticks them all when they all are ticked already. */
  const toggleAll = useCallback((ids: readonly number[]) => {
    setSelected((current) => {
      const next = new Set(current);
      const allTicked = ids.length > 0 && ids.every((id) => current.has(id));
      for (const id of ids) {
        if (allTicked) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, toggleAll, clear };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
