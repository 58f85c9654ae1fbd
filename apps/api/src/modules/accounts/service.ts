import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  ROLE_CUSTOMER,
  translateMessage,
  type Language,
} from '@parashop/shared';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/http-errors';
import { codeMatches, generateCode, generateTicket, hashCode } from './codes';
import { codeMail, type MailLanguage } from './mails';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';
import * as repo from './repository';
import type { UserRow, VerificationCodeRow } from './repository';

const TTL_MS = CODE_TTL_MINUTES * 60 * 1000;

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

export type AccountsDeps = {
  db: Database;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** Called with every code sent; prints it on the console when no SMTP server is configured. */
  onCodeSent?: (email: string, code: string) => void;
  now?: () => Date;
};

/** The language of a request: messages in `lang`, mails led by `mailLanguage`. */
export type RequestLanguages = { lang: Language; mailLanguage: MailLanguage };

/** E-mails are compared and stored lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function fieldError(status: number, field: string, message: string) {
  return httpError(status, message, { [field]: [message] });
}

export function createAccountsService(deps: AccountsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const expiry = () => new Date(now().getTime() + TTL_MS);

  async function sendCode(
    to: string,
    code: string,
    purpose: 'register' | 'reset',
    name: string | undefined,
    language: MailLanguage,
  ): Promise<void> {
    await deps.sendMail({ to, ...codeMail({ purpose, code, name, language }) });
    deps.onCodeSent?.(to, code);
  }

  /**
   * Checks a code and uses it up. Wrong codes count towards the limit (the 5th wrong try kills the
   * code, and the right code fails afterwards); dead, used, expired and unknown codes all fail alike.
   */
  async function useCode(
    row: VerificationCodeRow | undefined,
    code: string,
    lang: Language,
  ): Promise<VerificationCodeRow> {
    const invalid = () => fieldError(422, 'code', translateMessage('errors.codeInvalid', lang));
    if (!row || row.consumedAt || row.attempts >= CODE_MAX_ATTEMPTS || row.expiresAt <= now()) {
      throw invalid();
    }
    if (!(await codeMatches(row.codeHash, code))) {
      await repo.recordWrongAttempt(db, row.id, CODE_MAX_ATTEMPTS);
      throw invalid();
    }
    if (!(await repo.consumeCode(db, row.id, CODE_MAX_ATTEMPTS, now()))) throw invalid();
    return row;
  }

  return {
    /** Keeps the registration aside until the e-mailed code comes back; the role is always customer. */
    async register(
      input: { full_name: string; email: string; city?: string | undefined; password: string },
      { lang, mailLanguage }: RequestLanguages,
    ): Promise<{ pendingUserId: string; email: string }> {
      const email = normaliseEmail(input.email);
      if (await repo.emailTaken(db, email)) {
        throw fieldError(422, 'email', translateMessage('errors.emailTaken', lang));
      }
      const code = generateCode();
      const pendingUserId = generateTicket();
      const [passwordHash, codeHash] = await Promise.all([hashPassword(input.password), hashCode(code)]);
      const fullName = input.full_name.trim();
      await db.transaction(async (tx) => {
        await repo.deleteStalePendingRegistrations(tx, email, now());
        await repo.insertPendingRegistration(tx, {
          id: pendingUserId,
          fullName,
          email,
          city: (input.city ?? '').trim(),
          passwordHash,
          expiresAt: expiry(),
        });
        await repo.insertVerificationCode(tx, {
          id: generateTicket(),
          purpose: 'register',
          email,
          pendingRegistrationId: pendingUserId,
          userId: null,
          codeHash,
          expiresAt: expiry(),
        });
      });
      await sendCode(email, code, 'register', fullName, mailLanguage);
      return { pendingUserId, email };
    },

    /** The right code turns the pending registration into a customer account (not logged in). */
    async verifyEmail(input: { code: string; pending_user_id: string }, lang: Language): Promise<UserRow> {
      const row = await repo.findCodeForPendingRegistration(db, input.pending_user_id);
      await useCode(row, input.code, lang);
      const pending = await repo.findPendingRegistration(db, input.pending_user_id);
      if (!pending) throw fieldError(422, 'code', translateMessage('errors.codeInvalid', lang));
      const user = await db.transaction(async (tx) => {
        const created = await repo.insertUser(tx, {
          fullName: pending.fullName,
          email: pending.email,
          city: pending.city,
          passwordHash: pending.passwordHash,
          roleId: ROLE_CUSTOMER,
        });
        if (created) await repo.deletePendingRegistration(tx, pending.id);
        return created;
      });
      // Someone registered the same e-mail and verified first.
      if (!user) throw fieldError(422, 'email', translateMessage('errors.emailTaken', lang));
      return user;
    },

    /** The user for these credentials, or 422 on `email` (same answer for an unknown e-mail). */
    async authenticate(input: { email: string; password: string }, lang: Language): Promise<UserRow> {
      const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!user || !ok) throw fieldError(422, 'email', translateMessage('errors.invalidCredentials', lang));
      return user;
    },

    /**
     * Always answers with a fresh opaque ticket, whether or not the e-mail has an account; only a real
     * account gets a mail. The ticket of an unknown e-mail holds a code nobody knows, so verifying it
     * fails exactly like a wrong code.
     */
    async forgotPassword(
      input: { email: string },
      { mailLanguage }: RequestLanguages,
    ): Promise<{ ticket: string; email: string }> {
      const email = normaliseEmail(input.email);
      const user = await repo.findUserByEmail(db, email);
      const code = generateCode();
      const ticket = generateTicket();
      await repo.deleteExpiredResetCodes(db, now());
      await repo.insertVerificationCode(db, {
        id: ticket,
        purpose: 'reset',
        email,
        pendingRegistrationId: null,
        userId: user?.id ?? null,
        codeHash: await hashCode(code),
        expiresAt: expiry(),
      });
      if (user) await sendCode(email, code, 'reset', user.fullName, mailLanguage);
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
      await repo.insertResetGrant(db, { sessionId: await sessionId(), userId, expiresAt: expiry() });
      return { email: row.email };
    },

    /** Sets a new password with the grant of a verified reset code; signs the account out everywhere. */
    async resetPassword(
      input: { email: string; new_password: string },
      sessionId: string | null,
      lang: Language,
    ): Promise<void> {
      const forbidden = () => httpError(403, translateMessage('errors.resetNotAllowed', lang));
      if (!sessionId) throw forbidden();
      const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
      if (!user) throw forbidden();
      const passwordHash = await hashPassword(input.new_password);
      const done = await db.transaction(async (tx) => {
        if (!(await repo.useResetGrant(tx, sessionId, user.id, now()))) return false;
        await repo.updateUserPassword(tx, user.id, passwordHash);
        await repo.deleteUserSessions(tx, user.id);
        return true;
      });
      if (!done) throw forbidden();
    },

    /** Logged-in change: needs the current password; other browsers of this account are signed out. */
    async changePassword(
      userId: number,
      currentSessionId: string | null,
      input: { old_password: string; new_password: string },
      lang: Language,
    ): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (!user || !(await verifyPassword(user.passwordHash, input.old_password))) {
        throw fieldError(422, 'old_password', translateMessage('errors.currentPasswordWrong', lang));
      }
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await repo.updateUserPassword(tx, user.id, passwordHash);
        await repo.deleteUserSessions(tx, user.id, currentSessionId);
      });
    },

    /** Profile update; an e-mail used by another account is refused on `email`. */
    async updateProfile(
      userId: number,
      input: { full_name: string; email: string; city?: string | undefined },
      lang: Language,
    ): Promise<UserRow> {
      const email = normaliseEmail(input.email);
      const taken = () => fieldError(422, 'email', translateMessage('errors.emailTaken', lang));
      if (await repo.emailTaken(db, email, userId)) throw taken();
      try {
        const user = await repo.updateUserProfile(db, userId, {
          fullName: input.full_name.trim(),
          email,
          city: (input.city ?? '').trim(),
        });
        if (!user) throw httpError(401, translateMessage('errors.unauthenticated', lang));
        return user;
      } catch (error) {
        // The unique index decides a race between two accounts taking the same e-mail.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
