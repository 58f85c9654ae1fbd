import { and, eq, ne } from 'drizzle-orm';
import {
  ROLE_RIDER,
  translateMessage,
  type Language,
  type Rider,
  type RiderCreateValues,
  type RiderUpdateValues,
} from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import { users } from '../../../db/schema';
import { httpError, type FieldErrors } from '../../../lib/http-errors';
import { pgErrorCode } from '../../../lib/pg-errors';
import { hash } from '@node-rs/argon2';
import { findRider, toRider } from './repository';
import { RIDER_NOT_FOUND } from './cash';

/** Riders, created and disabled by staff (docs/decisions/240-riders-runs-and-cash.md). */

/** Argon2id with the library's defaults: the hash the accounts' sign-in verifies, as for every account. */
function hashPassword(password: string): Promise<string> {
  return hash(password);
}

async function taken(
  db: Executor,
  field: 'phone' | 'email',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const column = field === 'phone' ? users.phone : users.email;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? eq(column, value) : and(eq(column, value), ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** 422 naming the phone and/or e-mail another account already has. */
async function checkFree(
  db: Executor,
  values: { phone?: string | undefined; email?: string | null | undefined },
  lang: Language,
  exceptId?: number,
): Promise<void> {
  const errors: FieldErrors = {};
  if (values.phone !== undefined && (await taken(db, 'phone', values.phone, exceptId)))
    errors.phone = [translateMessage('validation.rider.phoneTaken', lang)];
  if (values.email && (await taken(db, 'email', values.email, exceptId)))
    errors.email = [translateMessage('validation.rider.emailTaken', lang)];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw httpError(422, first, errors);
}

/** A unique index refused the write (two staff creating the same rider at once): the same 422. */
async function uniqueRefusal(
  db: Executor,
  error: unknown,
  values: Parameters<typeof checkFree>[1],
  lang: Language,
  exceptId?: number,
): Promise<never> {
  if (pgErrorCode(error) !== '23505') throw error;
  await checkFree(db, values, lang, exceptId);
  throw error;
}

export async function createRider(
  db: Database,
  input: RiderCreateValues,
  now: Date,
  lang: Language,
): Promise<Rider> {
  await checkFree(db, input, lang);
  try {
    const [row] = await db
      .insert(users)
      .values({
        fullName: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        city: 'Dakhla',
        roleId: ROLE_RIDER,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the rider was not stored');
    return toRider(row);
  } catch (error) {
    return uniqueRefusal(db, error, input, lang);
  }
}

/**
 * PATCH /riders/{id}. Disabling ends the rider's sessions at once (the session plugin also reads a
 * disabled account as a guest, so a request already under way is refused too).
 */
export async function updateRider(
  db: Database,
  id: number,
  input: RiderUpdateValues,
  now: Date,
  lang: Language,
  endSessions: (userId: number) => Promise<void>,
): Promise<Rider> {
  const current = await findRider(db, id);
  if (!current) throw httpError(404, RIDER_NOT_FOUND);
  await checkFree(db, input, lang, id);
  const values: Partial<typeof users.$inferInsert> = { updatedAt: now };
  if (input.name !== undefined) values.fullName = input.name;
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.email !== undefined) values.email = input.email;
  if (input.password !== undefined) values.passwordHash = await hashPassword(input.password);
  if (input.disabled !== undefined) values.disabledAt = input.disabled ? (current.disabledAt ?? now) : null;
  try {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    if (!row) throw httpError(404, RIDER_NOT_FOUND);
    if (input.disabled === true || input.password !== undefined) await endSessions(id);
    return toRider(row);
  } catch (error) {
    return uniqueRefusal(db, error, input, lang, id);
  }
}
