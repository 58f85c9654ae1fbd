import { useTranslation } from 'react-i18next';
import type { Pack } from '@parashop/shared/api-types';
import { queryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { FormPageHeader } from '@/features/admin-kit/components/form-page-header';
import { useAdminProducts } from '@/features/admin-kit/api/get-admin-products';
import { PackFormBody } from './pack-form-body';

export interface PackFormProps {
  /** The pack to edit; null to create one. */
  pack: Pack | null;
  /** Back to the list, after saving or when closed. */
  onClose: () => void;
}

/** Create or edit a pack, in place of the list: the product picker and the pack's details. */
export function PackForm({ pack, onClose }: PackFormProps) {
  const { t } = useTranslation(['admin-packs', 'common']);
  const products = useAdminProducts();

  const body = queryState(products, {
    loadingLabel: t('picker.loading'),
    error: { message: errorMessage(products.error, t('common:errors.generic')) },
  }) ?? <PackFormBody pack={pack} onClose={onClose} products={products.data ?? []} />;

  return (
    <>
      <FormPageHeader
        title={t(pack ? 'form.editTitle' : 'form.createTitle')}
        description={pack ? pack.name : t('form.createSubtitle')}
        backLabel={t('form.back')}
        onBack={onClose}
      />
      {body}
    </>
  );
}
