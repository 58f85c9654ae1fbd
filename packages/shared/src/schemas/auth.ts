import { z } from 'zod';
import {
  GMAIL_PATTERN,
  NAME_MAX,
  PASSWORD_MIN,
  RESET_PASSWORD_MIN,
  VERIFICATION_CODE_PATTERN,
} from '../constants';
import type { MessageKey } from './fields';
import { nationalPhone } from '../phone';
import { emailText, typeError } from './fields';

/** Longer passwords only cost hashing time; nobody types more. */
export const PASSWORD_MAX = 128;

/** An account's password: 6..128 characters (sign-in, and the riders staff create). */
export const accountPassword = z
  .string(typeError('validation.password.required'))
  .min(1, { error: 'validation.password.required', abort: true })
  .min(PASSWORD_MIN, { error: 'validation.password.min', abort: true })
  .max(PASSWORD_MAX, { error: 'validation.password.tooLong' });

// ---------------------------------------------------------------- login

const loginEmail = emailText('validation.email.required', 'validation.email.invalid');

/**
 * Sign-in: `email` is an e-mail address, or, for riders (decision 240), their phone however written
 * (read as 0XXXXXXXXX). Anything else is an invalid e-mail, as before riders.
 */
export const loginSchema = z.object({
  email: z
    .string(typeError('validation.email.required'))
    .trim()
    .min(1, { error: 'validation.email.required', abort: true })
    .transform((value, ctx) => {
      if (!value.includes('@')) {
        const phone = value.length <= 40 ? nationalPhone(value) : null;
        if (phone !== null) return phone;
      }
      const parsed = loginEmail.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'validation.email.invalid', input: value });
      return z.NEVER;
    }),
  password: accountPassword,
});
export type LoginValues = z.output<typeof loginSchema>;

// ---------------------------------------------------------------- register

const gmail = z
  .string(typeError('validation.email.gmail', 'validation.email.gmail'))
  .trim()
  .toLowerCase()
  .max(254, { error: 'validation.email.gmail', abort: true })
  .regex(GMAIL_PATTERN, { error: 'validation.email.gmail' });

/** Text fields whose rules run in a fixed order below; missing counts as empty. */
const laxText = z.string(typeError('validation.required')).default('');

/**
 * Checked in the specification's order: passwords match, password length, Gmail address; then the
 * server's own needs (full name and city). The issues come out in that order, so the first issue
 * is the one the form shows first. role_id is accepted and dropped: registration makes customers.
 */
export const registerSchema = z
  .object({
    full_name: laxText.transform((value) => value.trim()),
    email: laxText.transform((value) => value.trim().toLowerCase()),
    city: laxText.transform((value) => value.trim()),
    password: laxText,
    password_confirmation: laxText,
    role_id: z.unknown().optional(),
  })
  .superRefine((form, ctx) => {
    const add = (path: string, message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.password !== form.password_confirmation)
      add('password_confirmation', 'validation.password.mismatch');
    if (form.password.length < PASSWORD_MIN) add('password', 'validation.password.min');
    else if (form.password.length > PASSWORD_MAX) add('password', 'validation.password.tooLong');
    if (!GMAIL_PATTERN.test(form.email) || form.email.length > 254) add('email', 'validation.email.gmail');
    if (form.full_name === '') add('full_name', 'validation.fullName.required');
    else if (form.full_name.length > NAME_MAX) add('full_name', 'validation.fullName.max');
    if (form.city === '') add('city', 'validation.city.required');
    else if (form.city.length > NAME_MAX) add('city', 'validation.city.max');
  })
  .transform(({ role_id: _ignored, ...form }) => form);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

// ---------------------------------------------------------------- forgot password and codes

export const forgotPasswordSchema = z.object({ email: gmail });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

const code = z
  .string(typeError('validation.verify.codeIncomplete', 'validation.verify.codeIncomplete'))
  .regex(VERIFICATION_CODE_PATTERN, { error: 'validation.verify.codeIncomplete' });

/** The six boxes of the verify page, joined. */
export const verifyCodeSchema = z.object({ code });

/** pending_user_id / user_id are opaque tickets (text); a number is accepted and read as text. */
const ticket = z
  .union([z.string(), z.number()], typeError('validation.verify.noUser'))
  .transform((value) => String(value).trim())
  .pipe(
    z.string().min(1, { error: 'validation.verify.noUser' }).max(200, { error: 'validation.verify.noUser' }),
  );

/** POST /verify-email (after registration). */
export const verifyEmailSchema = z.object({ code, pending_user_id: ticket });
/** POST /verify-user (after forgot-password). */
export const verifyUserSchema = z.object({ code, user_id: ticket });

/** A pasted code fills the boxes only when it is exactly six digits. */
export function isPastableCode(text: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(text.trim());
}

// ---------------------------------------------------------------- reset and change-password pages (Arabic)

const RESET_FILL_ALL: MessageKey = 'validation.resetPassword.fillAllFields';

/**
 * The two password pages check, in order: every field filled ('please fill all fields', on each empty
 * field), new password of at least 8, confirmation equal. Their messages are Arabic in every language.
 */
function resetRules(fields: readonly string[]) {
  return (form: Record<string, string>, ctx: z.RefinementCtx) => {
    const empty = fields.filter((field) => (form[field] ?? '') === '');
    for (const field of empty) ctx.addIssue({ code: 'custom', path: [field], message: RESET_FILL_ALL });
    if (empty.length > 0) return;
    const newPassword = form.new_password ?? '';
    if (newPassword.length < RESET_PASSWORD_MIN) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'validation.resetPassword.min' });
    } else if (newPassword.length > PASSWORD_MAX) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'validation.password.tooLong' });
    }
    if (newPassword !== form.new_password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password_confirmation'],
        message: 'validation.resetPassword.mismatch',
      });
    }
  };
}

const resetText = z.string(typeError(RESET_FILL_ALL)).default('');

/** /reset-password: current password, new password, confirmation. */
export const resetPasswordFormSchema = z
  .object({ old_password: resetText, new_password: resetText, new_password_confirmation: resetText })
  .superRefine(resetRules(['old_password', 'new_password', 'new_password_confirmation']));
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;

/** /change-password: new password and confirmation for the e-mail passed in. */
export const changePasswordPageSchema = z
  .object({ new_password: resetText, new_password_confirmation: resetText })
  .superRefine(resetRules(['new_password', 'new_password_confirmation']));
export type ChangePasswordPageValues = z.output<typeof changePasswordPageSchema>;

/** PUT /update-password: the change-password page's body (after a verified reset code). */
export const updatePasswordSchema = z
  .object({
    new_password: resetText,
    new_password_confirmation: resetText,
    email: emailText('validation.email.required', 'validation.email.invalid'),
  })
  .superRefine(resetRules(['new_password', 'new_password_confirmation']));
export type UpdatePasswordValues = z.output<typeof updatePasswordSchema>;

/** Seconds between two sends of a code to the same ticket (POST /resend-code, decision 172). */
export const RESEND_CODE_COOLDOWN_SECONDS = 60;
/**
 * POST /resend-code: a new code for the registration (`pending_user_id`) or the password reset
 * (`user_id`) a verify-code page is waiting on; exactly one of them.
 */
export const resendCodeSchema = z
  .object({ pending_user_id: ticket.optional(), user_id: ticket.optional() })
  .refine((body) => (body.pending_user_id === undefined) !== (body.user_id === undefined), {
    error: 'validation.verify.noId',
    path: ['pending_user_id'],
  });
