import { describe, expect, it } from 'vitest';
import {
  changePasswordPageSchema,
  forgotPasswordSchema,
  isPastableCode,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  updatePasswordSchema,
  verifyCodeSchema,
  verifyEmailSchema,
  verifyUserSchema,
} from './auth';
import { firstIssueKey } from './errors';
import { errorKeys, fieldError } from './test-helpers';

describe('loginSchema', () => {
  const valid = { email: 'amina@example.com', password: 'secret1' };

  it('checks the email', () => {
    expect(fieldError(loginSchema, { ...valid, email: '' }, 'email')).toBe('validation.email.required');
    expect(fieldError(loginSchema, { ...valid, email: undefined }, 'email')).toBe(
      'validation.email.required',
    );
    expect(fieldError(loginSchema, { ...valid, email: 'amina' }, 'email')).toBe('validation.email.invalid');
    expect(fieldError(loginSchema, { ...valid, email: 'amina@example' }, 'email')).toBe(
      'validation.email.invalid',
    );
    expect(loginSchema.parse({ ...valid, email: ' Amina@Example.com ' }).email).toBe('amina@example.com');
  });

  it('needs a password of 6 or more: 5/6/7/8', () => {
    const error = (password: string) => fieldError(loginSchema, { ...valid, password }, 'password');
    expect(error('')).toBe('validation.password.required');
    expect(error('12345')).toBe('validation.password.min');
    expect(error('123456')).toBeUndefined();
    expect(error('1234567')).toBeUndefined();
    expect(error('12345678')).toBeUndefined();
  });
});

describe('registerSchema', () => {
  const valid = {
    full_name: 'Amina Alaoui',
    email: 'amina@gmail.com',
    city: 'Dakhla',
    password: 'secret1',
    password_confirmation: 'secret1',
  };

  it('accepts a valid registration and drops role_id', () => {
    expect(registerSchema.parse({ ...valid, role_id: 1 })).toEqual(valid);
  });

  it('checks in order: passwords match, password length, Gmail address', () => {
    const all = registerSchema.safeParse({
      ...valid,
      email: 'amina@yahoo.com',
      password: '12345',
      password_confirmation: 'x',
    });
    expect(all.success).toBe(false);
    expect(all.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.password.mismatch',
      'validation.password.min',
      'validation.email.gmail',
    ]);
    const lengthAndMail = registerSchema.safeParse({
      ...valid,
      email: 'amina@yahoo.com',
      password: '12345',
      password_confirmation: '12345',
    });
    expect(lengthAndMail.error && firstIssueKey(lengthAndMail.error)).toBe('validation.password.min');
    const mailOnly = registerSchema.safeParse({ ...valid, email: 'amina@yahoo.com' });
    expect(mailOnly.error && firstIssueKey(mailOnly.error)).toBe('validation.email.gmail');
  });

  it('needs a password of 6 or more: 5/6/7/8', () => {
    const error = (password: string) =>
      fieldError(registerSchema, { ...valid, password, password_confirmation: password }, 'password');
    expect(error('12345')).toBe('validation.password.min');
    expect(error('123456')).toBeUndefined();
    expect(error('1234567')).toBeUndefined();
    expect(error('12345678')).toBeUndefined();
  });

  it('accepts only Gmail addresses', () => {
    const error = (email: string) => fieldError(registerSchema, { ...valid, email }, 'email');
    expect(error('someone@gmail.com')).toBeUndefined();
    expect(error(' Someone.Name+shop@GMAIL.com ')).toBeUndefined();
    expect(error('someone@googlemail.com')).toBe('validation.email.gmail');
    expect(error('someone@gmail.com.evil.org')).toBe('validation.email.gmail');
    expect(error('someone@gmail')).toBe('validation.email.gmail');
    expect(error('@gmail.com')).toBe('validation.email.gmail');
    expect(error('')).toBe('validation.email.gmail');
  });

  it('needs a full name and a city on the server too', () => {
    expect(errorKeys(registerSchema, { ...valid, full_name: '  ', city: undefined })).toEqual({
      full_name: 'validation.fullName.required',
      city: 'validation.city.required',
    });
  });
});

describe('forgot password and codes', () => {
  it('accepts only Gmail addresses', () => {
    expect(forgotPasswordSchema.parse({ email: 'Amina@gmail.com' })).toEqual({ email: 'amina@gmail.com' });
    expect(fieldError(forgotPasswordSchema, { email: 'amina@hotmail.com' }, 'email')).toBe(
      'validation.email.gmail',
    );
    expect(fieldError(forgotPasswordSchema, {}, 'email')).toBe('validation.email.gmail');
  });

  it('needs the full six-digit code', () => {
    expect(verifyCodeSchema.safeParse({ code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12a456', '', undefined]) {
      expect(fieldError(verifyCodeSchema, { code }, 'code')).toBe('validation.verify.codeIncomplete');
    }
  });

  it('needs the id of the pending user or of the reset', () => {
    expect(verifyEmailSchema.parse({ code: '123456', pending_user_id: 'abc' })).toEqual({
      code: '123456',
      pending_user_id: 'abc',
    });
    expect(verifyUserSchema.parse({ code: '123456', user_id: 42 })).toEqual({
      code: '123456',
      user_id: '42',
    });
    expect(fieldError(verifyEmailSchema, { code: '123456' }, 'pending_user_id')).toBe(
      'validation.verify.noUser',
    );
    expect(fieldError(verifyUserSchema, { code: '123456', user_id: ' ' }, 'user_id')).toBe(
      'validation.verify.noUser',
    );
  });

  it('fills the boxes only from a paste of exactly six digits', () => {
    expect(isPastableCode('123456')).toBe(true);
    expect(isPastableCode('12345')).toBe(false);
    expect(isPastableCode('1234567')).toBe(false);
    expect(isPastableCode('12 456')).toBe(false);
  });
});

describe('reset and change-password pages (Arabic messages, minimum 8)', () => {
  it('asks to fill every field first', () => {
    expect(errorKeys(resetPasswordFormSchema, { old_password: 'x', new_password: '' })).toEqual({
      new_password: 'validation.resetPassword.fillAllFields',
      new_password_confirmation: 'validation.resetPassword.fillAllFields',
    });
    expect(errorKeys(changePasswordPageSchema, {})).toEqual({
      new_password: 'validation.resetPassword.fillAllFields',
      new_password_confirmation: 'validation.resetPassword.fillAllFields',
    });
  });

  it('needs 8 characters: 5/6/7/8', () => {
    const error = (password: string) =>
      fieldError(
        changePasswordPageSchema,
        { new_password: password, new_password_confirmation: password },
        'new_password',
      );
    expect(error('12345')).toBe('validation.resetPassword.min');
    expect(error('123456')).toBe('validation.resetPassword.min');
    expect(error('1234567')).toBe('validation.resetPassword.min');
    expect(error('12345678')).toBeUndefined();
  });

  it('needs a matching confirmation', () => {
    expect(
      errorKeys(resetPasswordFormSchema, {
        old_password: 'old-secret',
        new_password: '12345678',
        new_password_confirmation: '12345679',
      }),
    ).toEqual({ new_password_confirmation: 'validation.resetPassword.mismatch' });
  });

  it('reads the PUT /update-password body', () => {
    expect(
      updatePasswordSchema.parse({
        new_password: '12345678',
        new_password_confirmation: '12345678',
        email: 'Amina@gmail.com',
      }),
    ).toEqual({ new_password: '12345678', new_password_confirmation: '12345678', email: 'amina@gmail.com' });
    expect(
      errorKeys(updatePasswordSchema, {
        new_password: '1234567',
        new_password_confirmation: '1234567',
        email: '',
      }),
    ).toEqual({ email: 'validation.email.required' });
  });
});
