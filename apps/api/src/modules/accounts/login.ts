import { translateMessage, type Language } from '@parashop/shared';
import { fieldError, normaliseEmail, type AccountsContext } from './context';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import * as repo from './repository';
import type { UserRow } from './repository';

/** Sign-in: the account for a pair of credentials (sessions are the session plugin's). */
export function loginService({ db }: AccountsContext) {
  return {
    /** The user for these credentials, or 422 on `email` (same answer for an unknown e-mail). */
    async authenticate(input: { email: string; password: string }, lang: Language): Promise<UserRow> {
      const user = await repo.findUserByEmail(db, normaliseEmail(input.email));
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!user || !ok) throw fieldError(422, 'email', translateMessage('errors.invalidCredentials', lang));
      return user;
    },
  };
}
