import { useMemo, useState } from 'react';
import { SlidersHorizontal, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@parashop/shared/constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useCatalogueFacets, useCatalogueItems, toShopItem } from '../hooks/use-catalogue-items';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { queryCatalogue } from '../lib/catalogue-query';
import { CatalogueSidebar } from './catalogue-sidebar';
import { CatalogueToolbar } from './catalogue-toolbar';
import { ItemGrid } from './item-grid';

/** The home catalogue: filters, search, type, sort, 8 cards a page, in-stock items only. */
export function CatalogueSection() {
  const { t } = useTranslation('storefront');
  const catalogue = useCatalogueItems();
  const facets = useCatalogueFacets();
  const { filters, page, update, setPage, reset } = useCatalogueFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const result = useMemo(
    () => queryCatalogue(catalogue.items, filters, page),
    [catalogue.items, filters, page],
  );
  const first = (result.page - 1) * PAGE_SIZES.catalogue + 1;

  const goToPage = (next: number) => {
    setPage(next);
    document.getElementById('catalogue')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section id="catalogue" aria-labelledby="catalogue-title" className="scroll-mt-32">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">
            {t('catalogue.eyebrow')}
          </p>
          <h2 id="catalogue-title" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            {t('catalogue.title')}
          </h2>
        </div>
        <Button
          variant="outline"
          className="lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls="catalogue-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          icon={<SlidersHorizontal aria-hidden="true" className="h-4 w-4" />}
        >
          {t('filters.toggle')}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
        <div id="catalogue-filters" className={cn(!filtersOpen && 'hidden', 'lg:block')}>
          <CatalogueSidebar
            filters={filters}
            categories={facets.categories}
            companies={facets.companies}
            onChange={update}
            onReset={reset}
            className="lg:sticky lg:top-32"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CatalogueToolbar filters={filters} onChange={update} />
          {catalogue.isLoading ? (
            <LoadingState label={t('catalogue.loading')} />
          ) : catalogue.isError ? (
            <ErrorState
              message={t('catalogue.error')}
              onRetry={() => void catalogue.refetch()}
              isRetrying={catalogue.isFetching}
            />
          ) : result.total === 0 ? (
            <EmptyState
              icon={<SearchX aria-hidden="true" className="h-7 w-7" />}
              title={t('catalogue.emptyTitle')}
              description={t('catalogue.emptyText')}
              action={
                <Button variant="outline" onClick={reset}>
                  {t('filters.reset')}
                </Button>
              }
              className="rounded-card border border-dashed border-line bg-surface"
            />
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {t('catalogue.showing', {
                  from: first,
                  to: first + result.items.length - 1,
                  total: result.total,
                })}
              </p>
              <ItemGrid items={result.items.map(toShopItem)} />
              <Pagination
                page={result.page}
                pageCount={result.pageCount}
                onPageChange={goToPage}
                className="pt-2"
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
