/**
 * What the verify page checks a code for, passed by the register and forgot pages in the router
 * state and in the query string (so a reload of /verify-code still knows it).
 */
export type VerifyTarget =
  | { kind: 'register'; pendingUserId: string; email: string }
  | { kind: 'reset'; userId: string; email: string }
  | { kind: 'none'; email: string };

type Link = { to: string; state: Record<string, string> };

export function verifyRegistrationLink(pendingUserId: string, email: string): Link {
  const query = new URLSearchParams({ pending_user_id: pendingUserId, email });
  return { to: `/verify-code?${query}`, state: { pending_user_id: pendingUserId, email } };
}

export function verifyResetLink(userId: string, email: string): Link {
  const query = new URLSearchParams({ user_id: userId, email });
  return { to: `/verify-code?${query}`, state: { user_id: userId, email } };
}

/** /change-password for the e-mail whose reset code was just verified. */
export function changePasswordLink(email: string): Link {
  return { to: `/change-password?${new URLSearchParams({ email })}`, state: { email } };
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function read(state: unknown, search: URLSearchParams, key: string): string {
  const fromState = state && typeof state === 'object' ? text((state as Record<string, unknown>)[key]) : '';
  return fromState || text(search.get(key));
}

export function readVerifyTarget(state: unknown, search: URLSearchParams): VerifyTarget {
  const email = read(state, search, 'email');
  const pendingUserId = read(state, search, 'pending_user_id');
  if (pendingUserId) return { kind: 'register', pendingUserId, email };
  const userId = read(state, search, 'user_id');
  if (userId) return { kind: 'reset', userId, email };
  return { kind: 'none', email };
}

/** The e-mail passed to /change-password. */
export function readEmail(state: unknown, search: URLSearchParams): string {
  return read(state, search, 'email');
}
