import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { registerResolver, type RegisterForm } from './register-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RegisterForm>;
const valid: RegisterForm = {
  full_name: 'Ann',
  email: 'ann@gmail.com',
  city: 'Dakhla',
  password: 'secret1',
  password_confirmation: 'secret1',
};

async function firstError(values: Partial<RegisterForm>) {
  const result = await registerResolver({ ...valid, ...values }, undefined, options);
  const entries = Object.entries(result.errors);
  return entries.map(([field, error]) => [field, (error as { message?: string }).message]);
}

describe('register form checks', () => {
  it('checks the passwords match first', async () => {
    expect(
      await firstError({ password: '123', password_confirmation: '1234', email: 'x@yahoo.com' }),
    ).toEqual([['password_confirmation', 'validation.password.mismatch']]);
  });

  it('then the password length', async () => {
    expect(
      await firstError({ password: '12345', password_confirmation: '12345', email: 'x@yahoo.com' }),
    ).toEqual([['password', 'validation.password.min']]);
  });

  it('then the Gmail address', async () => {
    expect(await firstError({ email: 'ann@yahoo.com' })).toEqual([['email', 'validation.email.gmail']]);
  });

  it('leaves full name and city to the server', async () => {
    const result = await registerResolver({ ...valid, full_name: '', city: '' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ full_name: '', city: '' });
  });
});
