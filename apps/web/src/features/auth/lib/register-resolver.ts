import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterInput } from '@parashop/shared/schemas/auth';

export type RegisterForm = {
  full_name: string;
  email: string;
  city: string;
  password: string;
  password_confirmation: string;
};

/** SPEC section 5 "Register": the page checks these, in this order, and shows the first that fails. */
export const REGISTER_CHECK_ORDER = ['password_confirmation', 'password', 'email'] as const;

const schemaResolver = zodResolver<RegisterInput, unknown, RegisterForm>(registerSchema as never);

/**
 * The shared schema also checks full name and city for the server; the page leaves those to the
 * server ("other fields are not validated on the client") and shows one error at a time.
 */
export const registerResolver: Resolver<RegisterForm> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options as never);
  const errors = result.errors as FieldErrors<RegisterForm>;
  const first = REGISTER_CHECK_ORDER.find((field) => errors[field]);
  if (first) return { values: {}, errors: { [first]: errors[first] } };
  return { values, errors: {} };
};
