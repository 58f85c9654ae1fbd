import { translateMessage, type Language } from '@parashop/shared';
import { httpError } from '../../lib/http-errors';
import { generateCode, generateTicket, hashCode } from './codes';
import { fieldError, normaliseEmail, type AccountsContext, type RequestLanguages } from './context';
import { hashPassword } from './passwords';
import * as repo from './repository';

/** Password reset: an e-mailed code, then a grant bound to the browser session that verified it. */
export function passwordResetService({ db, now, expiry, sendCode, useCode }: AccountsContext) {
  return {
    /**
     * Always answers with a fresh opaque ticket, whether or not the e-mail has an account; only a real
     * account gets a mail. The ticket of an unknown e-mail holds a code nobody knows, so verifying it
     * fails exactly like a wrong code.
     */
    async forgotPassword(
      input: { email: string },
      languages: RequestLanguages,
    ): Promise<{ ticket: string; email: string }> {
      const email = normaliseEmail(input.email);
      const user = await repo.findUserByEmail(db, email);
      const code = generateCode();
      const ticket = generateTicket();
      await repo.deleteExpiredResetCodes(db, now());
      // One live ticket per account: asking again ends the earlier codes, and the grants they gave.
      await repo.deleteResetCodesFor(db, email);
      if (user) await repo.endResetGrants(db, user.id);
      await repo.insertVerificationCode(db, {
        id: ticket,
        purpose: 'reset',
        email,
        pendingRegistrationId: null,
        userId: user?.id ?? null,
        codeHash: await hashCode(code),
        expiresAt: expiry(),
      });
      // The mail server failed: the ticket goes too (503; the earlier ones ended above), so no code
      // lives that nobody received. Only real accounts get a mail, so only they can see this 503:
      // during a mail outage it tells that an address has an account, as registration's
      // "already registered" always does (decision 111).
      if (user) {
        await sendCode(email, code, 'reset', user.fullName, languages, () =>
          repo.deleteResetCodesFor(db, email),
        );
      }
      return { ticket, email };
    },

    /**
     * The right code gives the browser session the right to set this account's password once within
     * 15 minutes. `sessionId` is asked for only then, so wrong codes create no session.
     */
    async verifyResetCode(
      input: { code: string; user_id: string },
      sessionId: () => Promise<string>,
      lang: Language,
    ): Promise<{ email: string }> {
      const row = await repo.findCodeById(db, input.user_id, 'reset');
      await useCode(row, input.code, lang);
      // useCode accepted it, so the row exists; an unknown e-mail's ticket can never get here.
      const userId = row?.userId;
      if (!row || userId === null || userId === undefined) {
        throw fieldError(422, 'code', translateMessage('errors.codeInvalid', lang));
      }
      // The ticket is bound to the address it was sent to: once the account's e-mail changed, its code
      // grants nothing (the change ended it too; this covers a change made while it was being checked).
      const granted = await repo.insertResetGrant(db, {
        sessionId: await sessionId(),
        userId,
        email: row.email,
        expiresAt: expiry(),
      });
      if (!granted) throw fieldError(422, 'code', translateMessage('errors.codeInvalid', lang));
      return { email: row.email };
    },

    /**
     * Sets a new password with the grant of a verified reset code; signs the account out everywhere.
     * The grant is checked before any hashing, in one query whatever the e-mail, so the answer's timing
     * tells nothing about which e-mails have an account.
     */
    async resetPassword(
      input: { email: string; new_password: string },
      sessionId: string | null,
      lang: Language,
    ): Promise<void> {
      const forbidden = () => httpError(403, translateMessage('errors.resetNotAllowed', lang));
      if (!sessionId) throw forbidden();
      const user = await repo.findGrantedUser(db, sessionId, normaliseEmail(input.email), now());
      if (!user) throw forbidden();
      const passwordHash = await hashPassword(input.new_password);
      const done = await db.transaction(async (tx) => {
        if (!(await repo.useResetGrant(tx, sessionId, user.id, now()))) return false;
        // Also ends every reset ticket and grant of the account (no second reset).
        await repo.updateUserPassword(tx, user.id, passwordHash);
        await repo.deleteUserSessions(tx, user.id);
        return true;
      });
      if (!done) throw forbidden();
    },
  };
}
