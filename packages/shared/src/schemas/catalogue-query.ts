import { z } from 'zod';
import {
  CATALOGUE_PER_PAGE_DEFAULT,
  CATALOGUE_PER_PAGE_MAX,
  CATALOGUE_QUERY_TYPES,
  CATALOGUE_SEARCH_MAX,
} from '../catalogue-query';
import { CATALOGUE_SORTS, PRICE_MAX } from '../constants';
import { AGE_GROUPS, CONCERNS, SKIN_TYPES } from '../product-attributes';

/**
 * The query string of `GET /api/catalogue` (see ../catalogue-query.ts). Every value arrives as text;
 * anything malformed, repeated or out of range is a 422 naming the parameter, never a 500. Unknown
 * parameters are ignored. The storefront builds these queries itself, so the messages are plain English.
 */

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string({ error: `The ${name} must be a whole number.` })
    .trim()
    .regex(/^\d{1,9}$/, { error: `The ${name} must be a whole number.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `The ${name} must be at least ${min}.` })
        .max(max, { error: `The ${name} may not be greater than ${max}.` }),
    );

const price = (name: string) =>
  z
    .string({ error: `The ${name} must be a number.` })
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, { error: `The ${name} must be a number of MAD with at most 2 decimals.` })
    .transform(Number)
    .pipe(z.number().max(PRICE_MAX, { error: `The ${name} may not be greater than ${PRICE_MAX}.` }));

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'The in_stock filter must be true or false.' })
  .transform((value) => value === 'true' || value === '1');

/** A repeatable parameter (`?concern=acne&concern=redness`): a list of known values, duplicates dropped. */
const valueList = <T extends string>(name: string, values: readonly [T, ...T[]]) =>
  z
    .union([z.string(), z.array(z.string())], { error: `The ${name} must be one of ${values.join(', ')}.` })
    .transform((input) => (Array.isArray(input) ? input : [input]))
    .pipe(
      z
        .array(z.enum(values, { error: `The ${name} must be one of ${values.join(', ')}.` }))
        .max(values.length * 2, { error: `Too many ${name} values.` })
        .transform((list) => [...new Set(list)].sort()),
    )
    .default([]);

export const catalogueQuerySchema = z
  .object({
    page: wholeNumber('page', 1, 1_000_000).default(1),
    per_page: wholeNumber('per_page', 1, CATALOGUE_PER_PAGE_MAX).default(CATALOGUE_PER_PAGE_DEFAULT),
    q: z
      .string({ error: 'The search must be text.' })
      .max(CATALOGUE_SEARCH_MAX, {
        error: `The search may not be longer than ${CATALOGUE_SEARCH_MAX} characters.`,
      })
      .transform((text) => text.trim())
      .default(''),
    category_id: wholeNumber('category_id', 1, 2_147_483_647).optional(),
    company_id: wholeNumber('company_id', 1, 2_147_483_647).optional(),
    min_price: price('min_price').optional(),
    max_price: price('max_price').optional(),
    sort: z
      .enum(CATALOGUE_SORTS, { error: `The sort must be one of ${CATALOGUE_SORTS.join(', ')}.` })
      .default('featured'),
    type: z
      .enum(CATALOGUE_QUERY_TYPES, { error: `The type must be one of ${CATALOGUE_QUERY_TYPES.join(', ')}.` })
      .default('all'),
    in_stock: flag.default(true),
    skin_type: valueList('skin_type', SKIN_TYPES),
    concern: valueList('concern', CONCERNS),
    age_group: valueList('age_group', AGE_GROUPS),
    pregnancy_safe: z
      .enum(['true', 'false', '1', '0'], { error: 'The pregnancy_safe filter must be true or false.' })
      .transform((value) => value === 'true' || value === '1')
      .default(false),
  })
  .refine(
    (query) =>
      query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price,
    {
      path: ['max_price'],
      error: 'The max_price must be at least the min_price.',
    },
  );

export type ParsedCatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** `GET /api/catalogue/suggest?q=`. */
export const catalogueSuggestQuerySchema = z.object({
  q: z
    .string({ error: 'The search must be text.' })
    .max(CATALOGUE_SEARCH_MAX, {
      error: `The search may not be longer than ${CATALOGUE_SEARCH_MAX} characters.`,
    })
    .default(''),
});
