import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, storageUrl } from './storage-url';

describe('storageUrl', () => {
  it('serves stored relative paths from /storage', () => {
    expect(storageUrl('products/12/large.webp')).toBe('/storage/products/12/large.webp');
    expect(storageUrl('storage/products/12/large.webp')).toBe('/storage/products/12/large.webp');
  });

  it('uses the placeholder when there is no image', () => {
    expect(storageUrl(null)).toBe(PLACEHOLDER_IMAGE);
    expect(storageUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
    expect(storageUrl('  ')).toBe(PLACEHOLDER_IMAGE);
  });

  it('passes absolute URLs, root paths and local previews through', () => {
    expect(storageUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(storageUrl('/storage/x.webp')).toBe('/storage/x.webp');
    expect(storageUrl('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
    expect(storageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
