import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends the fields as text and the image as a file on creation', () => {
    const image = new File(['png'], 'logo.png', { type: 'image/png' });
    const body = toFormData({ name: 'Avène', price: 12.5, nameAr: null, nameFr: undefined }, { image });
    expect(body.get('_method')).toBeNull();
    expect(body.get('name')).toBe('Avène');
    expect(body.get('price')).toBe('12.5');
    expect(body.has('nameAr')).toBe(false);
    expect(body.has('nameFr')).toBe(false);
    expect((body.get('image') as File).name).toBe('logo.png');
  });

  it('marks an update with _method=PUT and leaves the image out when none was chosen', () => {
    const body = toFormData({ name: 'Bioderma' }, { update: true, image: null });
    expect(body.get('_method')).toBe('PUT');
    expect(body.has('image')).toBe(false);
  });
});
