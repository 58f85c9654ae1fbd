import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Customer } from '@parashop/shared/api-types';
import { DownloadLink } from '@/components/ui/download-link';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { queryState } from '@/components/ui/query-state';
import { API_BASE, errorMessage } from '@/lib/api-client';
import { pageCount } from '@/lib/paginate';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { customerListSearch, useCustomerPage } from '../api/get-customers';
import { CustomerDetailsModal } from '../components/customer-details-modal';
import { CustomersTable } from '../components/customers-table';
import { CustomersToolbar } from '../components/customers-toolbar';
import { SendEmailModal } from '../components/send-email-modal';
import { DEFAULT_CUSTOMER_FILTERS, type CustomerFilters } from '../lib/customer-filters';
import { exportUrl } from '@/lib/admin-list-urls';

const PAGE_SIZE = PAGE_SIZES.customers;

/** Customers (SPEC section 2): count, search, joined filter, 10 per page, details and e-mail modals. */
export default function CustomersPage() {
  const { t, i18n } = useTranslation('admin-customers');
  const [filters, setFilters] = useState<CustomerFilters>(DEFAULT_CUSTOMER_FILTERS);
  const [page, setPage] = useState(1);
  const [detailsOf, setDetailsOf] = useState<Customer | null>(null);
  const [emailTo, setEmailTo] = useState<Customer | null>(null);

  // The server filters and pages (docs/decisions/180-server-side-lists.md); the search asks once typing pauses.
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const listFilters = { q: search, joined: filters.joined };
  const customers = useCustomerPage({ ...listFilters, page });

  // Rows of other filters are not shown as if they matched (see the orders screen).
  const filtersKey = JSON.stringify(listFilters);
  const settledKey = useRef<string | null>(null);
  if (customers.data && !customers.isPlaceholderData) settledKey.current = filtersKey;
  const searching =
    filters.search.trim() !== search || (customers.isPlaceholderData && settledKey.current !== filtersKey);
  const answer = customers.data;
  const visible = searching ? [] : (answer?.data ?? []);
  const total = searching ? 0 : (answer?.total ?? 0);
  const everyone = answer?.stats.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  const currentPage = answer?.page ?? page;
  if (answer && !searching && answer.data.length === 0 && total > 0 && page > pages)
    setPage(Math.max(1, pages));
  const onOpen = useCallback((customer: Customer) => setDetailsOf(customer), []);

  const header = <PageHeader title={t('title')} description={t('subtitle')} />;

  const state = queryState(customers, {
    error: {
      title: t('errors.loadFailed'),
      message: t('errors.loadError', { message: errorMessage(customers.error, t('errors.loadFailed')) }),
    },
  });
  const from = (currentPage - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, currentPage * PAGE_SIZE);

  return (
    <>
      {header}
      {state ?? (
        <>
          <StatCard
            className="mb-6 sm:max-w-xs"
            testId="customers-count"
            label={t('countLabel')}
            value={everyone}
            icon={<Users className="h-5 w-5" />}
          />
          <CustomersToolbar
            filters={filters}
            onFiltersChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
            <DownloadLink
              href={exportUrl(
                `${API_BASE}/customers/export.csv`,
                customerListSearch(listFilters),
                i18n.resolvedLanguage,
              )}
              label={t('export.csv')}
              title={t('export.hint')}
            />
          </div>
          <CustomersTable
            customers={visible}
            emptyText={
              searching ? t('table.searching') : everyone === 0 ? t('table.noCustomers') : t('table.empty')
            }
            onOpen={onOpen}
            isBusy={customers.isFetching || searching}
          />
          <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-sm text-muted" aria-live="polite">
              {total > 0 ? t('table.range', { from, to, total }) : null}
            </p>
            <Pagination page={currentPage} pageCount={pages} onPageChange={setPage} />
          </div>
          <CustomerDetailsModal
            customer={detailsOf}
            onClose={() => setDetailsOf(null)}
            onSendEmail={(customer) => {
              setDetailsOf(null);
              setEmailTo(customer);
            }}
          />
          <SendEmailModal customer={emailTo} onClose={() => setEmailTo(null)} />
        </>
      )}
    </>
  );
}
