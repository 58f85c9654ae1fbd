import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../constants';
import { adminEmailSchema } from './admin-email';
import { favouriteToggleSchema } from './favourites';
import { imageFileError } from './image';
import { lotReceiveSchema } from './lots';
import { errorKeys, fieldError } from './test-helpers';

describe('adminEmailSchema', () => {
  it('requires recipient, subject and message', () => {
    expect(errorKeys(adminEmailSchema, { recipient: '', subject: ' ', message: '' })).toEqual({
      recipient: 'validation.adminEmail.recipientRequired',
      subject: 'validation.adminEmail.subjectRequired',
      message: 'validation.adminEmail.messageRequired',
    });
    expect(fieldError(adminEmailSchema, { recipient: 'x', subject: 's', message: 'm' }, 'recipient')).toBe(
      'validation.adminEmail.recipientInvalid',
    );
    expect(adminEmailSchema.safeParse({ recipient: 'a@b.ma', subject: 'Hello', message: 'Hi' }).success).toBe(
      true,
    );
  });
});

describe('favouriteToggleSchema', () => {
  it('reads type and id, item optional', () => {
    expect(favouriteToggleSchema.parse({ type: 'pack', id: '4' })).toEqual({ type: 'pack', id: 4 });
    expect(favouriteToggleSchema.parse({ type: 'product', id: 4, item: { id: 4 } })).toEqual({
      type: 'product',
      id: 4,
      item: { id: 4 },
    });
    expect(errorKeys(favouriteToggleSchema, { type: 'brand', id: -1 })).toEqual({
      type: 'validation.favourite.typeInvalid',
      id: 'validation.favourite.idInvalid',
    });
  });
});

describe('imageFileError', () => {
  const png = { type: 'image/png', size: 1000 };

  it('requires an image only on creation', () => {
    expect(imageFileError(null, { required: true })).toBe('validation.image.required');
    expect(imageFileError(undefined, { required: false })).toBeNull();
  });

  it('accepts JPG, PNG and GIF up to 5 MB', () => {
    expect(imageFileError(png, { required: true })).toBeNull();
    expect(imageFileError({ type: 'image/jpeg', size: MAX_IMAGE_BYTES }, { required: true })).toBeNull();
    expect(imageFileError({ type: 'image/gif', size: 1 }, { required: true })).toBeNull();
    expect(imageFileError({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 }, { required: true })).toBe(
      'validation.image.tooLarge',
    );
  });

  it("says 'Please select an image file' for other files, and names the formats for other images", () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 }, { required: false })).toBe(
      'validation.image.notImage',
    );
    expect(imageFileError({ type: '', size: 10 }, { required: false })).toBe('validation.image.notImage');
    expect(imageFileError({ type: 'image/webp', size: 10 }, { required: false })).toBe(
      'validation.image.format',
    );
  });
});

describe('lotReceiveSchema: what becomes of the units without a lot', () => {
  const lot = { lot_number: 'L-1', expiry_date: '2999-01-01', quantity: '5' };
  it('asks for a choice when none is made (a radio group left empty), and names a wrong one', () => {
    const schema = lotReceiveSchema('2026-01-01');
    expect(fieldError(schema, { ...lot, existing_units: null }, 'existing_units')).toBe(
      'validation.lot.existingUnitsRequired',
    );
    expect(fieldError(schema, { ...lot, existing_units: 'melt' }, 'existing_units')).toBe(
      'validation.lot.existingUnitsInvalid',
    );
    expect(errorKeys(schema, { ...lot, existing_units: 'keep' })).toEqual({});
    expect(errorKeys(schema, lot)).toEqual({});
  });
});
