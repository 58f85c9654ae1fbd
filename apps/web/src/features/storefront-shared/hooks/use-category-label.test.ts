import { describe, expect, it } from 'vitest';
import { categoryLabelKey } from './use-category-label';

describe('categoryLabelKey', () => {
  it("recognises the specification's labels whatever their case or ampersand", () => {
    expect(categoryLabelKey('Baby & Maternity')).toBe('baby_and_maternity');
    expect(categoryLabelKey('HAIR care')).toBe('hair_care');
    expect(categoryLabelKey('Skincare')).toBe('skincare');
  });

  it('leaves other names alone', () => {
    expect(categoryLabelKey('Sun care')).toBeNull();
  });
});
