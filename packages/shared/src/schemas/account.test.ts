import { describe, expect, it } from 'vitest';
import { profilePasswordChangeSchema, profileUpdateSchema } from './account';
import { errorKeys, fieldError } from './test-helpers';

describe('profilePasswordChangeSchema', () => {
  const valid = { old_password: 'old-secret', new_password: 'secret1', new_password_confirmation: 'secret1' };

  it('accepts a valid change', () => {
    expect(profilePasswordChangeSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field', () => {
    expect(errorKeys(profilePasswordChangeSchema, {})).toEqual({
      old_password: 'validation.password.currentRequired',
      new_password: 'validation.password.newRequired',
      new_password_confirmation: 'validation.password.confirmRequired',
    });
  });

  it('needs a new password of 6 or more: 5/6/7/8', () => {
    const error = (password: string) =>
      fieldError(
        profilePasswordChangeSchema,
        { ...valid, new_password: password, new_password_confirmation: password },
        'new_password',
      );
    expect(error('12345')).toBe('validation.password.min');
    expect(error('123456')).toBeUndefined();
    expect(error('1234567')).toBeUndefined();
    expect(error('12345678')).toBeUndefined();
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    expect(
      errorKeys(profilePasswordChangeSchema, { ...valid, new_password_confirmation: 'secret2' }),
    ).toEqual({
      new_password_confirmation: 'validation.password.mismatch',
    });
  });
});

describe('profileUpdateSchema', () => {
  it('trims and requires full name, email and city', () => {
    expect(
      profileUpdateSchema.parse({ full_name: ' Amina ', email: 'Amina@Example.com', city: ' Dakhla ' }),
    ).toEqual({
      full_name: 'Amina',
      email: 'amina@example.com',
      city: 'Dakhla',
    });
    expect(errorKeys(profileUpdateSchema, { full_name: '', email: 'nope', city: ' ' })).toEqual({
      full_name: 'validation.fullName.required',
      email: 'validation.email.invalid',
      city: 'validation.city.required',
    });
  });
});
