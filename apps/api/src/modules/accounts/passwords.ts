import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library defaults (19 MiB, 2 passes, 1 lane), which are OWASP's recommended minimum.
 * The algorithm is the library's default; it is stated in every PHC string ($argon2id$...).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when the e-mail is unknown, so that the answer time does not tell
 * which e-mails have an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('parashop-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
