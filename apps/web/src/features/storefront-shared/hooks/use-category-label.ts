import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localisedName } from '@parashop/shared/localised';

/** A category as the storefront has it: its name and its French and Arabic names (decision 170). */
type NamedCategory = { name: string; name_fr?: string | null; name_ar?: string | null };

/**
 * A category's name in the language shown: its own French or Arabic name, else its main name. The
 * database's names are the only source (decision 231), so the filter, the cards, the quick view,
 * the product page, the cart and the back office say the same words.
 */
export function useCategoryLabel(): (category: NamedCategory | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((category) => (category ? localisedName(category, language) : ''), [language]);
}
