import { describe, expect, it } from 'vitest';
import { zodErrorToKeyMap } from '@parashop/shared/schemas/errors';
import { companyFormData, companyFormDefaults, companyFormSchemaFor } from './company-form';

const logo = new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' });

describe('company form', () => {
  it('needs a name of 2 to 99 characters and a logo on creation', () => {
    const result = companyFormSchemaFor(true).safeParse(companyFormDefaults());
    expect(zodErrorToKeyMap(result.error!)).toEqual({
      name: 'validation.company.nameRequired',
      image: 'validation.image.required',
    });
    const long = companyFormSchemaFor(false).safeParse({ ...companyFormDefaults(), name: 'x'.repeat(100) });
    expect(zodErrorToKeyMap(long.error!).name).toBe('validation.company.nameMax');
    expect(companyFormSchemaFor(false).safeParse({ ...companyFormDefaults(), name: 'Uriage' }).success).toBe(
      true,
    );
  });

  it('sends the names and the logo, clearing blank localized names, with _method=PUT on update', () => {
    const values = companyFormSchemaFor(true).parse({
      name: ' Uriage ',
      nameFr: '',
      nameAr: 'يورياج',
      image: logo,
    });
    const body = companyFormData(values, true);
    expect(body.get('_method')).toBe('PUT');
    expect(body.get('name')).toBe('Uriage');
    expect(body.get('nameFr')).toBe('');
    expect(body.get('nameAr')).toBe('يورياج');
    expect((body.get('image') as File).name).toBe('logo.png');
  });
});
