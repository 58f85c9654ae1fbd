import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { ROLE_ADMIN } from '@parashop/shared';
import type { Database } from '../client';
import { users } from '../schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@parashop.local';

export type AdminAccount = {
  email: string;
  /** Only when it was generated here (to print once); null when it came from ADMIN_PASSWORD. */
  generatedPassword: string | null;
};

/** 24 characters from 18 random bytes (144 bits): strong, and safe to copy from a terminal. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.roleId, ROLE_ADMIN)).limit(1);
  return row !== undefined;
}

/**
 * Creates an admin from ADMIN_EMAIL / ADMIN_PASSWORD (generating a strong password when none is given).
 * Refuses an e-mail that already belongs to an account rather than taking that account over.
 */
export async function createAdmin(
  db: Database,
  options: { email?: string | undefined; password?: string | undefined; fullName?: string },
): Promise<AdminAccount> {
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    throw new Error(
      `An account with the e-mail ${email} already exists: set ADMIN_EMAIL to another address.`,
    );
  }
  const generatedPassword = options.password ? null : generatePassword();
  const password = options.password ?? (generatedPassword as string);
  await db.insert(users).values({
    fullName: options.fullName ?? 'Administrator',
    email,
    city: '',
    roleId: ROLE_ADMIN,
    passwordHash: await hash(password),
  });
  return { email, generatedPassword };
}

/** The console notice for a new admin; the generated password is shown this once and never stored in clear. */
export function adminNotice(account: AdminAccount): string {
  const lines = [
    'Parashop admin account created',
    `  E-mail:   ${account.email}`,
    account.generatedPassword
      ? `  Password: ${account.generatedPassword}`
      : '  Password: the one given in ADMIN_PASSWORD',
  ];
  if (account.generatedPassword) lines.push('', 'This password is shown only once: keep it somewhere safe.');
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '='.repeat(width);
  return ['', rule, ...lines.map((line) => (line ? `  ${line}` : '')), rule, ''].join('\n');
}

/** At start-up: when no admin exists, create one and return the notice to print (else null). */
export async function ensureFirstAdmin(
  db: Database,
  config: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<string | null> {
  if (await hasAdmin(db)) return null;
  const account = await createAdmin(db, { email: config.adminEmail, password: config.adminPassword });
  return adminNotice(account);
}
