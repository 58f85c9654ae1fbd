import { describe, expect, it } from 'vitest';
import { zodErrorToKeyMap } from '@parashop/shared/schemas/errors';
import { productFormData, productFormDefaults, productFormSchemaFor } from './product-form';
import { testProduct } from '@/features/admin-kit/lib/test-products';

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'cream.png', { type: 'image/png' });
const filled = {
  name: 'Crème Hydratante',
  description: 'Soothing cream',
  price: '89.90',
  category_id: '2',
  company_id: '3',
  stock: '12',
};

describe('product form schema', () => {
  it('requires an image on creation only, and checks it even when other fields fail', () => {
    const empty = productFormDefaults();
    const create = productFormSchemaFor(true).safeParse(empty);
    expect(create.success).toBe(false);
    expect(zodErrorToKeyMap(create.error!)).toMatchObject({
      name: 'validation.product.nameRequired',
      image: 'validation.image.required',
    });
    expect(productFormSchemaFor(false).safeParse({ ...filled, image: null }).success).toBe(true);
  });

  it('refuses files that are not JPG, PNG or GIF images, or larger than 5 MB', () => {
    const schema = productFormSchemaFor(false);
    const keyOf = (image: File) => zodErrorToKeyMap(schema.safeParse({ ...filled, image }).error!).image;
    expect(keyOf(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe('validation.image.notImage');
    expect(keyOf(new File(['x'], 'photo.webp', { type: 'image/webp' }))).toBe('validation.image.format');
    expect(keyOf(png(5 * 1024 * 1024 + 1))).toBe('validation.image.tooLarge');
  });

  it('gives numbers for the text inputs', () => {
    const result = productFormSchemaFor(true).parse({ ...filled, image: png() });
    expect(result).toMatchObject({ price: 89.9, category_id: 2, company_id: 3, stock: 12 });
  });
});

describe('productFormDefaults', () => {
  it('starts empty for a new product and shows an edited product as text', () => {
    expect(productFormDefaults().price).toBe('');
    expect(productFormDefaults(testProduct({ id: 4, price: 12.5, stock: 3, category_id: 2 }))).toMatchObject({
      price: '12.50',
      stock: '3',
      category_id: '2',
      image: null,
    });
  });
});

describe('productFormData', () => {
  it('sends the fields and the chosen image, marking updates with _method=PUT', () => {
    const values = productFormSchemaFor(true).parse({ ...filled, image: png() });
    const created = productFormData(values, false);
    expect(created.get('_method')).toBeNull();
    expect(created.get('price')).toBe('89.9');
    expect(created.get('category_id')).toBe('2');
    expect((created.get('image') as File).name).toBe('cream.png');

    const updated = productFormData({ ...values, image: null }, true);
    expect(updated.get('_method')).toBe('PUT');
    expect(updated.has('image')).toBe(false);
  });
});
