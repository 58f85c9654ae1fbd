import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Pack, Product } from '@parashop/shared/api-types';
import { useAppDispatch } from '@/store/hooks';
import { showPackDetails, showProductDetails } from '@/store/ui-slice';
import { getSuggestedItem } from '../api/get-suggestions';
import type { SuggestionOption } from './search-suggestions';
import { CATALOGUE_SORTS, CATALOGUE_TYPES } from '@parashop/shared/constants';
import { Select } from '@/components/ui/select';
import type { CatalogueFilters } from '../lib/catalogue-query';
import { CatalogueSearchBox } from './catalogue-search-box';

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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // A brand opens its page, a category filters the catalogue, a product or pack opens its details.
  const pick = useCallback(
    (option: SuggestionOption) => {
      if (option.group === 'brands') void navigate(`/brands/${option.id}`);
      else if (option.group === 'categories') onChange({ categoryId: option.id, search: '' });
      else
        getSuggestedItem(option.kind, option.id).then(
          (item) =>
            dispatch(
              option.kind === 'product' ? showProductDetails(item as Product) : showPackDetails(item as Pack),
            ),
          // Gone meanwhile: search for its name instead.
          () => onChange({ search: option.name }),
        );
    },
    [dispatch, navigate, onChange],
  );

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <CatalogueSearchBox
        id="catalogue-search"
        label={t('search.catalogue')}
        value={filters.search}
        onChange={changeSearch}
        onPick={pick}
      />
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
