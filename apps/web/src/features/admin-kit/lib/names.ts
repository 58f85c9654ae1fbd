import type { Category, CompanyRef } from '@parashop/shared/api-types';

/**
 * A brand's name in the reader's language (SPEC section 2 "Companies"): the Arabic name in Arabic,
 * the French name in French, else the name itself.
 */
export function localizedCompanyName(
  company: Pick<CompanyRef, 'name' | 'nameAr' | 'nameFr'>,
  language: string,
): string {
  const localized = language === 'ar' ? company.nameAr : language === 'fr' ? company.nameFr : null;
  return localized?.trim() || company.name;
}

/** SPEC section 2 "Categories": sorted by sortOrder; equal orders by name, so the list never jumps. */
export function sortCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id - b.id,
  );
}
