import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORY_LABELS } from '@parashop/shared/constants';

/** 'Baby & Maternity' -> 'baby and maternity': how the shop's eight category labels are recognised. */
export function categoryLabelKey(name: string): string | null {
  const label = name.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
  return (PRODUCT_CATEGORY_LABELS as readonly string[]).includes(label) ? label.replace(/ /g, '_') : null;
}

/**
 * Category names are data, but the eight labels of the specification have a text in each language;
 * any other name (a category an admin added) is shown as it is.
 */
export function useCategoryLabel(): (name: string | null | undefined) => string {
  const { t } = useTranslation('storefront');
  return useCallback(
    (name) => {
      if (!name) return '';
      const key = categoryLabelKey(name);
      return key ? t(`categories.${key}`, { defaultValue: name }) : name;
    },
    [t],
  );
}
