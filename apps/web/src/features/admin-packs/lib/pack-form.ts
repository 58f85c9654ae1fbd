import type { PackFormInput, PackFormValues } from '@parashop/shared/schemas/catalogue';
import type { Pack } from '@parashop/shared/api-types';

/** The fields of the pack form: texts for the inputs, the chosen product ids. */
export type PackFormFields = PackFormInput;

export const PACK_FORM_FIELDS = ['name', 'description', 'price', 'product_ids'] as const;

export function packFormDefaults(pack?: Pack | null): PackFormFields {
  if (!pack) return { name: '', description: '', price: '', product_ids: [] };
  return {
    name: pack.name,
    description: pack.description,
    price: pack.price.toFixed(2),
    product_ids: pack.products.map((product) => product.id),
  };
}

/** What POST /packs and PUT /packs/{id} take: the price as a number (SPEC section 5 "Pack"). */
export interface PackPayload {
  name: string;
  description: string;
  price: number;
  product_ids: number[];
}

export function packPayload(values: PackFormValues): PackPayload {
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    product_ids: values.product_ids,
  };
}

/** Adds the product when it is not chosen yet, removes it when it is. */
export function toggleProduct(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((chosen) => chosen !== id) : [...ids, id];
}
