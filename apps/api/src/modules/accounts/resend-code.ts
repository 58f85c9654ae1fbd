import { RESEND_CODE_COOLDOWN_SECONDS } from '@parashop/shared';
import { generateCode, generateTicket, hashCode } from './codes';
import type { AccountsContext, RequestLanguages } from './context';
import * as repo from './repository';

/**
 * "Resend code" on the verify-code page (decision 172): a new code for the registration or the reset
 * the page waits on, under the same ticket, the earlier code ended. The answer is the same whether or
 * not the ticket leads to anyone: a reset ticket of an unknown e-mail gets its code replaced like any
 * other (and the same cooldown) but no mail, so nothing tells that an address has no account.
 * Within RESEND_CODE_COOLDOWN_SECONDS of the last code of a ticket: `wait` seconds, nothing sent.
 */
export type ResendOutcome = { sent: true } | { sent: false; wait: number };

export function resendCodeService({ db, now, expiry, sendCode }: AccountsContext) {
  const waitAfter = (createdAt: Date): number =>
    Math.ceil((createdAt.getTime() + RESEND_CODE_COOLDOWN_SECONDS * 1000 - now().getTime()) / 1000);

  return {
    async resendCode(
      input: { pending_user_id?: string | undefined; user_id?: string | undefined },
      languages: RequestLanguages,
    ): Promise<ResendOutcome> {
      const current = now();
      if (input.pending_user_id !== undefined) {
        const pending = await repo.findPendingRegistration(db, input.pending_user_id);
        // An unknown or expired registration names no account: the same answer, nothing to send.
        if (!pending || pending.expiresAt <= current) return { sent: true };
        const last = await repo.findCodeForPendingRegistration(db, pending.id);
        if (last && waitAfter(last.createdAt) > 0) return { sent: false, wait: waitAfter(last.createdAt) };
        const code = generateCode();
        const ticket = generateTicket();
        await repo.replaceRegistrationCode(db, {
          id: ticket,
          pendingRegistrationId: pending.id,
          email: pending.email,
          codeHash: await hashCode(code),
          createdAt: current,
          expiresAt: expiry(),
        });
        await sendCode(pending.email, code, 'register', pending.fullName, languages, () =>
          repo.deleteVerificationCode(db, ticket),
        );
        return { sent: true };
      }

      const row = input.user_id ? await repo.findCodeById(db, input.user_id, 'reset') : undefined;
      if (!row || row.consumedAt || row.expiresAt <= current) return { sent: true };
      if (waitAfter(row.createdAt) > 0) return { sent: false, wait: waitAfter(row.createdAt) };
      const code = generateCode();
      await repo.renewCode(db, row.id, {
        codeHash: await hashCode(code),
        createdAt: current,
        expiresAt: expiry(),
      });
      const user = row.userId === null ? undefined : await repo.findUserById(db, row.userId);
      if (user?.email) {
        await sendCode(user.email, code, 'reset', user.fullName, languages, () =>
          repo.deleteVerificationCode(db, row.id),
        );
      }
      return { sent: true };
    },
  };
}
