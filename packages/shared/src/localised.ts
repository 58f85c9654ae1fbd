/**
 * The name or description of a catalogue item in a language (decision 170): the French or Arabic one
 * when the item has it, the main one otherwise. `lang` is an i18n language ('en', 'fr', 'ar', 'fr-FR').
 */
type Named = { name: string; name_fr?: string | null; name_ar?: string | null };
type Described = { description: string; description_fr?: string | null; description_ar?: string | null };

function baseLanguage(lang: string | undefined): 'fr' | 'ar' | null {
  const base = (lang ?? '').slice(0, 2).toLowerCase();
  return base === 'fr' || base === 'ar' ? base : null;
}

export function localisedName(item: Named, lang: string | undefined): string {
  const base = baseLanguage(lang);
  const translated = base === 'fr' ? item.name_fr : base === 'ar' ? item.name_ar : null;
  return translated?.trim() ? translated : item.name;
}

export function localisedDescription(item: Described, lang: string | undefined): string {
  const base = baseLanguage(lang);
  const translated = base === 'fr' ? item.description_fr : base === 'ar' ? item.description_ar : null;
  return translated?.trim() ? translated : item.description;
}

/** A brand's name in a language: brands carry their translations as `nameFr` / `nameAr` (SPEC's shape). */
type Brand = { name: string; nameFr?: string | null; nameAr?: string | null };

export function localisedBrandName(brand: Brand, lang: string | undefined): string {
  const base = baseLanguage(lang);
  const translated = base === 'fr' ? brand.nameFr : base === 'ar' ? brand.nameAr : null;
  return translated?.trim() ? translated : brand.name;
}
