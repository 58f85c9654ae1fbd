import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CatalogueSearchBox } from './catalogue-search-box';

/** The brand page's search on product or category name, committed a moment after typing stops. */
export function BrandSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('storefront');
  const { pathname } = useLocation();
  return (
    <CatalogueSearchBox
      id="brand-search"
      label={t('brandPage.search')}
      value={value}
      onChange={onChange}
      className="max-w-md"
      inputClassName="h-11"
      // A GET form to the brand's address: Enter searches before the script is ready (decision 220).
      form={{ action: pathname, keep: new URLSearchParams() }}
    />
  );
}
