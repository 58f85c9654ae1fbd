import type { z } from 'zod';
import { productFormSchema, type ProductFormValues } from '@parashop/shared/schemas/catalogue';
import type { Product } from '@parashop/shared/api-types';
import { toFormData } from '@/features/admin-kit/lib/form-data';
import { imageFileField } from '@/features/admin-kit/lib/image-rule';
import { TRANSLATED_TEXT_FIELDS, translatedTextDefaults } from '@/features/admin-kit/lib/translated-texts';

/** The product form: the shared schema plus the image (required only when creating). */
export function productFormSchemaFor(creating: boolean) {
  return productFormSchema.extend({ image: imageFileField(creating) });
}

export type ProductFormFields = z.input<ReturnType<typeof productFormSchemaFor>>;
export type ProductFormOutput = z.output<ReturnType<typeof productFormSchemaFor>>;

/** Issue 15: attributes and sale mode (lists sent as the field repeated). */
const ATTRIBUTE_FIELDS = ['skin_types', 'concerns', 'age_group', 'pregnancy_safe', 'sale_mode'] as const;

function attributeDefaults(product?: Product | null) {
  return {
    skin_types: product?.skin_types ?? [],
    concerns: product?.concerns ?? [],
    age_group: product?.age_group ?? '',
    pregnancy_safe: product?.pregnancy_safe ?? false,
    sale_mode: product?.sale_mode ?? 'online',
  } satisfies Partial<ProductFormFields>;
}

export const PRODUCT_FORM_FIELDS = [
  'name',
  'description',
  'price',
  'category_id',
  'company_id',
  'stock',
  'image',
  ...ATTRIBUTE_FIELDS,
  ...TRANSLATED_TEXT_FIELDS,
] as const satisfies readonly (keyof ProductFormFields)[];

/** Inputs hold text: an edited product's numbers are shown as the API gives them (price with cents). */
export function productFormDefaults(product?: Product | null): ProductFormFields {
  if (!product) {
    return {
      name: '',
      description: '',
      price: '',
      category_id: '',
      company_id: '',
      stock: '',
      image: null,
      ...attributeDefaults(),
      ...translatedTextDefaults(),
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: product.price.toFixed(2),
    category_id: String(product.category_id),
    company_id: String(product.company_id),
    stock: String(product.stock),
    image: null,
    ...attributeDefaults(product),
    ...translatedTextDefaults(product),
  };
}

/** POST /products (multipart), or POST /products/{id} with `_method=PUT` for an update. */
export function productFormData(
  values: ProductFormValues & { image: File | null },
  update: boolean,
): FormData {
  const body = toFormData(
    {
      name: values.name,
      description: values.description,
      price: values.price,
      category_id: values.category_id,
      company_id: values.company_id,
      stock: values.stock,
      age_group: values.age_group ?? '',
      pregnancy_safe: String(values.pregnancy_safe),
      sale_mode: values.sale_mode,
      name_fr: values.name_fr,
      name_ar: values.name_ar,
      description_fr: values.description_fr,
      description_ar: values.description_ar,
    },
    { image: values.image, update },
  );
  for (const value of values.skin_types) body.append('skin_types', value);
  for (const value of values.concerns) body.append('concerns', value);
  return body;
}
