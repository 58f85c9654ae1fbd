import { ROLE_CUSTOMER, translateMessage, type Language } from '@parashop/shared';
import { generateCode, generateTicket, hashCode } from './codes';
import { fieldError, normaliseEmail, type AccountsContext, type RequestLanguages } from './context';
import { hashPassword } from './passwords';
import * as repo from './repository';
import type { UserRow } from './repository';

/** Registration: a pending account until the e-mailed code comes back. */
export function registrationService({ db, now, expiry, sendCode, useCode }: AccountsContext) {
  return {
    /** Keeps the registration aside until the e-mailed code comes back; the role is always customer. */
    async register(
      input: { full_name: string; email: string; city?: string | undefined; password: string },
      languages: RequestLanguages,
    ): Promise<{ pendingUserId: string; email: string }> {
      const { lang } = languages;
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
      // The mail server failed: the registration goes (its code with it), so nothing waits for a
      // code nobody received and the shopper can simply register again.
      await sendCode(email, code, 'register', fullName, languages, () =>
        repo.deletePendingRegistration(db, pendingUserId),
      );
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
  };
}
