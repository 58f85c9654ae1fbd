import { useTranslation } from 'react-i18next';
import { VisitUsSection } from '../../../components/layout/storefront/visit-us-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandStrip } from '../components/brand-strip';
import { CatalogueSection } from '../components/catalogue-section';
import { HeroSection } from '../components/hero-section';
import { useCatalogueFacets, useCatalogueItems } from '../hooks/use-catalogue-items';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

/** Home: hero, brands, the catalogue with its filters, and where to find the shop. */
export default function HomePage() {
  const { t } = useTranslation('storefront');
  const catalogue = useCatalogueItems();
  const { companies } = useCatalogueFacets();
  useDocumentTitle(t('home.title'));
  useScrollToHash(!catalogue.isLoading);

  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HeroSection items={catalogue.items} isLoading={catalogue.isLoading} />
      <BrandStrip companies={companies} />
      <CatalogueSection />
      <VisitUsSection />
    </div>
  );
}
