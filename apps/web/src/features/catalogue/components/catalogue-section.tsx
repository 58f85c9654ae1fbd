import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PER_PAGE_DEFAULT } from '@parashop/shared/catalogue-query';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CARD_IMAGE_SIZES } from '@/features/storefront-shared/components/item-card';
import { useCataloguePage } from '../api/get-catalogue';
import { useCatalogueFacets } from '../hooks/use-catalogue-facets';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { toCatalogueQuery } from '../lib/catalogue-query';
import { CatalogueResults, NoResults } from './catalogue-results';
import { CatalogueSidebar } from './catalogue-sidebar';
import { CatalogueToolbar } from './catalogue-toolbar';

/**
 * The home catalogue: filters, search, type, sort, 8 cards a page, in-stock items only; the server
 * (`GET /api/catalogue`) filters, sorts and pages, the filters live in the URL.
 */
export function CatalogueSection() {
  const { t } = useTranslation('storefront');
  const { filters, page, update, setPage, reset } = useCatalogueFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const result = useCataloguePage(toCatalogueQuery(filters, page));

  // A page past the last one (an old link, or fewer items since): show the last page instead.
  const lastPage = result.data && !result.isPlaceholderData ? result.data.meta.last_page : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  const goToPage = useCallback(
    (next: number) => {
      setPage(next);
      document.getElementById('catalogue')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [setPage],
  );

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
          <FacetedSidebar
            filters={filters}
            onChange={update}
            onReset={reset}
            className="lg:sticky lg:top-32"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CatalogueToolbar filters={filters} onChange={update} />
          <CatalogueResults
            result={result}
            page={page}
            pageSize={CATALOGUE_PER_PAGE_DEFAULT}
            onPageChange={goToPage}
            imageSizes={CARD_IMAGE_SIZES.besideFilters}
            loadingLabel={t('catalogue.loading')}
            errorText={t('catalogue.error')}
            countText={(range) => t('catalogue.showing', range)}
            empty={
              <NoResults
                title={t('catalogue.emptyTitle')}
                text={t('catalogue.emptyText')}
                action={t('filters.reset')}
                onAction={reset}
              />
            }
          />
        </div>
      </div>
    </section>
  );
}

/**
 * The sidebar with its own subscription to the categories and brands: their answers re-render the
 * filters only, not the cards beside them.
 */
function FacetedSidebar(props: Omit<ComponentProps<typeof CatalogueSidebar>, 'categories' | 'companies'>) {
  const { categories, companies } = useCatalogueFacets();
  return <CatalogueSidebar {...props} categories={categories} companies={companies} />;
}
