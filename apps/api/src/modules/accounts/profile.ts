import { GMAIL_PATTERN, translateMessage, type Language } from '@parashop/shared';
import { httpError } from '../../lib/http-errors';
import { FORBIDDEN_MESSAGE } from '../../plugins/session';
import { pgErrorCode } from '../../lib/pg-errors';
import { generateCode, generateTicket, hashCode } from './codes';
import { fieldError, normaliseEmail, type AccountsContext, type RequestLanguages } from './context';
import { emailChangeNotice } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';
import type { UserRow } from './repository';

/** The signed-in user's own account: password change and profile. */
export function profileService({ db, expiry, sendCode, mailOrUndo, useCode }: AccountsContext) {
  return {
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
        // Also ends every open reset ticket and grant of the account.
        await repo.updateUserPassword(tx, user.id, passwordHash);
        await repo.deleteUserSessions(tx, user.id, currentSessionId);
      });
    },

    /**
     * Profile update. Name and city change at once. A new e-mail needs the current password and the
     * registration's rule (Gmail), and only replaces the old one once the code mailed to it comes back
     * (`confirmEmailChange`); the old address is told. An e-mail used by another account is refused.
     */
    async updateProfile(
      userId: number,
      input: {
        full_name: string;
        email: string;
        city?: string | undefined;
        current_password?: string | undefined;
      },
      languages: RequestLanguages,
    ): Promise<{ user: UserRow; pendingEmail: string | null }> {
      const { lang, mailLanguage } = languages;
      const current = await repo.findUserById(db, userId);
      if (!current) throw httpError(401, translateMessage('errors.unauthenticated', lang));
      // Riders (the only accounts without an e-mail) are managed by staff: the profile is not theirs.
      if (current.email === null) throw httpError(403, FORBIDDEN_MESSAGE);
      const email = normaliseEmail(input.email);
      const taken = () => fieldError(422, 'email', translateMessage('errors.emailTaken', lang));
      const changing = email !== current.email;
      if (changing) {
        if (!input.current_password) {
          throw fieldError(
            422,
            'current_password',
            translateMessage('validation.password.currentRequired', lang),
          );
        }
        if (!(await verifyPassword(current.passwordHash, input.current_password))) {
          throw fieldError(422, 'current_password', translateMessage('errors.currentPasswordWrong', lang));
        }
        if (!GMAIL_PATTERN.test(email) || email.length > 254) {
          throw fieldError(422, 'email', translateMessage('validation.email.gmail', lang));
        }
        if (await repo.emailTaken(db, email, userId)) throw taken();
      }
      const user = await repo.updateUserProfile(db, userId, {
        fullName: input.full_name.trim(),
        email: current.email,
        city: (input.city ?? '').trim(),
      });
      if (!user) throw httpError(401, translateMessage('errors.unauthenticated', lang));
      if (!changing) return { user, pendingEmail: null };

      const code = generateCode();
      await db.transaction(async (tx) => {
        await repo.deleteEmailChangeCodes(tx, userId);
        await repo.insertVerificationCode(tx, {
          id: generateTicket(),
          purpose: 'email_change',
          email,
          pendingRegistrationId: null,
          userId,
          codeHash: await hashCode(code),
          expiresAt: expiry(),
        });
      });
      // Either mail failing ends the request for the new address (503): the old address must hear of
      // every change that can happen. Name and city, saved above, stay saved.
      const undo = () => repo.deleteEmailChangeCodes(db, userId);
      await sendCode(email, code, 'email_change', user.fullName, languages, undo);
      await mailOrUndo(
        {
          to: current.email,
          ...emailChangeNotice({ name: user.fullName, newEmail: email, language: mailLanguage }),
        },
        undo,
        lang,
      );
      return { user, pendingEmail: email };
    },

    /** The code mailed to the new address: the e-mail changes now (422 on `code` otherwise). */
    async confirmEmailChange(userId: number, input: { code: string }, lang: Language): Promise<UserRow> {
      const row = await useCode(await repo.findEmailChangeCode(db, userId), input.code, lang);
      const taken = () => fieldError(422, 'email', translateMessage('errors.emailTaken', lang));
      if (await repo.emailTaken(db, row.email, userId)) throw taken();
      try {
        const user = await db.transaction(async (tx) => {
          // Also ends every open reset ticket and grant of the account.
          const updated = await repo.updateUserEmail(tx, userId, row.email);
          await repo.deleteEmailChangeCodes(tx, userId);
          return updated;
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

function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}
