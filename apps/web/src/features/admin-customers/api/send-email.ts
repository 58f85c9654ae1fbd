import { SIMULATED_EMAIL_DELAY_MS } from '@parashop/shared/constants';
import type { AdminEmailValues } from '@parashop/shared/schemas/admin-email';

export type EmailSender = (email: AdminEmailValues) => Promise<void>;

/**
 * The send-email action is simulated (SPEC sections 2 and 7): it waits 1.5 s and reports success,
 * making no call. Kept behind this one function so a real endpoint can replace it.
 */
export const simulateSendEmail: EmailSender = (_email) =>
  new Promise((resolve) => setTimeout(resolve, SIMULATED_EMAIL_DELAY_MS));
