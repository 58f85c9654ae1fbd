import type { Pack } from '@parashop/shared/api-types';
import { ListOrForm } from '@/features/admin-kit/components/list-or-form';
import { PackForm } from '../components/pack-form';
import { PacksList, type PacksListState } from '../components/packs-list';

/**
 * /admin/pack-management. The pack form replaces the list in place (state, not a route); saving or
 * closing returns to the list with its search and page as they were.
 */
export default function PacksPage() {
  return (
    <ListOrForm<Pack, PacksListState>
      initialState={{ search: '', page: 1 }}
      list={(props) => <PacksList {...props} />}
      form={(pack, onClose) => <PackForm pack={pack} onClose={onClose} />}
    />
  );
}
