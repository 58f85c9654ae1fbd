import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, CONCERNS, SKIN_TYPES, type CatalogueFacets } from '@parashop/shared/product-attributes';
import { cn } from '@/lib/cn';
import type { CatalogueFilters } from '../lib/catalogue-query';

const groupTitle = 'mb-2 text-sm font-semibold text-ink';

type ListFilter = 'skinTypes' | 'concerns' | 'ageGroups';

/**
 * Skin type, concern, age group and pregnancy safety (issue 15), each value with the number of
 * in-stock items it would show given the other filters (the server's `facets`). Every value is always
 * listed, its count filled in when the answer arrives: the column keeps its height while loading.
 */
export function AttributeFacets({
  filters,
  facets,
  onChange,
  idPrefix,
}: {
  filters: CatalogueFilters;
  /** Undefined while the first answer loads. */
  facets: CatalogueFacets | undefined;
  onChange: (changes: Partial<CatalogueFilters>) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('storefront');
  const group = <V extends string>(
    filter: ListFilter,
    facet: 'skin_type' | 'concern' | 'age_group',
    values: readonly V[],
    title: string,
    label: (value: V) => string,
  ) => {
    const selected = filters[filter] as readonly string[];
    const counts = facets?.[facet] as Record<string, number> | undefined;
    return (
      <fieldset>
        <legend className={groupTitle}>{title}</legend>
        <ul className="flex flex-col">
          {values.map((value) => {
            const checked = selected.includes(value);
            const count = counts?.[value];
            const empty = count === 0 && !checked;
            return (
              <li key={value}>
                <FacetRow
                  id={`${idPrefix}-${facet}-${value}`}
                  name={facet}
                  value={value}
                  label={label(value)}
                  count={count}
                  checked={checked}
                  empty={empty}
                  onToggle={() =>
                    onChange({
                      [filter]: checked ? selected.filter((item) => item !== value) : [...selected, value],
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  };

  return (
    <>
      {group('skinTypes', 'skin_type', SKIN_TYPES, t('facets.skinType'), (value) =>
        t(`facets.skinTypes.${value}`),
      )}
      {group('concerns', 'concern', CONCERNS, t('facets.concern'), (value) => t(`facets.concerns.${value}`))}
      {group('ageGroups', 'age_group', AGE_GROUPS, t('facets.ageGroup'), (value) =>
        t(`facets.ageGroups.${value}`),
      )}
      <FacetRow
        id={`${idPrefix}-pregnancy-safe`}
        name="pregnancy_safe"
        value="true"
        label={t('facets.pregnancySafe')}
        count={facets?.pregnancy_safe.true}
        checked={filters.pregnancySafe}
        empty={facets?.pregnancy_safe.true === 0 && !filters.pregnancySafe}
        onToggle={() => onChange({ pregnancySafe: !filters.pregnancySafe })}
      />
    </>
  );
}

function FacetRow({
  id,
  name,
  value,
  label,
  count,
  checked,
  empty,
  onToggle,
}: {
  id: string;
  /** The URL name and value the checkbox sends in the filters' GET form (decision 220). */
  name: string;
  value: string;
  label: string;
  count: number | undefined;
  checked: boolean;
  empty: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('storefront');
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex h-9 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm transition-colors',
        checked ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-canvas',
        empty && 'text-slate-400',
      )}
    >
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={onToggle}
        className="h-4 w-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {/* Always there (empty while loading), so the row never changes size. */}
      <span
        className="w-10 shrink-0 text-end text-xs tabular-nums text-muted"
        aria-label={count === undefined ? undefined : t('facets.count', { count })}
      >
        {count ?? ''}
      </span>
    </label>
  );
}
