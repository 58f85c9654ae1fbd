import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SORTS, CATALOGUE_TYPES } from '@parashop/shared/constants';
import { Select } from '@/components/ui/select';
import { CATALOGUE_ACTION, type CatalogueFilters } from '../lib/catalogue-query';
import { keptParams, PARAM } from '../hooks/use-catalogue-filters';
import { useSuggestionPick } from '../hooks/use-suggestion-pick';
import { CatalogueSearchBox } from './catalogue-search-box';
import { NoScriptApply } from './no-script-apply';

/** Search box, type select (all products, packages, special offers) and the five sorts. */
export function CatalogueToolbar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (changes: Partial<CatalogueFilters>) => void;
}) {
  const { t } = useTranslation('storefront');
  const changeSearch = useCallback((text: string) => onChange({ search: text }), [onChange]);
  const chooseCategory = useCallback(
    (categoryId: number) => onChange({ categoryId, search: '' }),
    [onChange],
  );
  const pick = useSuggestionPick({ onCategory: chooseCategory, onSearch: changeSearch });

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <CatalogueSearchBox
        id="catalogue-search"
        label={t('search.catalogue')}
        value={filters.search}
        onChange={changeSearch}
        onPick={pick}
        form={{ action: CATALOGUE_ACTION, keep: keptParams(filters, [PARAM.search]) }}
      />
      {/* Type and sort: a GET form too, sent by its Apply button where the page's script is off. */}
      <form
        method="get"
        action={CATALOGUE_ACTION}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-3 sm:contents"
      >
        {[...keptParams(filters, [PARAM.type, PARAM.sort])].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor="catalogue-type" className="sr-only">
            {t('filters.type')}
          </label>
          <Select
            id="catalogue-type"
            name={PARAM.type}
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
            name={PARAM.sort}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as CatalogueFilters['sort'] })}
            options={CATALOGUE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
          />
        </div>
        <NoScriptApply className="col-span-2" />
      </form>
    </div>
  );
}
