import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PER_PAGE_DEFAULT } from '@parashop/shared/catalogue-query';
import { Button, buttonClasses } from '@/components/ui/button';
import { isPlainClick } from '@/lib/plain-click';
import { CARD_IMAGE_SIZES } from '@/features/storefront-shared/components/item-card';
import { cataloguePageQueryOptions, useCataloguePage } from '../api/get-catalogue';
import { useCatalogueFacets } from '../hooks/use-catalogue-facets';
import { filtersFromParams, paramsFromFilters, useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { activeFilterCount, CATALOGUE_ACTION, toCatalogueQuery } from '../lib/catalogue-query';
import { CatalogueResults, NoResults } from './catalogue-results';
import { CatalogueSidebar } from './catalogue-sidebar';
import { CatalogueToolbar } from './catalogue-toolbar';

/** From this width the filters are a column beside the cards; below it, a sheet over the page. */
const WIDE_QUERY = '(min-width: 1024px)';

/**
 * The home catalogue: filters, search, type, sort, 8 cards a page, in-stock items only; the server
 * (`GET /api/catalogue`) filters, sorts and pages, the filters live in the URL. On a phone the filters
 * open in a sheet whose button shows how many are set, and whose "Show N results" closes it on the
 * cards; the search box stays on the page.
 */
export function CatalogueSection() {
  const { t } = useTranslation('storefront');
  const queryClient = useQueryClient();
  // The page of a new filter, sort or page number is asked for at the tap, while the router renders
  // the new address (decision 220).
  const prefetch = useCallback(
    (target: URLSearchParams) => {
      const { page: targetPage, ...targetFilters } = filtersFromParams(target);
      void queryClient.prefetchQuery(cataloguePageQueryOptions(toCatalogueQuery(targetFilters, targetPage)));
    },
    [queryClient],
  );
  const { filters, page, update, setPage, reset } = useCatalogueFilters({ onAsk: prefetch });
  const [sheetOpen, setSheetOpen] = useState(false);
  const result = useCataloguePage(toCatalogueQuery(filters, page));
  const facets = result.data?.facets;
  const active = activeFilterCount(filters);

  // A page past the last one (an old link, or fewer items since): show the last page instead.
  const lastPage = result.data && !result.isPlaceholderData ? result.data.meta.last_page : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  // Turned to a wide screen with the sheet open: the column shows the filters instead.
  useEffect(() => {
    if (!sheetOpen || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_QUERY);
    const close = () => wide.matches && setSheetOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [sheetOpen]);

  const goToPage = useCallback(
    (next: number) => {
      setPage(next);
      document.getElementById('catalogue')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [setPage],
  );

  // The address of each page, as setPage makes it, landing on the catalogue when followed as a link.
  const pageHref = useCallback(
    (target: number) => {
      const search = paramsFromFilters({ ...filters, page: target }).toString();
      return `/${search ? `?${search}` : ''}#catalogue`;
    },
    [filters],
  );

  const showResults = () => {
    setSheetOpen(false);
    document.getElementById('catalogue-results')?.scrollIntoView({ block: 'start' });
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
        {/*
          A link to the filters' column, which shows when it is the address's target: before the
          page's script is ready, or without it, the phone still reaches the filters (decision 220).
          Once the app is here a plain click opens the sheet instead.
        */}
        <a
          href="#catalogue-filters"
          role="button"
          className={buttonClasses({
            variant: active > 0 ? 'primary' : 'outline',
            className: 'lg:hidden',
          })}
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setSheetOpen(true);
          }}
        >
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          {active > 0 ? t('sheet.openCount', { count: active }) : t('filters.toggle')}
        </a>
      </div>
      <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
        <div id="catalogue-filters" className="hidden scroll-mt-32 target:block lg:block">
          {sheetOpen ? null : (
            <FacetedSidebar
              filters={filters}
              facets={facets}
              onChange={update}
              onReset={reset}
              // Never taller than the screen: the column scrolls, the page keeps the cards' height.
              className="lg:sticky lg:top-32 lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto"
            />
          )}
        </div>
        <div id="catalogue-results" className="flex min-w-0 scroll-mt-32 flex-col gap-4">
          <CatalogueToolbar filters={filters} onChange={update} />
          <CatalogueResults
            result={result}
            page={page}
            pageSize={CATALOGUE_PER_PAGE_DEFAULT}
            onPageChange={goToPage}
            pageHref={pageHref}
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
                actionHref={CATALOGUE_ACTION}
              />
            }
          />
        </div>
      </div>
      <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} className="relative z-50 lg:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
        />
        <div className="fixed inset-x-0 bottom-0 flex max-h-[90dvh]">
          <DialogPanel
            transition
            data-testid="filter-sheet"
            className="flex w-full flex-col rounded-t-2xl bg-surface shadow-xl transition duration-200 data-closed:translate-y-8 data-closed:opacity-0"
          >
            <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
              <DialogTitle className="text-lg font-semibold">{t('sheet.title')}</DialogTitle>
              <button
                type="button"
                onClick={() => setSheetOpen(false)}
                className="-me-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-ink"
                aria-label={t('sheet.close')}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              <FacetedSidebar
                filters={filters}
                facets={facets}
                onChange={update}
                onReset={reset}
                idPrefix="catalogue-sheet"
                plain
              />
            </div>
            <div className="border-t border-line px-5 py-3">
              <Button size="lg" fullWidth onClick={showResults} isLoading={result.isFetching}>
                {t('sheet.show', { count: result.data?.meta.total ?? 0 })}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
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
