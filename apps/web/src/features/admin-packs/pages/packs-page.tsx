import { useState } from 'react';
import type { Pack } from '@parashop/shared/api-types';
import { PackForm } from '../components/pack-form';
import { PacksList, type PacksListState } from '../components/packs-list';

type View = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; pack: Pack };

/**
 * /admin/pack-management. The pack form replaces the list in place (state, not a route); saving or
 * closing returns to the list with its search and page as they were.
 */
export default function PacksPage() {
  const [view, setView] = useState<View>({ mode: 'list' });
  const [listState, setListState] = useState<PacksListState>({ search: '', page: 1 });

  const show = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  if (view.mode === 'list') {
    return (
      <PacksList
        state={listState}
        onStateChange={setListState}
        onCreate={() => show({ mode: 'create' })}
        onEdit={(pack) => show({ mode: 'edit', pack })}
      />
    );
  }
  return (
    <PackForm
      key={view.mode === 'edit' ? view.pack.id : 'new'}
      pack={view.mode === 'edit' ? view.pack : null}
      onClose={() => show({ mode: 'list' })}
    />
  );
}
