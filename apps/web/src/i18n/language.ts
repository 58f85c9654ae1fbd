import { DEFAULT_LANGUAGE, RTL_LANGUAGES, type Language } from '@parashop/shared/constants';

/**
 * The languages each area offers: English and French everywhere (SPEC section 1), Arabic in the back
 * office and, since decision 191, on the storefront too.
 */
export type AppArea = 'storefront' | 'admin' | 'rider';

export const AREA_LANGUAGES: Record<AppArea, readonly Language[]> = {
  storefront: ['en', 'fr', 'ar'],
  admin: ['en', 'fr', 'ar'],
  // The riders' phone screen (decision 245).
  rider: ['en', 'fr', 'ar'],
};

export interface LanguageSetting {
  language: Language;
  languageChosen: boolean;
}

/**
 * The language a screen is shown in (docs/decisions/001-language-default.md): the user's own choice
 * when they made one and the area offers it, otherwise English. The persisted default 'fr' is a
 * setting nobody chose, so it does not count as a choice.
 */
export function displayLanguage(setting: LanguageSetting, area: AppArea): Language {
  if (setting.languageChosen && AREA_LANGUAGES[area].includes(setting.language)) return setting.language;
  return DEFAULT_LANGUAGE;
}

export function areaOfPath(pathname: string): AppArea {
  if (pathname === '/rider' || pathname.startsWith('/rider/')) return 'rider';
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'storefront';
}

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

/** `<html lang dir>` follow the shown language; the API client reads `lang` for Accept-Language. */
export function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
}
