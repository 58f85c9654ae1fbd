import { describe, expect, it } from 'vitest';
import {
  categoryFormSchema,
  companyFormSchema,
  idParamSchema,
  offerFormSchema,
  offerPriceError,
  offerSchema,
  packFormSchema,
  productFormSchema,
  salesPeriodQuerySchema,
} from './catalogue';
import { errorKeys, fieldError } from './test-helpers';

const text = (length: number) => 'x'.repeat(length);

const validProduct = {
  name: 'Avène Cicalfate',
  description: 'Repairing cream',
  price: 89.9,
  category_id: 1,
  company_id: 2,
  stock: 10,
};

const noTranslations = { name_fr: null, name_ar: null, description_fr: null, description_ar: null };

describe('productFormSchema', () => {
  const nameError = (name: string) => fieldError(productFormSchema, { ...validProduct, name }, 'name');

  it('accepts a valid product and multipart text alike', () => {
    // Attributes left out (issue 15) are none: no lists, no age group, not marked safe, sold online.
    const noAttributes = {
      skin_types: [],
      concerns: [],
      age_group: null,
      pregnancy_safe: false,
      sale_mode: 'online',
      // French and Arabic texts left out (issue 18) are null.
      ...noTranslations,
    };
    expect(productFormSchema.parse(validProduct)).toEqual({ ...validProduct, ...noAttributes });
    expect(
      productFormSchema.parse({
        name: '  Bioderma  ',
        description: 'Micellar water',
        price: '12.50',
        category_id: '3',
        company_id: '4',
        stock: '0',
        _method: 'PUT',
      }),
    ).toEqual({
      name: 'Bioderma',
      description: 'Micellar water',
      price: 12.5,
      category_id: 3,
      company_id: 4,
      stock: 0,
      ...noAttributes,
    });
  });

  it('reads attribute lists given once or repeated, and refuses unknown values', () => {
    expect(
      productFormSchema.parse({
        ...validProduct,
        skin_types: ['dry', 'oily', 'dry'],
        concerns: 'acne',
        age_group: 'baby',
        pregnancy_safe: 'true',
        sale_mode: 'in_store_only',
      }),
    ).toMatchObject({
      skin_types: ['dry', 'oily'],
      concerns: ['acne'],
      age_group: 'baby',
      pregnancy_safe: true,
      sale_mode: 'in_store_only',
    });
    for (const field of ['skin_types', 'concerns', 'age_group', 'pregnancy_safe', 'sale_mode'])
      expect(productFormSchema.safeParse({ ...validProduct, [field]: 'unknown' }).success, field).toBe(false);
  });

  it('checks the name length after trimming: 1/2/100/101', () => {
    expect(nameError('')).toBe('validation.product.nameRequired');
    expect(nameError('   ')).toBe('validation.product.nameRequired');
    expect(nameError('a')).toBe('validation.product.nameMin');
    expect(nameError('  a  ')).toBe('validation.product.nameMin');
    expect(nameError('ab')).toBeUndefined();
    expect(nameError(text(100))).toBeUndefined();
    expect(nameError(` ${text(100)} `)).toBeUndefined();
    expect(nameError(text(101))).toBe('validation.product.nameMax');
  });

  it('requires a description of at most 500', () => {
    const error = (description: string) =>
      fieldError(productFormSchema, { ...validProduct, description }, 'description');
    expect(error('')).toBe('validation.product.descriptionRequired');
    expect(error(text(500))).toBeUndefined();
    expect(error(text(501))).toBe('validation.product.descriptionMax');
  });

  it('checks the price: 0 / 0.01 / 10000 / 10000.01, empty text is required, not 0', () => {
    const error = (price: unknown) => fieldError(productFormSchema, { ...validProduct, price }, 'price');
    expect(error(0)).toBe('validation.product.pricePositive');
    expect(error('0')).toBe('validation.product.pricePositive');
    expect(error(-5)).toBe('validation.product.pricePositive');
    expect(error(0.01)).toBeUndefined();
    expect(error(10_000)).toBeUndefined();
    expect(error('10000')).toBeUndefined();
    expect(error(10_000.01)).toBe('validation.product.priceMax');
    expect(error('10000.01')).toBe('validation.product.priceMax');
    expect(error('')).toBe('validation.product.priceRequired');
    expect(error(undefined)).toBe('validation.product.priceRequired');
    expect(error(Number.NaN)).toBe('validation.product.priceRequired');
    expect(error('abc')).toBe('validation.product.priceInvalid');
    // A decimal comma is a decimal point (review finding 11); two separators are unreadable.
    expect(error('12,5')).toBeUndefined();
    expect(error('149,505')).toBe('validation.priceDecimals');
    expect(error('1.234,50')).toBe('validation.product.priceInvalid');
    expect(error('1e3')).toBe('validation.product.priceInvalid');
    expect(error(12.345)).toBe('validation.priceDecimals');
  });

  it('checks the stock: -1 / 0 / 10000 / 10001, whole numbers only', () => {
    const error = (stock: unknown) => fieldError(productFormSchema, { ...validProduct, stock }, 'stock');
    expect(error(-1)).toBe('validation.product.stockMin');
    expect(error(0)).toBeUndefined();
    expect(error(10_000)).toBeUndefined();
    expect(error(10_001)).toBe('validation.product.stockMax');
    expect(error('')).toBe('validation.product.stockRequired');
    expect(error(1.5)).toBe('validation.product.stockInteger');
  });

  it('requires category and company', () => {
    const keys = errorKeys(productFormSchema, { ...validProduct, category_id: '', company_id: undefined });
    expect(keys.category_id).toBe('validation.product.categoryRequired');
    expect(keys.company_id).toBe('validation.product.companyRequired');
    expect(fieldError(productFormSchema, { ...validProduct, category_id: 0 }, 'category_id')).toBe(
      'validation.product.categoryRequired',
    );
  });
});

describe('categoryFormSchema and companyFormSchema', () => {
  it('checks the category name', () => {
    const error = (name: unknown) => fieldError(categoryFormSchema, { name }, 'name');
    expect(error(undefined)).toBe('validation.category.nameRequired');
    expect(error('')).toBe('validation.category.nameRequired');
    expect(error('a')).toBe('validation.category.nameMin');
    expect(error('ab')).toBeUndefined();
    expect(error(text(100))).toBeUndefined();
    expect(error(text(101))).toBe('validation.category.nameMax');
  });

  it('checks the company name: at least 2 and under 100', () => {
    const error = (name: unknown) => fieldError(companyFormSchema, { name }, 'name');
    expect(error('')).toBe('validation.company.nameRequired');
    expect(error('a')).toBe('validation.company.nameMin');
    expect(error('ab')).toBeUndefined();
    expect(error(text(99))).toBeUndefined();
    expect(error(text(100))).toBe('validation.company.nameMax');
  });
});

describe('packFormSchema', () => {
  const validPack = { name: 'Summer pack', description: 'Sun care', price: 199.9, product_ids: [1, 2] };
  const error = (patch: Record<string, unknown>, field: string) =>
    fieldError(packFormSchema, { ...validPack, ...patch }, field);

  it('accepts a valid pack and drops repeated products', () => {
    expect(packFormSchema.parse({ ...validPack, product_ids: [1, 2, 2, '3'] })).toEqual({
      ...validPack,
      ...noTranslations,
      product_ids: [1, 2, 3],
    });
  });

  it('gives each message of the specification at its boundary', () => {
    expect(error({ name: '' }, 'name')).toBe('validation.pack.nameRequired');
    expect(error({ name: 'a' }, 'name')).toBe('validation.pack.nameMin');
    expect(error({ name: 'ab' }, 'name')).toBeUndefined();
    expect(error({ name: text(100) }, 'name')).toBeUndefined();
    expect(error({ name: text(101) }, 'name')).toBe('validation.pack.nameMax');
    expect(error({ description: '' }, 'description')).toBe('validation.pack.descriptionRequired');
    expect(error({ description: text(500) }, 'description')).toBeUndefined();
    expect(error({ description: text(501) }, 'description')).toBe('validation.pack.descriptionMax');
    expect(error({ price: '' }, 'price')).toBe('validation.pack.priceRequired');
    expect(error({ price: undefined }, 'price')).toBe('validation.pack.priceRequired');
    expect(error({ price: 0 }, 'price')).toBe('validation.pack.pricePositive');
    expect(error({ price: 0.009 }, 'price')).toBe('validation.pack.pricePositive');
    expect(error({ price: 0.01 }, 'price')).toBeUndefined();
    expect(error({ price: 10_000 }, 'price')).toBeUndefined();
    expect(error({ price: 10_000.01 }, 'price')).toBe('validation.pack.priceMax');
    expect(error({ product_ids: [] }, 'product_ids')).toBe('validation.pack.productsRequired');
    expect(error({ product_ids: undefined }, 'product_ids')).toBe('validation.pack.productsRequired');
    expect(error({ product_ids: [1] }, 'product_ids')).toBeUndefined();
    expect(error({ product_ids: [0] }, 'product_ids.0')).toBe('validation.pack.productInvalid');
  });
});

describe('offer', () => {
  const validOffer = { product_id: 5, start_date: '2026-06-10', end_date: '2026-06-12', offer_price: 79.9 };

  it('accepts a valid offer, an offer on one day and an offer equal to the regular price', () => {
    expect(offerSchema.parse(validOffer)).toEqual(validOffer);
    expect(offerSchema.safeParse({ ...validOffer, end_date: '2026-06-10' }).success).toBe(true);
    expect(offerFormSchema(79.9).safeParse(validOffer).success).toBe(true);
  });

  it("says 'Please fill all required fields' for any missing field", () => {
    expect(errorKeys(offerSchema, {})).toEqual({
      product_id: 'validation.offer.requiredFields',
      start_date: 'validation.offer.requiredFields',
      end_date: 'validation.offer.requiredFields',
      offer_price: 'validation.offer.requiredFields',
    });
    expect(fieldError(offerSchema, { ...validOffer, offer_price: '' }, 'offer_price')).toBe(
      'validation.offer.requiredFields',
    );
  });

  it('refuses an end before the start', () => {
    expect(errorKeys(offerSchema, { ...validOffer, end_date: '2026-06-09' })).toEqual({
      end_date: 'validation.offer.endBeforeStart',
    });
    expect(fieldError(offerSchema, { ...validOffer, start_date: '2026-02-30' }, 'start_date')).toBe(
      'validation.offer.dateInvalid',
    );
  });

  it('needs an offer price above 0 and not above the regular price', () => {
    expect(fieldError(offerSchema, { ...validOffer, offer_price: 0 }, 'offer_price')).toBe(
      'validation.offer.pricePositive',
    );
    expect(fieldError(offerSchema, { ...validOffer, offer_price: 0.01 }, 'offer_price')).toBeUndefined();
    expect(fieldError(offerFormSchema('79.89'), validOffer, 'offer_price')).toBe(
      'validation.offer.priceAboveOriginal',
    );
    expect(offerPriceError(100.01, 100)).toBe('validation.offer.priceAboveOriginal');
    expect(offerPriceError(100, '100.00')).toBeNull();
    expect(offerPriceError('0.29', 0.3)).toBeNull();
  });
});

describe('query and parameter schemas', () => {
  it('reads the sales period, all by default', () => {
    expect(salesPeriodQuerySchema.parse({})).toEqual({ period: 'all' });
    expect(salesPeriodQuerySchema.parse({ period: 'month' })).toEqual({ period: 'month' });
    expect(fieldError(salesPeriodQuerySchema, { period: 'week' }, 'period')).toBe('validation.periodInvalid');
  });

  it('reads a positive id from the path', () => {
    expect(idParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999']) {
      expect(fieldError(idParamSchema, { id: bad }, 'id')).toBe('validation.idInvalid');
    }
  });
});
