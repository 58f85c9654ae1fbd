import type { PackFormInput, PackFormValues } from '@parashop/shared/schemas/catalogue';
import type { Pack } from '@parashop/shared/api-types';
import {
  TRANSLATED_TEXT_FIELDS,
  translatedTextDefaults,
} from '@/features/admin-kit/lib/translated-texts';

/** The fields of the pack form: texts for the inputs, the chosen product ids. */
export type PackFormFields = PackFormInput;

export const PACK_FORM_FIELDS = [
  'name',
  'description',
  'price',
  'product_ids',
  ...TRANSLATED_TEXT_FIELDS,
] as const;

export function packFormDefaults(pack?: Pack | null): PackFormFields {
  if (!pack) return { name: '', description: '', price: '', product_ids: [], ...translatedTextDefaults() };
  return {
    name: pack.name,
    description: pack.description,
    price: pack.price.toFixed(2),
    product_ids: pack.products.map((product) => product.id),
    ...translatedTextDefaults(pack),
  };
}

/** What POST /packs and PUT /packs/{id} take: the price as a number (SPEC section 5 "Pack"). */
export interface PackPayload {
  name: string;
  description: string;
  price: number;
  product_ids: number[];
  name_fr: string | null;
  name_ar: string | null;
  description_fr: string | null;
  description_ar: string | null;
}

export function packPayload(values: PackFormValues): PackPayload {
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    product_ids: values.product_ids,
    name_fr: values.name_fr,
    name_ar: values.name_ar,
    description_fr: values.description_fr,
    description_ar: values.description_ar,
  };
}

/** Adds the product when it is not chosen yet, removes it when it is. */
export function toggleProduct(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((chosen) => chosen !== id) : [...ids, id];
}
