import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SEARCH_MAX } from '@parashop/shared/catalogue-query';
import { useSearchDraft } from '../hooks/use-search-draft';

/** The brand page's search on product or category name, committed a moment after typing stops. */
export function BrandSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('storefront');
  const search = useSearchDraft(value, onChange);
  return (
    <div className="relative max-w-md">
      <label htmlFor="brand-search" className="sr-only">
        {t('brandPage.search')}
      </label>
      <input
        id="brand-search"
        type="search"
        value={search.draft}
        maxLength={CATALOGUE_SEARCH_MAX}
        onChange={(event) => search.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.commit();
        }}
        placeholder={t('brandPage.search')}
        className="h-11 w-full rounded-lg border border-line bg-surface ps-10 pe-3 text-sm shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
