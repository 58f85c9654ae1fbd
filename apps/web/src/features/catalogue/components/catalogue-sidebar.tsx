import { useCallback } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category, Company } from '@parashop/shared/api-types';
import type { CatalogueFacets } from '@parashop/shared/product-attributes';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { isPlainClick } from '@/lib/plain-click';
import { useCategoryLabel } from '@/features/storefront-shared/hooks/use-category-label';
import { CATALOGUE_ACTION, type CatalogueFilters } from '../lib/catalogue-query';
import { PriceRangeSlider } from './price-range-slider';
import { AttributeFacets } from './attribute-facets';
import { keptParams, PARAM } from '../hooks/use-catalogue-filters';
import { NoScriptApply } from './no-script-apply';
import { useLocalised } from '@/i18n/use-localised';

const groupTitle = 'mb-3 text-sm font-semibold text-ink';

/** Category, brand and price filters (SPEC section 2 "Home catalogue"), and the attribute facets (issue 15). */
export function CatalogueSidebar({
  filters,
  categories,
  companies,
  onChange,
  onReset,
  className,
  facets,
  idPrefix = 'catalogue',
  plain = false,
}: {
  filters: CatalogueFilters;
  categories: Category[];
  companies: Company[];
  onChange: (changes: Partial<CatalogueFilters>) => void;
  onReset: () => void;
  className?: string;
  /** The counts of the attribute filters (undefined while loading). */
  facets?: CatalogueFacets | undefined;
  /** Names the inputs: the phone's sheet and the column never share an id. */
  idPrefix?: string;
  /** Without the card's frame (inside the phone's sheet). */
  plain?: boolean;
}) {
  const { t } = useTranslation('storefront');
  const localised = useLocalised();
  const categoryLabel = useCategoryLabel();
  const changePrice = useCallback(
    (minPrice: number, maxPrice: number) => onChange({ minPrice, maxPrice }),
    [onChange],
  );
  const categoryOptions = [
    { id: null, name: t('filters.allCategories') },
    ...categories.map((category) => ({ id: category.id, name: categoryLabel(category) })),
  ];

  // A GET form with the filters' URL names: its Apply button (shown only where the page's script is
  // off) asks for the address the app would make; with the app each change applies at once.
  const kept = keptParams(filters, [
    PARAM.categoryId,
    PARAM.companyId,
    PARAM.skinTypes,
    PARAM.concerns,
    PARAM.ageGroups,
    PARAM.pregnancySafe,
    PARAM.minPrice,
    PARAM.maxPrice,
  ]);

  return (
    <aside
      aria-label={t('filters.title')}
      className={cn(
        !plain && 'rounded-card border border-line bg-surface p-5 shadow-card',
        className,
      )}
    >
      <form
        method="get"
        action={CATALOGUE_ACTION}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-6"
      >
      {[...kept].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className={groupTitle}>{t('filters.category')}</legend>
        <ul className="flex flex-col gap-0.5">
          {categoryOptions.map((category) => {
            const checked = filters.categoryId === category.id;
            return (
              <li key={category.id ?? 'all'}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm transition-colors',
                    checked ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-canvas',
                  )}
                >
                  <input
                    type="radio"
                    name={PARAM.categoryId}
                    value={category.id ?? ''}
                    checked={checked}
                    onChange={() => onChange({ categoryId: category.id })}
                    className="h-4 w-4 accent-brand-600"
                  />
                  <span className="min-w-0">{localised.name(category)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div>
        <label htmlFor={`${idPrefix}-brand`} className={cn(groupTitle, 'block')}>
          {t('filters.brand')}
        </label>
        <Select
          id={`${idPrefix}-brand`}
          name={PARAM.companyId}
          value={filters.companyId ?? ''}
          onChange={(event) =>
            onChange({ companyId: event.target.value ? Number(event.target.value) : null })
          }
          placeholder={t('filters.allBrands')}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
        />
      </div>
      <fieldset>
        <legend className={groupTitle}>{t('filters.price')}</legend>
        <PriceRangeSlider
          min={filters.minPrice}
          max={filters.maxPrice}
          onChange={changePrice}
          idPrefix={idPrefix}
          names={{ min: PARAM.minPrice, max: PARAM.maxPrice }}
        />
      </fieldset>
      <AttributeFacets filters={filters} facets={facets} onChange={onChange} idPrefix={idPrefix} />
      {/* The unfiltered catalogue's address: followed as a link before the app is ready or without it. */}
      <a
        href={CATALOGUE_ACTION}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onReset();
        }}
        className="inline-flex items-center justify-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium text-slate-700 hover:bg-canvas cursor-pointer"
      >
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('filters.reset')}
      </a>
      <NoScriptApply />
      </form>
    </aside>
  );
}
