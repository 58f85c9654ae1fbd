import { z } from 'zod';
import { NAME_MAX, PASSWORD_MIN, VERIFICATION_CODE_PATTERN } from '../constants';
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
  /**
   * Needed only when the e-mail changes (the server checks it then): the new address must also be a
   * Gmail address, as at registration, and is confirmed by a mailed code before it replaces the old one.
   */
  current_password: z.string(typeError('validation.password.currentRequired')).max(PASSWORD_MAX).optional(),
});
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;

/** POST /confirm-email-change: the code mailed to the new address. */
export const emailChangeConfirmSchema = z.object({
  code: z
    .string(typeError('validation.verify.codeIncomplete', 'validation.verify.codeIncomplete'))
    .regex(VERIFICATION_CODE_PATTERN, { error: 'validation.verify.codeIncomplete' }),
});
export type EmailChangeConfirmValues = z.output<typeof emailChangeConfirmSchema>;
