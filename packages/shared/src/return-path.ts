/**
 * The `next` parameter of /login (docs/decisions/210-admin-for-guests-goes-to-sign-in.md): where a
 * visitor sent to sign in goes back afterwards. Only a path of this site is taken, never another
 * origin: `//host`, `/\host`, `https://…`, `javascript:` and anything with control characters are
 * refused (null), as are the sign-in pages themselves (no loop).
 */
const BASE = 'https://parashop.invalid';
const NO_RETURN = ['/login', '/register', '/verify-code', '/verify-gmail'];
const MAX_LENGTH = 2000;

export function safeReturnPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return null;
  // A same-site path starts with one slash; a second slash or a backslash would name another host.
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Control characters and spaces: browsers drop some of them, which could turn '/\t/host' into '//host'.
  if ([...next].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (NO_RETURN.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with the page to come back to (the address the visitor asked for, when it is a path of this site). */
export function loginPathFor(returnTo: string): string {
  const next = safeReturnPath(returnTo);
  return next === null || next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
