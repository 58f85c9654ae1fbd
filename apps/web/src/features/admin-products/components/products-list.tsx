import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Product } from '@parashop/shared/api-types';
import { queryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { useAdminCategories } from '@/features/admin-kit/api/get-admin-categories';
import { useAdminProducts } from '@/features/admin-kit/api/get-admin-products';
import { useConfirmedDelete } from '@/features/admin-kit/hooks/use-confirmed-delete';
import { useConfirmedMutation } from '@/features/admin-kit/hooks/use-confirmed-mutation';
import { ListHeader } from '@/features/admin-kit/components/list-header';
import type { ListScreenProps } from '@/features/admin-kit/components/list-or-form';
import { PagedRows } from '@/features/admin-kit/components/searched-pages';
import { WarningBanner } from '@/features/admin-kit/components/warning-banner';
import { useDeleteOffer } from '../api/delete-offer';
import { useExpiringLots, useQuarantinedProducts } from '../api/product-lots';
import { useShopToday } from '@/lib/shop-day';
import type { OfferDraft } from '../lib/offer-validation';
import { ExpiringSoonFilter } from './expiring-soon-filter';
import { useDeleteProduct } from '../api/delete-product';
import { filterProducts, productStats, type ProductFilters } from '../lib/product-filters';
import { CreateOfferModal } from './create-offer-modal';
import { ImagePreviewModal } from './image-preview-modal';
import { ProductsStats } from './products-stats';
import { ProductsTable } from './products-table';
import { ProductsToolbar } from './products-toolbar';

export interface ProductsListState {
  filters: ProductFilters;
  page: number;
}

/** The products screen (SPEC section 2): banner, stat cards, filters, table with its actions, paging. */
export function ProductsList({
  state,
  onStateChange,
  onCreate,
  onEdit,
}: ListScreenProps<Product, ProductsListState>) {
  const { t } = useTranslation(['admin-products', 'validation']);
  const products = useAdminProducts();
  const categories = useAdminCategories();
  const confirmThen = useConfirmedMutation();
  const deleteProduct = useDeleteProduct();
  const deleteOffer = useDeleteOffer();
  const [preview, setPreview] = useState<Product | null>(null);
  const [offerFor, setOfferFor] = useState<Product | null>(null);
  const [offerDraft, setOfferDraft] = useState<Partial<OfferDraft> | undefined>(undefined);
  const expiringLots = useExpiringLots();
  // Units returned damaged or expired (decision 265); without the answer the table simply shows none.
  const quarantined = useQuarantinedProducts();
  const expiring = useMemo(
    () => new Set((expiringLots.data?.lots ?? []).map((lot) => lot.product_id)),
    [expiringLots.data],
  );
  const today = useShopToday();
  const openOffer = useCallback((product: Product, draft?: Partial<OfferDraft>) => {
    setOfferDraft(draft);
    setOfferFor(product);
  }, []);
  // One click: the offer form opens on the product, running from today to its nearest expiry.
  const onPrepareOffer = useCallback(
    (product: Product) => openOffer(product, { start_date: today, end_date: product.next_expiry ?? '' }),
    [openOffer, today],
  );

  const all = useMemo(() => products.data ?? [], [products.data]);
  const filtered = useMemo(
    () => filterProducts(all, state.filters, expiring),
    [all, state.filters, expiring],
  );

  const onDelete = useConfirmedDelete<Product>({
    t,
    describe: (product) => ({ name: product.name }),
    remove: deleteProduct.mutate,
  });

  const onRemoveOffer = async (product: Product) => {
    if (!product.offer) return;
    await confirmThen(
      {
        title: t('confirm.removeOfferTitle'),
        message: t('confirm.removeOffer'),
        confirmLabel: t('confirm.removeOfferButton'),
      },
      deleteOffer.mutate,
      product.offer.id,
      {
        success: () => t('notices.offerRemoved'),
        failure: () => t('errors.offerRemoveFailed', { ns: 'validation' }),
      },
    );
  };

  const header = (
    <ListHeader title={t('title')} description={t('subtitle')} addLabel={t('add')} onAdd={onCreate} />
  );

  const loadState = queryState(products, {
    loadingLabel: t('loading'),
    error: {
      title: t('errors.loadTitle'),
      message: t('errors.load', { message: errorMessage(products.error, t('errors.loadTitle')) }),
    },
  });
  return (
    <>
      {header}
      {loadState ?? (
        <>
          <WarningBanner tone="danger" title={t('warning.title')}>
            {t('warning.message')}
          </WarningBanner>
          <ProductsStats stats={productStats(all)} />
          <ProductsToolbar
            filters={state.filters}
            onFiltersChange={(filters) => onStateChange({ filters, page: 1 })}
            categories={categories.data ?? []}
          />
          <ExpiringSoonFilter
            checked={state.filters.expiringOnly ?? false}
            count={expiringLots.data ? expiring.size : null}
            onChange={(expiringOnly) =>
              onStateChange({ filters: { ...state.filters, expiringOnly }, page: 1 })
            }
          />
          <PagedRows
            rows={filtered}
            page={state.page}
            pageSize={PAGE_SIZES.products}
            onPageChange={(page) => onStateChange({ ...state, page })}
            range={(range) => t('table.range', range)}
          >
            {(items) => (
              <ProductsTable
                products={items}
                emptyText={all.length === 0 ? t('table.noProducts') : t('table.empty')}
                isBusy={products.isFetching}
                onPreview={setPreview}
                onCreateOffer={openOffer}
                expiring={expiring}
                {...(quarantined.data ? { quarantined: quarantined.data } : {})}
                onPrepareOffer={onPrepareOffer}
                onRemoveOffer={onRemoveOffer}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            )}
          </PagedRows>
          <ImagePreviewModal product={preview} onClose={() => setPreview(null)} />
          <CreateOfferModal product={offerFor} initialDraft={offerDraft} onClose={() => setOfferFor(null)} />
        </>
      )}
    </>
  );
}
