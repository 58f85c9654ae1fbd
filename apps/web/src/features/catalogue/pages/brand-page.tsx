import { useCallback, useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCataloguePage } from '../api/get-catalogue';
import { useCompanies } from '../api/get-companies';
import { BrandHero, BrandHeroSkeleton, localizedBrandName } from '../components/brand-hero';
import { BrandSearch } from '../components/brand-search';
import { CatalogueResults, NoResults } from '../components/catalogue-results';
import { positiveInt } from '../hooks/use-catalogue-filters';
import { BRAND_PAGE_SIZE, brandPageQuery } from '../lib/catalogue-query';

export { BRAND_PAGE_SIZE };

/**
 * /brands/:brandId: the brand, its products in stock by name, a search on product or category name
 * (`?q=`), pages of 24 (`?page=`). Each brand gets its own instance, so another brand's cards are
 * never shown while a brand loads.
 */
export default function BrandPage() {
  const { brandId } = useParams();
  return <BrandProducts key={brandId} brandId={positiveInt(brandId ?? null)} />;
}

function BrandProducts({ brandId }: { brandId: number | null }) {
  // With the favourites namespace of the cards' hearts, so the cards' arrival never suspends the page.
  const { t, i18n } = useTranslation(['storefront', 'favourites']);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const companies = useCompanies();
  const result = useCataloguePage(brandPageQuery(brandId, search, page), { enabled: brandId !== null });
  const company = companies.data?.find((entry) => entry.id === brandId);
  useDocumentTitle(company ? localizedBrandName(company, i18n.language) : t('brandPage.title'));

  const setSearch = useCallback(
    (value: string) => setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  const lastPage = result.data && !result.isPlaceholderData ? result.data.meta.last_page : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage, true);
  }, [lastPage, page, setPage]);

  if (companies.isError) {
    return <ErrorState message={t('catalogue.error')} onRetry={() => void companies.refetch()} />;
  }
  if (!companies.isPending && !company) {
    return (
      <EmptyState
        title={t('brandPage.notFoundTitle')}
        description={t('brandPage.notFoundText')}
        action={
          <Link to="/" className={buttonClasses()}>
            {t('brandPage.backHome')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/#brands"
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-2 w-fit' })}
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
        {t('brandPage.back')}
      </Link>
      {company ? (
        <BrandHero
          company={company}
          count={result.data && !result.isPlaceholderData ? result.data.meta.total : null}
        />
      ) : (
        <BrandHeroSkeleton />
      )}
      <BrandSearch value={search} onChange={setSearch} />
      <section aria-labelledby="brand-products-title" className="flex flex-col gap-4">
        {/* The cards' names are h3: the list has its heading, under the brand's h1. */}
        <h2 id="brand-products-title" className="sr-only">
          {t('brandPage.productsTitle')}
        </h2>
        <CatalogueResults
          result={result}
          page={page}
          pageSize={BRAND_PAGE_SIZE}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          pageHref={(next) => {
            const target = new URLSearchParams(params);
            if (next > 1) target.set('page', String(next));
            else target.delete('page');
            const query = target.toString();
            return `/brands/${brandId ?? ''}${query ? `?${query}` : ''}`;
          }}
          eagerCount={4}
          loadingLabel={t('catalogue.loading')}
          errorText={t('catalogue.error')}
          empty={
            <NoResults
              title={t('brandPage.emptyTitle')}
              text={search ? t('brandPage.emptySearch', { search }) : t('brandPage.emptyBrand')}
              {...(search
                ? {
                    action: t('brandPage.clearSearch'),
                    onAction: () => setSearch(''),
                    actionHref: `/brands/${brandId ?? ''}`,
                  }
                : {})}
            />
          }
        />
      </section>
    </div>
  );
}
