import { file, multipart, type FormValue } from './multipart';

/** Valid form values of each catalogue form, to override field by field in a test. */

export function productFields(
  refs: { categoryId: number; companyId: number },
  overrides: Record<string, FormValue> = {},
) {
  return {
    name: 'Avène Cicalfate cream',
    description: 'Repairing cream for irritated skin.',
    price: '89.90',
    category_id: String(refs.categoryId),
    company_id: String(refs.companyId),
    stock: '25',
    ...overrides,
  };
}

/** A multipart body for app.inject; fields whose value is `undefined` are left out. */
export function form(fields: Record<string, FormValue | FormValue[] | undefined>) {
  const present: Record<string, FormValue | FormValue[]> = {};
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) present[name] = value;
  return multipart(present);
}

export function imageFile(data: Buffer, filename = 'photo.png', contentType = 'image/png') {
  return file(data, filename, contentType);
}
