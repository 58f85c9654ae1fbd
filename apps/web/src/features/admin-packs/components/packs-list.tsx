import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Pack } from '@parashop/shared/api-types';
import { queryState } from '@/components/ui/query-state';
import { ListHeader } from '@/features/admin-kit/components/list-header';
import type { ListScreenProps } from '@/features/admin-kit/components/list-or-form';
import { SearchedPages, type SearchedListState } from '@/features/admin-kit/components/searched-pages';
import { useConfirmedDelete } from '@/features/admin-kit/hooks/use-confirmed-delete';
import { useAdminPacks } from '../api/get-packs';
import { useDeletePack } from '../api/delete-pack';
import { filterByName } from '../lib/pack-lists';
import { PackDetailsModal } from './pack-details-modal';
import { PacksTable } from './packs-table';

// The form's messages load with the list, so opening the form never waits on them.
const FORM_NAMESPACES = ['admin-packs', 'validation'];

export type PacksListState = SearchedListState;

/** The packs screen (SPEC section 2): search by name, 10 per page, view / edit / delete. */
export function PacksList({ state, onStateChange, onCreate, onEdit }: ListScreenProps<Pack, PacksListState>) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const packs = useAdminPacks();
  const deletePack = useDeletePack();
  // The id, so the open detail follows a refetch.
  const [viewedId, setViewedId] = useState<number | null>(null);

  const all = useMemo(() => packs.data ?? [], [packs.data]);
  const filtered = useMemo(() => filterByName(all, state.search), [all, state.search]);

  const onView = useCallback((pack: Pack) => setViewedId(pack.id), []);
  const onDelete = useConfirmedDelete<Pack>({ t, describe: () => ({}), remove: deletePack.mutate });

  const body = queryState(packs, { loadingLabel: t('loading'), error: { message: t('errors.load') } }) ?? (
    <SearchedPages
      label={t('search')}
      placeholder={t('searchPlaceholder')}
      state={state}
      onStateChange={onStateChange}
      rows={filtered}
      pageSize={PAGE_SIZES.packs}
    >
      {(rows) => (
        <PacksTable
          packs={rows}
          emptyText={all.length === 0 ? t('table.noPacks') : t('table.empty')}
          isBusy={packs.isFetching}
          onView={onView}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </SearchedPages>
  );

  return (
    <>
      <ListHeader title={t('title')} description={t('subtitle')} addLabel={t('add')} onAdd={onCreate} />
      {body}
      <PackDetailsModal
        pack={all.find((pack) => pack.id === viewedId) ?? null}
        onClose={() => setViewedId(null)}
      />
    </>
  );
}
