import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesPeriod } from '@parashop/shared/constants';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDashboardStatistic } from '../api/get-dashboard-statistic';
import { useSalesPerCategories } from '../api/get-sales-per-categories';
import { useSalesPerProduct } from '../api/get-sales-per-product';
import { CatalogueLabels } from '../components/catalogue-labels';
import { CategorySalesPanel } from '../components/category-sales-panel';
import { ConfirmationPanel } from '../components/confirmation-panel';
import { OrderStatusSummary } from '../components/order-status-summary';
import { Panel } from '../components/panel';
import { RefreshBar } from '../components/refresh-bar';
import { RidersCards } from '../components/riders-cards';
import { ReturnsPanel } from '../components/returns-panel';
import { SummaryCards } from '../components/summary-cards';
import { TopSellingList } from '../components/top-selling-panel';

/** 'Pharmacy Dashboard' (SPEC section 2): figures, best sellers, category sales, order statuses. */
export default function DashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const [period, setPeriod] = useState<SalesPeriod>('all');
  const statistic = useDashboardStatistic();
  const products = useSalesPerProduct();
  const categories = useSalesPerCategories(period);

  const queries = [statistic, products, categories];
  const updatedAt = Math.max(0, ...queries.map((query) => query.dataUpdatedAt));
  const isRefreshing = queries.some((query) => query.isFetching);
  const refresh = () => {
    for (const query of queries) void query.refetch();
  };

  const header = (
    <PageHeader
      title={t('title')}
      description={t('subtitle')}
      actions={<RefreshBar updatedAt={updatedAt} isRefreshing={isRefreshing} onRefresh={refresh} />}
    />
  );

  if (statistic.isPending) {
    return (
      <>
        {header}
        <LoadingState label={t('loading')} />
      </>
    );
  }
  if (statistic.isError) {
    return (
      <>
        {header}
        <ErrorState
          title={t('errors.load')}
          message={errorMessage(statistic.error, t('common:errors.generic'))}
          onRetry={refresh}
          isRetrying={isRefreshing}
        />
      </>
    );
  }

  const figures = statistic.data;
  return (
    <>
      {header}
      <SummaryCards figures={figures} />
      {figures.riders ? <RidersCards riders={figures.riders} /> : null}
      <ConfirmationPanel figures={figures} />
      <CatalogueLabels figures={figures} />
      <div className="mb-6 grid gap-6 xl:grid-cols-2">
        <Panel title={t('topSelling.title')}>
          {products.isPending ? (
            <LoadingState className="py-8" />
          ) : products.isError ? (
            <ErrorState
              className="py-8"
              message={t('errors.section')}
              onRetry={() => void products.refetch()}
            />
          ) : (
            <TopSellingList rows={products.data} />
          )}
        </Panel>
        <CategorySalesPanel period={period} onPeriodChange={setPeriod} sales={categories} />
      </div>
      <OrderStatusSummary figures={figures} />
      {/* Returns after delivery (decision 265). */}
      <ReturnsPanel />
    </>
  );
}
