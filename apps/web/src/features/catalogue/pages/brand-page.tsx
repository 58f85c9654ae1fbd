import { useMemo } from 'react';
import { ArrowLeft, Search, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanies } from '../api/get-companies';
import { useProducts } from '../api/get-products';
import { BrandHero, localizedBrandName } from '../components/brand-hero';
import { ItemGrid } from '../components/item-grid';
import { brandProducts } from '../lib/brand-products';

/** /brands/:brandId: the brand, its products in stock, a search on product or category name. */
export default function BrandPage() {
  const { t, i18n } = useTranslation('storefront');
  const { brandId } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const companies = useCompanies();
  const products = useProducts();
  const id = Number(brandId);
  const company = companies.data?.find((entry) => entry.id === id);
  const found = useMemo(() => brandProducts(products.data ?? [], id, search), [products.data, id, search]);
  useDocumentTitle(company ? localizedBrandName(company, i18n.language) : t('brandPage.title'));

  const setSearch = (value: string) =>
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  const back = (
    <Link to="/#brands" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ms-2 w-fit' })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
      {t('brandPage.back')}
    </Link>
  );

  if (companies.isPending || products.isPending) return <LoadingState label={t('catalogue.loading')} />;
  if (companies.isError || products.isError) {
    return (
      <ErrorState
        message={t('catalogue.error')}
        onRetry={() => void Promise.all([companies.refetch(), products.refetch()])}
      />
    );
  }
  if (!company) {
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
      {back}
      <BrandHero company={company} count={found.length} />
      <div className="relative max-w-md">
        <label htmlFor="brand-search" className="sr-only">
          {t('brandPage.search')}
        </label>
        <input
          id="brand-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('brandPage.search')}
          className="h-11 w-full rounded-lg border border-line bg-surface ps-10 pe-3 text-sm shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
      </div>
      {found.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="h-7 w-7" />}
          title={t('brandPage.emptyTitle')}
          description={search ? t('brandPage.emptySearch', { search }) : t('brandPage.emptyBrand')}
          action={
            search ? (
              <Button variant="outline" onClick={() => setSearch('')}>
                {t('brandPage.clearSearch')}
              </Button>
            ) : null
          }
          className="rounded-card border border-dashed border-line bg-surface"
        />
      ) : (
        <ItemGrid items={found.map((item) => ({ kind: 'product' as const, item }))} />
      )}
    </div>
  );
}
