import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { itemPath, type AddressedItem, type ItemKind } from '@parashop/shared/item-urls';
import { localisedBrandName, localisedDescription, localisedName } from '@parashop/shared/localised';

/**
 * The name and description of a catalogue item in the language shown (decision 170): its French or
 * Arabic text when it has one, its main text otherwise; a brand's name the same way; and an item's
 * page address with the slug in that language (decision 230).
 */
export function useLocalised() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      name: (item: Parameters<typeof localisedName>[0]) => localisedName(item, language),
      description: (item: Parameters<typeof localisedDescription>[0]) => localisedDescription(item, language),
      brand: (brand: Parameters<typeof localisedBrandName>[0]) => localisedBrandName(brand, language),
      path: (kind: ItemKind, item: AddressedItem) => itemPath(kind, item, language),
    }),
    [language],
  );
}
