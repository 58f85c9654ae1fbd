import type { AgeGroup, Concern, SaleMode, SkinType } from '@parashop/shared';

/**
 * How the demo catalogue is tagged (issue 15): skin types, concerns, age group, pregnancy safety and
 * what is sold in the shop only, by product key (catalogue-data.ts). A product not listed has none.
 * Pregnancy-safe marks follow the usual advice (no retinoids, no essential-oil or plant extracts
 * without a pharmacist); the two in-store products need a pharmacist's advice before use.
 */
export type SeedAttributes = {
  skin?: SkinType[];
  concerns?: Concern[];
  age?: AgeGroup;
  pregnancy?: boolean;
  sale?: SaleMode;
};

export const SEED_PRODUCT_ATTRIBUTES: Record<string, SeedAttributes> = {
  'effaclar-duo': { skin: ['oily', 'combination'], concerns: ['acne', 'dark_spots'], age: 'adult' },
  'cicaplast-b5': {
    skin: ['dry', 'sensitive'],
    concerns: ['redness', 'dryness'],
    age: 'all',
    pregnancy: true,
  },
  'anthelios-uvmune': {
    skin: ['sensitive', 'normal', 'dry', 'oily', 'combination'],
    concerns: ['sun_protection', 'dark_spots'],
    age: 'adult',
    pregnancy: true,
  },
  cicalfate: { skin: ['sensitive', 'dry'], concerns: ['redness'], age: 'all', pregnancy: true },
  'avene-spray': {
    skin: ['sensitive', 'normal', 'dry', 'oily', 'combination'],
    concerns: ['redness', 'hydration'],
    age: 'all',
    pregnancy: true,
  },
  'sensibio-h2o': { skin: ['sensitive', 'normal'], concerns: ['redness'], age: 'adult', pregnancy: true },
  'atoderm-creme': {
    skin: ['dry', 'sensitive'],
    concerns: ['dryness', 'hydration'],
    age: 'all',
    pregnancy: true,
  },
  'mineral-89': {
    skin: ['normal', 'dry', 'combination', 'oily', 'sensitive'],
    concerns: ['hydration'],
    age: 'adult',
    pregnancy: true,
  },
  'hyaluron-filler': { skin: ['normal', 'dry'], concerns: ['ageing', 'sun_protection'], age: 'adult' },
  'eau-legere': {
    skin: ['normal', 'combination', 'sensitive'],
    concerns: ['hydration'],
    age: 'adult',
    pregnancy: true,
  },
  'cerave-cream': {
    skin: ['dry', 'normal'],
    concerns: ['dryness', 'hydration'],
    age: 'all',
    pregnancy: true,
  },
  'cerave-foaming': {
    skin: ['oily', 'combination', 'normal'],
    concerns: ['acne'],
    age: 'adult',
    pregnancy: true,
  },
  'sebiaclear-gel': { skin: ['oily', 'combination'], concerns: ['acne'], age: 'adult' },
  'anaphase-shampoo': { concerns: ['hair_loss'], age: 'adult', pregnancy: true },
  'kelual-ds': { skin: ['sensitive'], concerns: ['redness'], age: 'adult' },
  'klorane-oat': { skin: ['sensitive'], age: 'all', pregnancy: true },
  'klorane-dry-nettle': { skin: ['oily'], age: 'adult' },
  aminexil: { concerns: ['hair_loss'], age: 'adult', sale: 'in_store_only' },
  'dercos-shampoo': { skin: ['sensitive'], age: 'adult' },
  'node-ds': { skin: ['sensitive'], concerns: ['redness'], age: 'adult' },
  'klorane-mango': { skin: ['dry'], concerns: ['dryness'], age: 'all', pregnancy: true },
  azinc: { concerns: ['hair_loss'], age: 'adult' },
  'vitamin-c': { age: 'adult' },
  magnesium: { age: 'adult', pregnancy: true },
  anacaps: { concerns: ['hair_loss'], age: 'adult' },
  'royal-jelly': { age: 'adult' },
  'hydra-bebe': { skin: ['dry', 'normal'], concerns: ['hydration', 'dryness'], age: 'baby' },
  'mustela-gel': { skin: ['normal', 'sensitive'], age: 'baby' },
  'mustela-123': { skin: ['sensitive'], concerns: ['redness'], age: 'baby' },
  'stretch-marks': { skin: ['dry', 'normal'], concerns: ['hydration'], age: 'adult', pregnancy: true },
  liniment: { skin: ['sensitive'], concerns: ['redness'], age: 'baby' },
  abcderm: { skin: ['dry', 'sensitive'], concerns: ['dryness'], age: 'child' },
  'uriage-bebe': { skin: ['sensitive', 'dry'], concerns: ['dryness'], age: 'baby' },
  'avene-cold-cream': {
    skin: ['dry', 'sensitive'],
    concerns: ['dryness', 'hydration'],
    age: 'all',
    pregnancy: true,
  },
  'vichy-deo': { skin: ['normal'], age: 'adult', pregnancy: true },
  'uriage-deo': { skin: ['sensitive'], age: 'adult', pregnancy: true },
  'reve-de-miel-gel': { skin: ['dry', 'sensitive'], concerns: ['dryness'], age: 'all', pregnancy: true },
  spirial: { skin: ['normal', 'sensitive'], age: 'adult' },
  'cold-cream-bar': { skin: ['dry'], concerns: ['dryness'], age: 'all', pregnancy: true },
  'ph5-gel': { skin: ['sensitive', 'normal'], age: 'all', pregnancy: true },
  'lipikar-syndet': {
    skin: ['dry', 'sensitive'],
    concerns: ['dryness', 'redness'],
    age: 'all',
    pregnancy: true,
  },
  'atoderm-oil': { skin: ['dry'], concerns: ['dryness', 'hydration'], age: 'all', pregnancy: true },
  harpagophytum: { age: 'adult' },
  valerian: { age: 'adult' },
  ginseng: { age: 'adult' },
  echinacea: { age: 'adult' },
  detox: { age: 'adult' },
  desmodium: { age: 'adult' },
  turmeric: { age: 'adult' },
  'huile-prodigieuse': { skin: ['dry', 'normal'], concerns: ['dryness', 'hydration'], age: 'adult' },
  'creme-fraiche': {
    skin: ['normal', 'combination', 'dry'],
    concerns: ['hydration'],
    age: 'adult',
    pregnancy: true,
  },
  'lip-balm': { skin: ['dry'], concerns: ['dryness'], age: 'all', pregnancy: true },
  couvrance: {
    skin: ['sensitive', 'normal'],
    concerns: ['redness', 'dark_spots'],
    age: 'adult',
    pregnancy: true,
  },
  dermablend: { skin: ['oily', 'combination', 'sensitive'], concerns: ['dark_spots', 'acne'], age: 'adult' },
  'toleriane-mascara': { skin: ['sensitive'], age: 'adult', pregnancy: true },
  'uriage-stick': { skin: ['dry'], concerns: ['dryness'], age: 'all', pregnancy: true },
  'photoderm-cover': {
    skin: ['sensitive', 'normal'],
    concerns: ['sun_protection', 'dark_spots'],
    age: 'adult',
    pregnancy: true,
  },
  'omron-m3': { age: 'adult', pregnancy: true },
  'omron-rs2': { age: 'adult', pregnancy: true },
  'omron-thermo': { age: 'all', pregnancy: true },
  'omron-nebuliser': { age: 'all', sale: 'in_store_only' },
  'omron-bf212': { age: 'adult' },
  'omron-gentle-temp': { age: 'all', pregnancy: true },
};

/** The product columns of a seed product's tags. */
export function seedAttributeColumns(key: string) {
  const tags = SEED_PRODUCT_ATTRIBUTES[key] ?? {};
  return {
    skinTypes: tags.skin ?? [],
    concerns: tags.concerns ?? [],
    ageGroup: tags.age ?? null,
    pregnancySafe: tags.pregnancy ?? false,
    saleMode: tags.sale ?? 'online',
  };
}
