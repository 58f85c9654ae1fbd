import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localisedBrandName, localisedDescription, localisedName } from '@parashop/shared/localised';

/**
 * The name and description of a catalogue item in the language shown (decision 170): its French or
 * Arabic text when it has one, its main text otherwise; a brand's name the same way.
 */
export function useLocalised() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      name: (item: Parameters<typeof localisedName>[0]) => localisedName(item, language),
      description: (item: Parameters<typeof localisedDescription>[0]) => localisedDescription(item, language),
      brand: (brand: Parameters<typeof localisedBrandName>[0]) => localisedBrandName(brand, language),
    }),
    [language],
  );
}
