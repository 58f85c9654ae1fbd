/**
 * Addresses of back-office lists opened already filtered (decision 177): the dashboard's cards and
 * the notifications link here; each list reads its own parameters (admin-orders and admin-products'
 * `lib/url-filters.ts`).
 */

function withQuery(path: string, entries: [string, string | number | boolean | undefined | null][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === false || value === '' || value === 'all') continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** `/admin/orders-dashboard?status=delivered&date=today`; `order` opens that order's details. */
export function ordersListPath(filters: {
  status?: 'pending' | 'delivered' | 'returned' | 'cancelled';
  date?: 'today' | 'week' | 'month';
  search?: string;
  order?: number;
}): string {
  return withQuery('/admin/orders-dashboard', [
    ['status', filters.status],
    ['date', filters.date],
    ['q', filters.search],
    ['order', filters.order],
  ]);
}

/** `/admin/products?stock=low-stock` or `?expiring=1`. */
export function productsListPath(filters: {
  stock?: 'low-stock' | 'out-of-stock';
  expiring?: boolean;
}): string {
  return withQuery('/admin/products', [
    ['stock', filters.stock],
    ['expiring', filters.expiring],
  ]);
}
