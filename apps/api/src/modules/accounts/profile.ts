import { translateMessage, type Language } from '@parashop/shared';
import { httpError } from '../../lib/http-errors';
import { pgErrorCode } from '../../lib/pg-errors';
import { fieldError, normaliseEmail, type AccountsContext } from './context';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repository';
import type { UserRow } from './repository';

/** The signed-in user's own account: password change and profile. */
export function profileService({ db }: AccountsContext) {
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

function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}
