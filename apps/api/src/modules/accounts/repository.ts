import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ROLE_RIDER } from '@parashop/shared/constants';
import type { Executor } from '../../db/client';
import {
  codeCheckFailures,
  orders,
  passwordResetGrants,
  pendingRegistrations,
  sessions,
  users,
  verificationCodes,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type CodePurpose = 'register' | 'reset' | 'email_change';

// ---------------------------------------------------------------- users

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** A rider by their phone (0XXXXXXXXX): the only accounts that sign in with a phone (decision 240). */
export async function findRiderByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.roleId, ROLE_RIDER)))
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Another account already uses this e-mail (the account itself excluded when given). */
export async function emailTaken(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const condition =
    exceptUserId === undefined
      ? eq(users.email, email)
      : and(eq(users.email, email), ne(users.id, exceptUserId));
  const [row] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return row !== undefined;
}

export type NewUser = { fullName: string; email: string; city: string; passwordHash: string; roleId: 1 | 2 };

/** Undefined when the e-mail was taken in the meantime (unique index). */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** A new password ends every open reset ticket and grant of the account (review finding 26.2). */
export async function updateUserPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (row) await endResets(db, userId, row.email === null ? [] : [row.email]);
}

export type ProfileChanges = { fullName: string; email: string; city: string };

export async function updateUserEmail(
  db: Executor,
  userId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ email }).where(eq(users.id, userId)).returning();
  // A reset code mailed to the old address must not set the password of the account at its new one
  // (review finding 26.2): a change of e-mail ends every open reset ticket and grant of the account,
  // and any ticket asked for the new address before it had an account.
  if (row) await endResets(db, userId, [email]);
  return row;
}

export async function updateUserProfile(
  db: Executor,
  userId: number,
  changes: ProfileChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

// ---------------------------------------------------------------- pending registrations

export type NewPendingRegistration = {
  id: string;
  fullName: string;
  email: string;
  city: string;
  passwordHash: string;
  expiresAt: Date;
};

export async function insertPendingRegistration(
  db: Executor,
  pending: NewPendingRegistration,
): Promise<void> {
  await db.insert(pendingRegistrations).values(pending);
}

export async function findPendingRegistration(
  db: Executor,
  id: string,
): Promise<PendingRegistrationRow | undefined> {
  const [row] = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, id)).limit(1);
  return row;
}

/** Removes a registration and, by cascade, its codes. */
export async function deletePendingRegistration(db: Executor, id: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
}

/** Earlier attempts for the same e-mail and long-dead ones go, so only the newest code can succeed. */
export async function deleteStalePendingRegistrations(db: Executor, email: string, now: Date): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
}

// ---------------------------------------------------------------- verification codes

export type NewVerificationCode = {
  id: string;
  purpose: CodePurpose;
  email: string;
  pendingRegistrationId: string | null;
  userId: number | null;
  codeHash: string;
  expiresAt: Date;
};

export async function insertVerificationCode(db: Executor, code: NewVerificationCode): Promise<void> {
  await db.insert(verificationCodes).values(code);
}

export async function findCodeById(
  db: Executor,
  id: string,
  purpose: CodePurpose,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, id), eq(verificationCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** A registration's codes give way to a new one (resend), which lives as long as the registration. */
export async function replaceRegistrationCode(
  db: Executor,
  code: {
    id: string;
    pendingRegistrationId: string;
    email: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(eq(verificationCodes.pendingRegistrationId, code.pendingRegistrationId));
    await tx.insert(verificationCodes).values({ purpose: 'register', userId: null, ...code });
    await tx
      .update(pendingRegistrations)
      .set({ expiresAt: code.expiresAt })
      .where(eq(pendingRegistrations.id, code.pendingRegistrationId));
  });
}

/** A new code under the same ticket: the wrong tries start again. */
export async function renewCode(
  db: Executor,
  id: string,
  code: { codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ ...code, attempts: 0 })
    .where(eq(verificationCodes.id, id));
}

export async function deleteVerificationCode(db: Executor, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** Dead reset tickets serve nothing; they go whenever a new one is made. */
export async function deleteExpiredResetCodes(db: Executor, now: Date): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.purpose, 'reset'), lt(verificationCodes.expiresAt, now)));
}

/** The newest code of a pending registration (pending_user_id names the registration). */
export async function findCodeForPendingRegistration(
  db: Executor,
  pendingRegistrationId: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.pendingRegistrationId, pendingRegistrationId),
        eq(verificationCodes.purpose, 'register'),
      ),
    )
    .orderBy(sql`${verificationCodes.createdAt} desc`)
    .limit(1);
  return row;
}

/**
 * Counts one wrong try, atomically, and answers how many tries the code has now (undefined when the
 * code was already dead or used: concurrent wrong tries can never push it past the limit unnoticed).
 */
export async function recordWrongAttempt(
  db: Executor,
  codeId: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts;
}

/**
 * Marks a live code as used. False when it was used, killed or expired in the meantime, so that two
 * simultaneous right answers cannot both succeed.
 */
export async function consumeCode(
  db: Executor,
  codeId: string,
  maxAttempts: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxAttempts),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** The newest e-mail change code of a user (its `email` is the new address). */
export async function findEmailChangeCode(
  db: Executor,
  userId: number,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'email_change')))
    .orderBy(sql`${verificationCodes.createdAt} desc`)
    .limit(1);
  return row;
}

/** One pending e-mail change per account: a new request, or the change itself, ends the others. */
export async function deleteEmailChangeCodes(db: Executor, userId: number): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'email_change')));
}

/** A new reset code ends the account's earlier ones: one live reset ticket per account. */
export async function deleteResetCodesFor(db: Executor, email: string): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.purpose, 'reset'), eq(verificationCodes.email, email)));
}

/** The wrong code checks counted for this account on `day` (YYYY-MM-DD, UTC). */
export async function codeCheckFailuresOn(db: Executor, email: string, day: string): Promise<number> {
  const [row] = await db
    .select({ failures: codeCheckFailures.failures })
    .from(codeCheckFailures)
    .where(and(eq(codeCheckFailures.email, email), eq(codeCheckFailures.day, day)));
  return row?.failures ?? 0;
}

export async function recordCodeCheckFailure(db: Executor, email: string, day: string): Promise<void> {
  await db
    .insert(codeCheckFailures)
    .values({ email, day, failures: 1 })
    .onConflictDoUpdate({
      target: [codeCheckFailures.email, codeCheckFailures.day],
      set: { failures: sql`${codeCheckFailures.failures} + 1` },
    });
}

// ---------------------------------------------------------------- password-reset grants

/**
 * Ends every reset ticket and grant of the account (and the tickets of `emails`): after a finished
 * reset (no second reset), a password change and an e-mail change.
 */
export async function endResets(db: Executor, userId: number, emails: string[]): Promise<void> {
  await endResetGrants(db, userId);
  await db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, 'reset'),
        or(eq(verificationCodes.userId, userId), inArray(verificationCodes.email, emails)),
      ),
    );
}

/** A newer forgot-password ends the grants an earlier code gave: only the newest ticket counts. */
export async function endResetGrants(db: Executor, userId: number): Promise<void> {
  await db.delete(passwordResetGrants).where(eq(passwordResetGrants.userId, userId));
}

/**
 * Gives `sessionId` the reset grant of a verified ticket, only while the account's e-mail is still the
 * address the code was sent to (a ticket is bound to its address). The user row is locked, so an e-mail
 * change running at the same time either comes first (no grant) or ends the grant it finds after.
 * False when the e-mail no longer matches.
 */
export async function insertResetGrant(
  db: Executor,
  grant: { sessionId: string; userId: number; email: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, grant.userId), eq(users.email, grant.email)))
      .for('update');
    if (!owner) return false;
    await tx.insert(passwordResetGrants).values({
      sessionId: grant.sessionId,
      userId: grant.userId,
      expiresAt: grant.expiresAt,
    });
    return true;
  });
}

/**
 * The account this session holds a live reset grant for, when its e-mail is `email`: one query, the
 * same work whether the e-mail has an account or not.
 */
export async function findGrantedUser(
  db: Executor,
  sessionId: string,
  email: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetGrants)
    .innerJoin(users, eq(users.id, passwordResetGrants.userId))
    .where(
      and(
        eq(passwordResetGrants.sessionId, sessionId),
        eq(users.email, email),
        isNull(passwordResetGrants.usedAt),
        gt(passwordResetGrants.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.user;
}

/**
 * Uses this session's live grant for this user, atomically (a grant works once). False when there is
 * none: never granted, granted to another e-mail, expired, or already used.
 */
export async function useResetGrant(
  db: Executor,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(passwordResetGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetGrants.sessionId, sessionId),
        eq(passwordResetGrants.userId, userId),
        isNull(passwordResetGrants.usedAt),
        gt(passwordResetGrants.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetGrants.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- sessions

/** After a password change, every other browser signed in as this user is signed out. */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  exceptSessionId?: string | null,
): Promise<void> {
  const condition = exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

/**
 * The guest orders this browser placed (its device cookie, or the session it had before signing in)
 * join the account signed into there (issue 25, item 9; decision 201). Never by a typed name or phone.
 * Returns how many joined.
 */
export async function attachGuestOrders(
  db: Executor,
  userId: number,
  browser: { device: string | null; session: string | null },
): Promise<number> {
  const keys = [
    ...(browser.device ? [eq(orders.clientDevice, browser.device)] : []),
    ...(browser.session ? [eq(orders.clientSession, browser.session)] : []),
  ];
  if (keys.length === 0) return 0;
  const rows = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), or(...keys)))
    .returning({ id: orders.id });
  return rows.length;
}
