import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { BlockedPhone } from '@parashop/shared/api-types';
import { queryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import {
  BlockPhoneModal,
  type BlockPhoneTarget,
} from '@/features/admin-confirmation-shared/components/block-phone-modal';
import { useConfirmedMutation } from '@/features/admin-kit/hooks/use-confirmed-mutation';
import { ListHeader } from '@/features/admin-kit/components/list-header';
import { SearchedPages } from '@/features/admin-kit/components/searched-pages';
import { useBlockedPhones } from '../api/get-blocked-phones';
import { useDeleteBlockedPhone } from '../api/delete-blocked-phone';
import { BlockedPhonesTable } from '../components/blocked-phones-table';
import { filterBlockedPhones } from '../lib/blocked-phone-filters';

// The form's texts load with the list, so opening it never waits on them.
const NAMESPACES = ['admin-blocked-phones', 'admin-confirmation-shared', 'validation'];

/** /admin/blocked-phones: the numbers whose orders are refused; add one with a reason, or unblock. */
export default function BlockedPhonesPage() {
  const { t } = useTranslation(NAMESPACES);
  const phones = useBlockedPhones();
  const remove = useDeleteBlockedPhone();
  const confirmThen = useConfirmedMutation();
  const [list, setList] = useState({ search: '', page: 1 });
  const [adding, setAdding] = useState<BlockPhoneTarget | null>(null);

  const all = useMemo(() => phones.data ?? [], [phones.data]);
  const filtered = useMemo(() => filterBlockedPhones(all, list.search), [all, list.search]);

  const onRemove = (phone: BlockedPhone) =>
    confirmThen(
      {
        title: t('confirmRemove.title', { phone: phone.phone_number }),
        message: t('confirmRemove.message'),
        confirmLabel: t('confirmRemove.confirm'),
      },
      remove.mutate,
      phone.id,
      {
        success: () => t('notices.removed', { phone: phone.phone_number }),
        failure: (error) => errorMessage(error, t('errors.removeFailed')),
      },
    );

  const body = queryState(phones, {
    loadingLabel: t('loading'),
    error: { title: t('errors.loadTitle'), message: errorMessage(phones.error, t('errors.load')) },
  }) ?? (
    <SearchedPages
      label={t('search')}
      placeholder={t('searchPlaceholder')}
      state={list}
      onStateChange={setList}
      rows={filtered}
      pageSize={PAGE_SIZES.blockedPhones}
    >
      {(rows) => (
        <BlockedPhonesTable
          phones={rows}
          emptyText={all.length === 0 ? t('table.noPhones') : t('table.empty')}
          isBusy={phones.isFetching}
          onRemove={onRemove}
        />
      )}
    </SearchedPages>
  );

  return (
    <>
      <ListHeader
        title={t('title')}
        description={t('subtitle')}
        addLabel={t('add')}
        onAdd={() => setAdding({ key: String(Date.now()), phone: '', reason: '' })}
        icon={<Ban aria-hidden="true" className="h-4 w-4" />}
      />
      {body}
      <BlockPhoneModal target={adding} onClose={() => setAdding(null)} />
    </>
  );
}
