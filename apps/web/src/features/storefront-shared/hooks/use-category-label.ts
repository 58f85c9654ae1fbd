import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORY_LABELS } from '@parashop/shared/constants';
import { localisedName } from '@parashop/shared/localised';

/** 'Baby & Maternity' -> 'baby and maternity': how the shop's eight category labels are recognised. */
export function categoryLabelKey(name: string): string | null {
  const label = name.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
  return (PRODUCT_CATEGORY_LABELS as readonly string[]).includes(label) ? label.replace(/ /g, '_') : null;
}

/**
 * Category names are data, but the eight labels of the specification have a text in each language;
 * any other name (a category an admin added) is shown as it is.
 */
type NamedCategory = { name: string; name_fr?: string | null; name_ar?: string | null };

/** A category (or its name): its own French or Arabic name first (decision 170), then the label. */
export function useCategoryLabel(): (category: string | NamedCategory | null | undefined) => string {
  const { t, i18n } = useTranslation('storefront');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (category) => {
      if (!category) return '';
      if (typeof category !== 'string' && localisedName(category, language) !== category.name) {
        return localisedName(category, language);
      }
      const name = typeof category === 'string' ? category : category.name;
      const key = categoryLabelKey(name);
      return key ? t(`categories.${key}`, { defaultValue: name }) : name;
    },
    [t, language],
  );
}
