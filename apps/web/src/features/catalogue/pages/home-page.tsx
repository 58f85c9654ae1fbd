import { useTranslation } from 'react-i18next';
import { VisitUsSection } from '@/components/layout/storefront/visit-us-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BrandStrip } from '../components/brand-strip';
import { CatalogueSection } from '../components/catalogue-section';
import { HeroSection } from '../components/hero-section';
import { useCatalogueFacets } from '../hooks/use-catalogue-facets';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

/**
 * Home: hero, brands, the catalogue with its filters, and where to find the shop. Each part holds its
 * final height while it loads, so the page does not jump as the answers arrive.
 */
export default function HomePage() {
  // The cards' favourite hearts speak the favourites namespace: loaded with the page, not when the
  // first cards arrive (which would hide the page behind the loading fallback meanwhile).
  const { t } = useTranslation(['storefront', 'favourites']);
  useDocumentTitle(t('home.title'));

  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      <ScrollToHash />
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HeroSection />
      <HomeBrandStrip />
      <CatalogueSection />
      <VisitUsSection />
    </div>
  );
}

/**
 * The sections above the catalogue keep their size while loading: a #catalogue link scrolls at once.
 * Its own component, so that the address it follows re-renders nothing else: a filter, a sort or a
 * page changes the address, and the hero, the brands and the shop's address need not render again
 * for it (each re-render of the whole page is a long task on a phone, decision 220).
 */
function ScrollToHash() {
  useScrollToHash();
  return null;
}

/**
 * The brand strip with its own subscription to the brands: their answer re-renders the strip only,
 * not the hero and the catalogue beside it (each re-render of the whole page is a long task on a phone).
 */
function HomeBrandStrip() {
  const { companies, companiesLoading } = useCatalogueFacets();
  return <BrandStrip companies={companies} isLoading={companiesLoading} />;
}
