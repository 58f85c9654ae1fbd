import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { PAGE_SIZES } from '@parashop/shared/constants';
import type { Customer } from '@parashop/shared/api-types';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { queryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { pageCount, pageItems } from '@/lib/paginate';
import { useCustomers } from '../api/get-customers';
import { CustomerDetailsModal } from '../components/customer-details-modal';
import { CustomersTable } from '../components/customers-table';
import { CustomersToolbar } from '../components/customers-toolbar';
import { SendEmailModal } from '../components/send-email-modal';
import { DEFAULT_CUSTOMER_FILTERS, filterCustomers, type CustomerFilters } from '../lib/customer-filters';

const PAGE_SIZE = PAGE_SIZES.customers;

/** Customers (SPEC section 2): count, search, joined filter, 10 per page, details and e-mail modals. */
export default function CustomersPage() {
  const { t } = useTranslation('admin-customers');
  const customers = useCustomers();
  const [filters, setFilters] = useState<CustomerFilters>(DEFAULT_CUSTOMER_FILTERS);
  const [page, setPage] = useState(1);
  const [detailsOf, setDetailsOf] = useState<Customer | null>(null);
  const [emailTo, setEmailTo] = useState<Customer | null>(null);

  const all = useMemo(() => customers.data ?? [], [customers.data]);
  const filtered = useMemo(() => filterCustomers(all, filters, new Date()), [all, filters]);
  const pages = pageCount(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, Math.max(1, pages));
  const visible = pageItems(filtered, currentPage, PAGE_SIZE);
  const onOpen = useCallback((customer: Customer) => setDetailsOf(customer), []);

  const header = <PageHeader title={t('title')} description={t('subtitle')} />;

  const state = queryState(customers, {
    error: {
      title: t('errors.loadFailed'),
      message: t('errors.loadError', { message: errorMessage(customers.error, t('errors.loadFailed')) }),
    },
  });
  if (state)
    return (
      <>
        {header}
        {state}
      </>
    );

  const from = (currentPage - 1) * PAGE_SIZE + 1;
  const to = Math.min(filtered.length, currentPage * PAGE_SIZE);

  return (
    <>
      {header}
      <StatCard
        className="mb-6 sm:max-w-xs"
        testId="customers-count"
        label={t('countLabel')}
        value={all.length}
        icon={<Users className="h-5 w-5" />}
      />
      <CustomersToolbar
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <CustomersTable
        customers={visible}
        emptyText={all.length === 0 ? t('table.noCustomers') : t('table.empty')}
        onOpen={onOpen}
        isBusy={customers.isFetching}
      />
      <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p className="text-sm text-muted" aria-live="polite">
          {filtered.length > 0 ? t('table.range', { from, to, total: filtered.length }) : null}
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
  );
}
