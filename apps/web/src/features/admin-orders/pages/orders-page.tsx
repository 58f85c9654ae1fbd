import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_ORDER_PAGE_SIZE } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { DownloadLink } from '@/components/ui/download-link';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { queryState } from '@/components/ui/query-state';
import { API_BASE, errorMessage } from '@/lib/api-client';
import { pageCount } from '@/lib/paginate';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { orderListSearch, useOrderPage, type OrderPageParams } from '../api/get-orders';
import { OrderDetailsModal } from '../components/order-details-modal';
import { OrdersStats } from '../components/orders-stats';
import { OrdersTable } from '../components/orders-table';
import { PrintSelectionBar } from '../components/print-selection-bar';
import { useOrderSelection } from '../hooks/use-order-selection';
import { OrdersToolbar } from '../components/orders-toolbar';
import { PageRange } from '../components/page-range';
import { type OrderFilters } from '../lib/order-filters';
import { orderFiltersFromSearch, orderIdFromSearch } from '../lib/url-filters';
import { exportUrl } from '@/lib/admin-list-urls';

/** Orders management (SPEC section 2): stat cards, search and filters, the table and its details. */
export default function OrdersPage() {
  // The confirmation texts (badges, filter, details) load with the list.
  const { t, i18n } = useTranslation([
    'admin-orders',
    'admin-confirmation-shared',
    'admin-print',
    'order-returns',
    'validation',
  ]);
  const selection = useOrderSelection();
  const location = useLocation();
  const [filters, setFilters] = useState<OrderFilters>(() => orderFiltersFromSearch(location.search));
  const [pageSize, setPageSize] = useState<number>(DEFAULT_ORDER_PAGE_SIZE);
  const [page, setPage] = useState(1);
  // The modal follows the list (a status change shows in it too); the order stays open when a filter
  // or a new page no longer holds it.
  const [selectedOrder, setSelectedOrder] = useState<Order | null>(null);
  // An order named by the address (`?order=`, a dashboard card or a notification): opened once the list
  // that the same address filters holds it.
  const [linkedId, setLinkedId] = useState<number | null>(() => orderIdFromSearch(location.search));
  // A link to this screen while it is open (the notification bell) applies its filters and order.
  const [linked, setLinked] = useState(location.search);
  if (linked !== location.search) {
    setLinked(location.search);
    setFilters(orderFiltersFromSearch(location.search));
    setLinkedId(orderIdFromSearch(location.search));
    setSelectedOrder(null);
    setPage(1);
  }

  // The server filters and pages (docs/decisions/180-server-side-lists.md); the search asks once typing pauses.
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const listFilters = {
    q: search,
    status: filters.status,
    period: filters.date,
    confirmation: filters.confirmation,
  } satisfies Omit<OrderPageParams, 'page' | 'per_page'>;
  const orders = useOrderPage({ ...listFilters, page, per_page: pageSize });

  // Rows of other filters (the previous answer, kept while the next loads, or a search still being
  // typed) are not shown as if they matched: only a new page of the same filters keeps them meanwhile.
  const filtersKey = JSON.stringify(listFilters);
  const settledKey = useRef<string | null>(null);
  if (orders.data && !orders.isPlaceholderData) settledKey.current = filtersKey;
  const searching =
    filters.search.trim() !== search || (orders.isPlaceholderData && settledKey.current !== filtersKey);
  const answer = orders.data;
  const visible = searching ? [] : (answer?.data ?? []);
  const total = answer?.total ?? 0;
  const pages = pageCount(total, pageSize);
  const currentPage = answer?.page ?? page;
  const selected = selectedOrder
    ? (visible.find((order) => order.id === selectedOrder.id) ?? selectedOrder)
    : null;
  const onView = useCallback((order: Order) => setSelectedOrder(order), []);
  if (linkedId !== null && !searching && answer) {
    const linkedOrder = visible.find((order) => order.id === linkedId);
    setLinkedId(null);
    if (linkedOrder) setSelectedOrder(linkedOrder);
  }
  // A page past the end (the last order of the last page left the filter): back to the last page.
  if (answer && answer.data.length === 0 && total > 0 && page > pages) setPage(Math.max(1, pages));

  const header = <PageHeader title={t('title')} description={t('subtitle')} />;

  const state = queryState(orders, {
    error: {
      title: t('errors.loadFailed'),
      message: t('errors.loadError', { message: errorMessage(orders.error, t('errors.loadFailed')) }),
    },
  });
  return (
    <>
      {header}
      {state ?? (
        <>
          <OrdersStats
            stats={{
              total: answer?.stats.total ?? 0,
              pending: answer?.stats.pending ?? 0,
              delivered: answer?.stats.delivered ?? 0,
              deliveredRevenue: Math.round((answer?.stats.delivered_revenue ?? 0) * 100),
            }}
          />
          <OrdersToolbar
            filters={filters}
            onFiltersChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
            pageSize={pageSize}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
          <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
            <DownloadLink
              href={exportUrl(
                `${API_BASE}/orders/export.csv`,
                orderListSearch(listFilters),
                i18n.resolvedLanguage,
              )}
              label={t('export.csv')}
              title={t('export.hint')}
            />
          </div>
          <PrintSelectionBar selection={selection} />
          <OrdersTable
            selection={selection}
            orders={visible}
            emptyText={
              searching
                ? t('table.searching')
                : (answer?.stats.total ?? 0) === 0
                  ? t('table.noOrders')
                  : t('table.empty')
            }
            onView={onView}
            isBusy={orders.isFetching || searching}
          />
          <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
            <PageRange page={currentPage} pageSize={pageSize} total={searching ? 0 : total} />
            <Pagination page={currentPage} pageCount={pages} onPageChange={setPage} />
          </div>
          <OrderDetailsModal order={selected} onClose={() => setSelectedOrder(null)} />
        </>
      )}
    </>
  );
}
