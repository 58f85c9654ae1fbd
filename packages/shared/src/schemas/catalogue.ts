import { z } from 'zod';
import {
  COMPANY_NAME_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  NAME_MIN,
  PACK_PRICE_MIN,
  PRICE_MAX,
  SALES_PERIODS,
  STOCK_MAX,
  STOCK_MIN,
} from '../constants';
import { isDateString } from '../dates';
import { toCentimes } from '../money';
import { AGE_GROUPS, CONCERNS, SALE_MODES, SKIN_TYPES } from '../product-attributes';
import { hasAtMostTwoDecimals, idInput, numberInput, requiredText, typeError } from './fields';
import { translatedDescriptionFields, translatedNameFields } from './translations';

// ---------------------------------------------------------------- product (form and multipart body)

/** A list field: repeated in multipart (`skin_types=dry&skin_types=oily`), an array in JSON; absent = none. */
const attributeList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'validation.product.attributeInvalid' })
    .optional()
    .transform((input) => (input === undefined ? [] : Array.isArray(input) ? input : [input]))
    .pipe(
      z
        .array(z.enum(values, { error: 'validation.product.attributeInvalid' }))
        .transform((list) => [...new Set(list)]),
    );

/** Issue 15: what a shopper filters by, and whether the product is sold online. */
const productAttributeFields = {
  skin_types: attributeList(SKIN_TYPES),
  concerns: attributeList(CONCERNS),
  age_group: z
    .union([z.enum(AGE_GROUPS), z.literal(''), z.null()], { error: 'validation.product.attributeInvalid' })
    .optional()
    .transform((value) => (value ? value : null)),
  pregnancy_safe: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'validation.product.attributeInvalid' })
    .optional()
    .transform((value) => value === true || value === 'true'),
  sale_mode: z
    .enum(SALE_MODES, { error: 'validation.product.attributeInvalid' })
    .optional()
    .default('online'),
};

export const productFormSchema = z.object({
  name: requiredText({
    required: 'validation.product.nameRequired',
    min: [NAME_MIN, 'validation.product.nameMin'],
    max: [NAME_MAX, 'validation.product.nameMax'],
  }),
  description: requiredText({
    required: 'validation.product.descriptionRequired',
    max: [DESCRIPTION_MAX, 'validation.product.descriptionMax'],
  }),
  ...translatedNameFields('product'),
  ...translatedDescriptionFields('product'),
  price: numberInput(
    'validation.product.priceRequired',
    'validation.product.priceInvalid',
    z
      .number()
      .gt(0, { error: 'validation.product.pricePositive', abort: true })
      .max(PRICE_MAX, { error: 'validation.product.priceMax', abort: true })
      .refine(hasAtMostTwoDecimals, { error: 'validation.priceDecimals' }),
  ),
  category_id: idInput('validation.product.categoryRequired'),
  company_id: idInput('validation.product.companyRequired'),
  stock: numberInput(
    'validation.product.stockRequired',
    'validation.product.stockInteger',
    z
      .number()
      .int({ error: 'validation.product.stockInteger', abort: true })
      .min(STOCK_MIN, { error: 'validation.product.stockMin' })
      .max(STOCK_MAX, { error: 'validation.product.stockMax' }),
  ),
  ...productAttributeFields,
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

// ---------------------------------------------------------------- category and company

export const categoryFormSchema = z.object({
  name: requiredText({
    required: 'validation.category.nameRequired',
    min: [NAME_MIN, 'validation.category.nameMin'],
    max: [NAME_MAX, 'validation.category.nameMax'],
  }),
  ...translatedNameFields('category'),
});
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

const blankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The body of the API's category writes: the admin's form (one field, name, SPEC section 5) plus the
 * entity's sortOrder and isActive, which a client may send (the storefront sorts by sortOrder). Left
 * out or blank, they stay as they are. Multipart sends them as text.
 */
export const categoryWriteSchema = categoryFormSchema.extend({
  sortOrder: z
    .unknown()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (blankValue(value)) return undefined;
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
            ? Number(value)
            : Number.NaN;
      if (!Number.isInteger(number) || number < 0 || number > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalidValue' });
        return z.NEVER;
      }
      return number;
    }),
  isActive: z
    .unknown()
    .optional()
    .transform((value, ctx): boolean | undefined => {
      if (blankValue(value)) return undefined;
      if (value === true || value === 'true' || value === '1' || value === 1) return true;
      if (value === false || value === 'false' || value === '0' || value === 0) return false;
      ctx.addIssue({ code: 'custom', message: 'validation.invalidValue' });
      return z.NEVER;
    }),
});
export type CategoryWriteValues = z.output<typeof categoryWriteSchema>;

/** "At least 2 and under 100 characters". The image is checked apart (imageFileError). */
export const companyFormSchema = z.object({
  name: requiredText({
    required: 'validation.company.nameRequired',
    min: [NAME_MIN, 'validation.company.nameMin'],
    max: [COMPANY_NAME_MAX, 'validation.company.nameMax'],
  }),
});
export type CompanyFormValues = z.output<typeof companyFormSchema>;

/**
 * A brand's Arabic or French name in the API's brand writes: optional, blank (or null) means none;
 * left out of an update, the stored one stays.
 */
const localizedCompanyName = z
  .union([z.string(), z.null()], { error: 'validation.invalidValue' })
  .optional()
  .transform((value) =>
    value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim(),
  )
  .refine((value) => value === undefined || value === null || value.length <= NAME_MAX, {
    error: 'validation.textTooLong',
  });

/** The body of the API's brand writes: the form's name plus the optional nameAr / nameFr. */
export const companyWriteSchema = companyFormSchema.extend({
  nameAr: localizedCompanyName,
  nameFr: localizedCompanyName,
});
export type CompanyWriteValues = z.output<typeof companyWriteSchema>;

// ---------------------------------------------------------------- pack

export const packFormSchema = z.object({
  name: requiredText({
    required: 'validation.pack.nameRequired',
    min: [NAME_MIN, 'validation.pack.nameMin'],
    max: [NAME_MAX, 'validation.pack.nameMax'],
  }),
  description: requiredText({
    required: 'validation.pack.descriptionRequired',
    max: [DESCRIPTION_MAX, 'validation.pack.descriptionMax'],
  }),
  ...translatedNameFields('pack'),
  ...translatedDescriptionFields('pack'),
  price: numberInput(
    'validation.pack.priceRequired',
    'validation.pack.pricePositive',
    z
      .number()
      .min(PACK_PRICE_MIN, { error: 'validation.pack.pricePositive', abort: true })
      .max(PRICE_MAX, { error: 'validation.pack.priceMax', abort: true })
      .refine(hasAtMostTwoDecimals, { error: 'validation.priceDecimals' }),
  ),
  product_ids: z
    .array(idInput('validation.pack.productInvalid'), typeError('validation.pack.productsRequired'))
    .min(1, { error: 'validation.pack.productsRequired' })
    .max(200, { error: 'validation.pack.productInvalid' })
    // A pack holds one unit of each product: a repeated id means nothing more.
    .transform((ids) => [...new Set(ids)]),
});
export type PackFormInput = z.input<typeof packFormSchema>;
export type PackFormValues = z.output<typeof packFormSchema>;

// ---------------------------------------------------------------- offer

/** 'Offer price must be less than original price' when the offer costs more than the regular price. */
export function offerPriceError(
  offerPrice: number | string,
  regularPrice: number | string,
): 'validation.offer.priceAboveOriginal' | null {
  return toCentimes(offerPrice) > toCentimes(regularPrice) ? 'validation.offer.priceAboveOriginal' : null;
}

const offerDate = z
  .string(typeError('validation.offer.requiredFields'))
  .trim()
  .min(1, { error: 'validation.offer.requiredFields', abort: true })
  .refine(isDateString, { error: 'validation.offer.dateInvalid' });

/**
 * The create-offer form and POST /offers. With the product's regular price (MAD) the offer price is
 * also checked against it; the server passes the price it reads from the database.
 */
export function offerFormSchema(regularPrice?: number | string) {
  return z
    .object({
      product_id: idInput('validation.offer.requiredFields', 'validation.idInvalid'),
      start_date: offerDate,
      end_date: offerDate,
      offer_price: numberInput(
        'validation.offer.requiredFields',
        'validation.offer.pricePositive',
        z
          .number()
          .gt(0, { error: 'validation.offer.pricePositive', abort: true })
          .max(PRICE_MAX, { error: 'validation.offer.priceMax', abort: true })
          .refine(hasAtMostTwoDecimals, { error: 'validation.priceDecimals', abort: true })
          .refine((price) => regularPrice === undefined || offerPriceError(price, regularPrice) === null, {
            error: 'validation.offer.priceAboveOriginal',
          }),
      ),
    })
    .refine((offer) => offer.end_date >= offer.start_date, {
      error: 'validation.offer.endBeforeStart',
      path: ['end_date'],
    });
}
export const offerSchema = offerFormSchema();
export type OfferFormInput = z.input<typeof offerSchema>;
export type OfferFormValues = z.output<typeof offerSchema>;

// ---------------------------------------------------------------- reads

export const salesPeriodQuerySchema = z.object({
  period: z.enum(SALES_PERIODS, { error: 'validation.periodInvalid' }).default('all'),
});

/** A route's `:id` parameter. */
export const idParamSchema = z.object({
  id: idInput('validation.idInvalid'),
});
