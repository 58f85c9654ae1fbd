/**
 * What a parapharmacy shopper chooses by (issue 15): skin types, concerns, age group, pregnancy
 * safety, and whether a product is sold online or only in the shop. Plain constants and functions (no
 * zod): the storefront's first load imports them.
 */

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const CONCERNS = [
  'acne',
  'dark_spots',
  'ageing',
  'dryness',
  'redness',
  'hair_loss',
  'sun_protection',
  'hydration',
] as const;
export type Concern = (typeof CONCERNS)[number];

export const AGE_GROUPS = ['baby', 'child', 'adult', 'all'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** `in_store_only`: shown in the catalogue, never sold online (medicines, products needing advice). */
export const SALE_MODES = ['online', 'in_store_only'] as const;
export type SaleMode = (typeof SALE_MODES)[number];

/** The catalogue's facet counts: for each value, the in-stock items matching every other filter. */
export interface CatalogueFacets {
  skin_type: Record<SkinType, number>;
  concern: Record<Concern, number>;
  age_group: Record<AgeGroup, number>;
  pregnancy_safe: { true: number };
}

/** `GET /api/catalogue/suggest?q=`: what the search box offers while the shopper types. */
export interface CatalogueSuggestions {
  q: string;
  /** `name` is the main name; `name_fr` / `name_ar` the translations (null when none), to show the reader's. */
  items: {
    kind: 'product' | 'pack';
    id: number;
    name: string;
    name_fr?: string | null;
    name_ar?: string | null;
    image: string | null;
  }[];
  brands: { id: number; name: string; name_ar: string | null; name_fr: string | null }[];
  categories: { id: number; name: string; name_fr?: string | null; name_ar?: string | null }[];
}

export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_ITEMS = 6;
export const SUGGEST_MAX_GROUP = 3;

// Alef forms to bare alef, alef maqsura to ya, ta marbuta to ha; tashkeel (U+064B-U+0652, superscript
// alef U+0670) and tatweel (U+0640) removed. The same folding as parashop_search_text (migration 0001).
const ARABIC_FOLDS = new Map<number, string>([
  [0x0623, '\u0627'],
  [0x0625, '\u0627'],
  [0x0622, '\u0627'],
  [0x0671, '\u0627'],
  [0x0649, '\u064a'],
  [0x0629, '\u0647'],
]);
const isDropped = (code: number) => code === 0x0640 || code === 0x0670 || (code >= 0x064b && code <= 0x0652);
const isLatinMark = (code: number) => code >= 0x0300 && code <= 0x036f;

/**
 * Text as the catalogue search compares it: Latin accents removed, Arabic letter variants folded,
 * Arabic diacritics and tatweel dropped, lower case. Mirrors the database's parashop_search_text.
 */
export function normaliseSearchText(value: string): string {
  let arabic = '';
  // Arabic first: NFD would split alef-with-hamza into alef and a combining hamza.
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (!isDropped(code)) arabic += ARABIC_FOLDS.get(code) ?? char;
  }
  let out = '';
  for (const char of arabic.normalize('NFD')) if (!isLatinMark(char.codePointAt(0)!)) out += char;
  return out.normalize('NFC').toLowerCase();
}
