import { z } from 'zod';
import { NAME_MAX, PASSWORD_MIN } from '../constants';
import { emailText, requiredText, typeError } from './fields';
import { PASSWORD_MAX } from './auth';

/** POST /change_password, the profile's change-password mode (minimum 6). */
export const profilePasswordChangeSchema = z
  .object({
    old_password: z
      .string(typeError('validation.password.currentRequired'))
      .min(1, { error: 'validation.password.currentRequired' }),
    new_password: z
      .string(typeError('validation.password.newRequired'))
      .min(1, { error: 'validation.password.newRequired', abort: true })
      .min(PASSWORD_MIN, { error: 'validation.password.min', abort: true })
      .max(PASSWORD_MAX, { error: 'validation.password.tooLong' }),
    new_password_confirmation: z
      .string(typeError('validation.password.confirmRequired'))
      .min(1, { error: 'validation.password.confirmRequired' }),
  })
  .refine((form) => form.new_password === form.new_password_confirmation, {
    error: 'validation.password.mismatch',
    path: ['new_password_confirmation'],
  });
export type ProfilePasswordChangeValues = z.output<typeof profilePasswordChangeSchema>;

/** PUT /update-user-info. */
export const profileUpdateSchema = z.object({
  full_name: requiredText({
    required: 'validation.fullName.required',
    max: [NAME_MAX, 'validation.fullName.max'],
  }),
  email: emailText('validation.email.required', 'validation.email.invalid'),
  city: requiredText({ required: 'validation.city.required', max: [NAME_MAX, 'validation.city.max'] }),
});
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;
