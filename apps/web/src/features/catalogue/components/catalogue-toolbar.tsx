import { useCallback } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SEARCH_MAX } from '@parashop/shared/catalogue-query';
import { CATALOGUE_SORTS, CATALOGUE_TYPES } from '@parashop/shared/constants';
import { Select } from '../../../components/ui/select';
import { useSearchDraft } from '../hooks/use-search-draft';
import type { CatalogueFilters } from '../lib/catalogue-query';

/** Search box, type select (all products, packages, special offers) and the five sorts. */
export function CatalogueToolbar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (changes: Partial<CatalogueFilters>) => void;
}) {
  const { t } = useTranslation('storefront');
  const search = useSearchDraft(
    filters.search,
    useCallback((text: string) => onChange({ search: text }), [onChange]),
  );

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="relative">
        <label htmlFor="catalogue-search" className="sr-only">
          {t('search.catalogue')}
        </label>
        <input
          id="catalogue-search"
          type="search"
          value={search.draft}
          maxLength={CATALOGUE_SEARCH_MAX}
          onChange={(event) => search.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.commit();
          }}
          placeholder={t('search.catalogue')}
          className="h-10 w-full rounded-lg border border-line bg-surface ps-10 pe-3 text-sm shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div>
          <label htmlFor="catalogue-type" className="sr-only">
            {t('filters.type')}
          </label>
          <Select
            id="catalogue-type"
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value as CatalogueFilters['type'] })}
            options={CATALOGUE_TYPES.map((type) => ({ value: type, label: t(`filters.types.${type}`) }))}
          />
        </div>
        <div>
          <label htmlFor="catalogue-sort" className="sr-only">
            {t('filters.sort')}
          </label>
          <Select
            id="catalogue-sort"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as CatalogueFilters['sort'] })}
            options={CATALOGUE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
          />
        </div>
      </div>
    </div>
  );
}
