import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_ORDER_PAGE_SIZE } from '@parashop/shared/constants';
import type { Order } from '@parashop/shared/api-types';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { queryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { pageCount, pageItems } from '@/lib/paginate';
import { useOrders } from '../api/get-orders';
import { OrderDetailsModal } from '../components/order-details-modal';
import { OrdersStats } from '../components/orders-stats';
import { OrdersTable } from '../components/orders-table';
import { PrintSelectionBar } from '../components/print-selection-bar';
import { useOrderSelection } from '../hooks/use-order-selection';
import { OrdersToolbar } from '../components/orders-toolbar';
import { PageRange } from '../components/page-range';
import { filterOrders, orderStats, type OrderFilters } from '../lib/order-filters';
import { orderFiltersFromSearch, orderIdFromSearch } from '../lib/url-filters';

/** Orders management (SPEC section 2): stat cards, search and filters, the table and its details. */
export default function OrdersPage() {
  // The confirmation texts (badges, filter, details) load with the list.
  const { t } = useTranslation(['admin-orders', 'admin-confirmation-shared', 'admin-print', 'validation']);
  const orders = useOrders();
  const selection = useOrderSelection();
  const { search } = useLocation();
  const [filters, setFilters] = useState<OrderFilters>(() => orderFiltersFromSearch(search));
  const [pageSize, setPageSize] = useState<number>(DEFAULT_ORDER_PAGE_SIZE);
  const [page, setPage] = useState(1);
  // The id, not the object: the modal then follows the list (a status change shows in it too).
  const [selectedId, setSelectedId] = useState<number | null>(() => orderIdFromSearch(search));
  // A link to this screen while it is open (the notification bell) applies its filters and order.
  const [linked, setLinked] = useState(search);
  if (linked !== search) {
    setLinked(search);
    setFilters(orderFiltersFromSearch(search));
    setSelectedId(orderIdFromSearch(search));
    setPage(1);
  }

  const all = useMemo(() => orders.data ?? [], [orders.data]);
  const filtered = useMemo(() => filterOrders(all, filters, new Date()), [all, filters]);
  const pages = pageCount(filtered.length, pageSize);
  const currentPage = Math.min(page, Math.max(1, pages));
  const visible = pageItems(filtered, currentPage, pageSize);
  const selected = all.find((order) => order.id === selectedId) ?? null;
  const onView = useCallback((order: Order) => setSelectedId(order.id), []);

  const header = <PageHeader title={t('title')} description={t('subtitle')} />;

  const state = queryState(orders, {
    error: {
      title: t('errors.loadFailed'),
      message: t('errors.loadError', { message: errorMessage(orders.error, t('errors.loadFailed')) }),
    },
  });
  if (state)
    return (
      <>
        {header}
        {state}
      </>
    );

  return (
    <>
      {header}
      <OrdersStats stats={orderStats(all)} />
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
      <PrintSelectionBar selection={selection} />
      <OrdersTable
        selection={selection}
        orders={visible}
        emptyText={all.length === 0 ? t('table.noOrders') : t('table.empty')}
        onView={onView}
        isBusy={orders.isFetching}
      />
      <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
        <PageRange page={currentPage} pageSize={pageSize} total={filtered.length} />
        <Pagination page={currentPage} pageCount={pages} onPageChange={setPage} />
      </div>
      <OrderDetailsModal order={selected} onClose={() => setSelectedId(null)} />
    </>
  );
}
