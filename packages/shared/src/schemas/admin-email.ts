import { z } from 'zod';
import { emailText, requiredText } from './fields';

/** The customers page's send-email modal (simulated: no call is made). */
export const adminEmailSchema = z.object({
  recipient: emailText('validation.adminEmail.recipientRequired', 'validation.adminEmail.recipientInvalid'),
  subject: requiredText({
    required: 'validation.adminEmail.subjectRequired',
    max: [200, 'validation.textTooLong'],
  }),
  message: requiredText({
    required: 'validation.adminEmail.messageRequired',
    max: [5000, 'validation.textTooLong'],
  }),
});
export type AdminEmailValues = z.output<typeof adminEmailSchema>;
