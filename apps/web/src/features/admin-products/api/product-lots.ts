import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringLots, ProductLot } from '@parashop/shared/api-types';
import type { LotReceiveInput, LotUpdateInput } from '@parashop/shared/schemas/lots';
import type { QuarantinedProducts } from '@parashop/shared/schemas/order-returns';
import { apiFetch } from '@/lib/api-client';
import { useCatalogueWrite } from '@/features/admin-kit/lib/refresh-catalogue';

/** Under 'admin': catalogue writes and order status changes (lots move) mark them stale. */
export const productLotsQueryKey = (productId: number) => ['admin', 'lots', productId] as const;
export const expiringLotsQueryKey = ['admin', 'lots', 'expiring'] as const;

/** GET /api/products/{id}/lots: the product's lots, the next to ship first. */
export const productLotsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productLotsQueryKey(productId),
    queryFn: ({ signal }) => apiFetch<ProductLot[]>(`/products/${productId}/lots`, { signal }),
  });

export function useProductLots(productId: number | null) {
  return useQuery({ ...productLotsQueryOptions(productId ?? 0), enabled: productId !== null });
}

/** GET /api/lots/expiring: lots with units left expiring within EXPIRY_ALERT_DAYS (the products filter). */
export function useExpiringLots() {
  return useQuery({
    queryKey: expiringLotsQueryKey,
    queryFn: ({ signal }) => apiFetch<ExpiringLots>('/lots/expiring', { signal }),
  });
}

/** POST /api/products/{id}/lots: receive stock as a lot. Every list refreshes (stock moved). */
export function useReceiveLot(productId: number) {
  return useCatalogueWrite((body: LotReceiveInput) =>
    apiFetch<ProductLot>(`/products/${productId}/lots`, { method: 'POST', body }),
  );
}

/** PUT /api/lots/{id}: correct a lot's quantity or expiry date. */
export function useUpdateLot() {
  return useCatalogueWrite(({ id, body }: { id: number; body: LotUpdateInput }) =>
    apiFetch<ProductLot>(`/lots/${id}`, { method: 'PUT', body }),
  );
}

/** DELETE /api/lots/{id}: its units leave the stock. */
export function useDeleteLot() {
  return useCatalogueWrite((id: number) => apiFetch<void>(`/lots/${id}`, { method: 'DELETE' }));
}

/** Under 'admin': a recorded return (units quarantined) marks it stale with the other admin lists. */
export const quarantinedProductsQueryKey = ['admin', 'quarantine'] as const;

/** GET /api/order-returns/quarantine: the products holding quarantined units (decision 265), staff only. */
export function useQuarantinedProducts() {
  return useQuery({
    queryKey: quarantinedProductsQueryKey,
    queryFn: ({ signal }) => apiFetch<QuarantinedProducts>('/order-returns/quarantine', { signal }),
    select: (data) => new Map(data.products.map((row) => [row.product_id, row.quarantined])),
  });
}
