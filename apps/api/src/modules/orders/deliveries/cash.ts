import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  ROLE_RIDER,
  cashNoteProblem,
  centimesToDecimalString,
  translateMessage,
  type CashCloseValues,
  type CashDay,
  type CashDayHistoryEntry,
  type Language,
} from '@parashop/shared';
import type { Database, Executor } from '../../../db/client';
import { deliveryRuns, deliveryStops, riderCashDays, riderCashEvents, users } from '../../../db/schema';
import { httpError, refusal } from '../../../lib/http-errors';
import { centimes } from './repository';

/**
 * The riders' cash (docs/decisions/240-riders-runs-and-cash.md). A cash day is a rider and a run date:
 * expected = the amounts collected on that day's delivered stops (always computed from the stops),
 * declared by the rider, counted by staff when they close the day. Every change is in its history.
 */

export const RIDER_NOT_FOUND = 'Rider not found.';

type Person = { id: number; fullName: string };
export type CashFilter = { from: string; to: string; riderId?: number | undefined };

/** Expected cash and delivered stops per rider and run date, for the runs matching `where`. */
async function expectedByDay(db: Executor, where: SQL) {
  return db
    .select({
      riderId: deliveryRuns.riderId,
      date: deliveryRuns.date,
      expected: sql<string>`coalesce(sum(${deliveryStops.collected}) filter (where ${deliveryStops.state} = 'delivered'), 0)::text`,
      delivered: sql<number>`(count(*) filter (where ${deliveryStops.state} = 'delivered'))::int`,
    })
    .from(deliveryRuns)
    .innerJoin(deliveryStops, eq(deliveryStops.runId, deliveryRuns.id))
    .where(and(sql`${deliveryRuns.status} <> 'draft'`, where))
    .groupBy(deliveryRuns.riderId, deliveryRuns.date);
}

const dayKey = (riderId: number, date: string) => `${riderId}|${date}`;

/** The cash days of the filter: every rider and day with a run handed over, or a declared/closed day. Newest day first. */
export async function cashDays(db: Executor, filter: CashFilter): Promise<CashDay[]> {
  const riderRuns = filter.riderId === undefined ? undefined : eq(deliveryRuns.riderId, filter.riderId);
  const riderDays = filter.riderId === undefined ? undefined : eq(riderCashDays.riderId, filter.riderId);
  const riderEvents = filter.riderId === undefined ? undefined : eq(riderCashEvents.riderId, filter.riderId);
  const [sums, days, events, riders] = await Promise.all([
    expectedByDay(
      db,
      and(gte(deliveryRuns.date, filter.from), lte(deliveryRuns.date, filter.to), riderRuns) as SQL,
    ),
    db
      .select()
      .from(riderCashDays)
      .where(and(gte(riderCashDays.date, filter.from), lte(riderCashDays.date, filter.to), riderDays)),
    db
      .select()
      .from(riderCashEvents)
      .where(and(gte(riderCashEvents.date, filter.from), lte(riderCashEvents.date, filter.to), riderEvents))
      .orderBy(asc(riderCashEvents.id)),
    db.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.roleId, ROLE_RIDER)),
  ]);
  const names = new Map(riders.map((rider) => [rider.id, rider.name]));
  const out = new Map<string, CashDay>();
  const dayOf = (riderId: number, date: string): CashDay => {
    const key = dayKey(riderId, date);
    let day = out.get(key);
    if (!day) {
      day = {
        rider: { id: riderId, name: names.get(riderId) ?? '' },
        date,
        expected: 0,
        delivered: 0,
        declared: null,
        counted: null,
        difference: null,
        note: null,
        closed_at: null,
        closed_by: null,
        history: [],
      };
      out.set(key, day);
    }
    return day;
  };
  for (const sum of sums) {
    const day = dayOf(sum.riderId, sum.date);
    day.expected = centimes(sum.expected) ?? 0;
    day.delivered = sum.delivered;
  }
  for (const row of days) {
    const day = dayOf(row.riderId, row.date);
    day.declared = centimes(row.declared);
    day.counted = centimes(row.counted);
    day.note = row.note;
    day.closed_at = row.closedAt?.toISOString() ?? null;
    day.closed_by = row.closedByName;
  }
  for (const event of events) {
    const entry: CashDayHistoryEntry = {
      at: event.createdAt.toISOString(),
      by: event.byName,
      what: event.what as CashDayHistoryEntry['what'],
      declared: centimes(event.declared),
      counted: centimes(event.counted),
      expected: centimes(event.expected),
      note: event.note,
    };
    dayOf(event.riderId, event.date).history.push(entry);
  }
  for (const day of out.values()) day.difference = day.counted === null ? null : day.counted - day.expected;
  return [...out.values()].sort(
    (a, b) =>
      b.date.localeCompare(a.date) || a.rider.name.localeCompare(b.rider.name) || a.rider.id - b.rider.id,
  );
}

async function oneDay(db: Executor, riderId: number, date: string): Promise<CashDay> {
  const [day] = await cashDays(db, { from: date, to: date, riderId });
  if (!day) throw new Error('the cash day was not found after its change');
  return day;
}

/** Creates the day's row if needed and locks it (closing and declaring wait for each other). */
async function lockDay(tx: Executor, riderId: number, date: string, now: Date) {
  await tx.insert(riderCashDays).values({ riderId, date, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(riderCashDays)
    .where(and(eq(riderCashDays.riderId, riderId), eq(riderCashDays.date, date)))
    .for('update');
  if (!row) throw new Error('the cash day row is missing');
  return row;
}

/** POST /rider/cash/{date}/declare: the rider says what they handed over; refused once staff closed the day. */
export async function declareCash(
  db: Database,
  rider: Person,
  date: string,
  declared: number,
  now: Date,
  lang: Language,
): Promise<CashDay> {
  await db.transaction(async (tx) => {
    const row = await lockDay(tx, rider.id, date, now);
    if (row.closedAt !== null) {
      throw refusal(409, translateMessage('errors.delivery.cashDayClosed', lang), {
        reason: 'cash_day_closed',
      });
    }
    const amount = centimesToDecimalString(declared);
    await tx
      .update(riderCashDays)
      .set({ declared: amount, declaredAt: now, updatedAt: now })
      .where(and(eq(riderCashDays.riderId, rider.id), eq(riderCashDays.date, date)));
    await tx.insert(riderCashEvents).values({
      riderId: rider.id,
      date,
      what: 'declared',
      byUserId: rider.id,
      byName: rider.fullName,
      declared: amount,
      createdAt: now,
    });
  });
  return oneDay(db, rider.id, date);
}

/**
 * POST /rider-cash/{riderId}/{date}/close: staff's count. A count that is not the expected amount
 * needs a note; closing a closed day again (the only way it changes) needs a note whatever the count,
 * and both are in the day's history.
 */
export async function closeCashDay(
  db: Database,
  staff: Person,
  riderId: number,
  date: string,
  input: CashCloseValues,
  now: Date,
  lang: Language,
): Promise<CashDay> {
  const [rider] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, riderId), eq(users.roleId, ROLE_RIDER)));
  if (!rider) throw httpError(404, RIDER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await lockDay(tx, riderId, date, now);
    const [sum] = await expectedByDay(
      tx,
      and(eq(deliveryRuns.riderId, riderId), eq(deliveryRuns.date, date)) as SQL,
    );
    const expected = centimes(sum?.expected ?? '0') ?? 0;
    const again = row.closedAt !== null;
    const problem =
      again && input.note === undefined
        ? 'validation.cash.reopenNoteRequired'
        : cashNoteProblem(input, expected);
    if (problem) {
      const message = translateMessage(problem, lang);
      throw httpError(422, message, { note: [message] });
    }
    const counted = centimesToDecimalString(input.counted);
    const expectedText = centimesToDecimalString(expected);
    await tx
      .update(riderCashDays)
      .set({
        counted,
        expectedAtClose: expectedText,
        note: input.note ?? null,
        closedAt: now,
        closedBy: staff.id,
        closedByName: staff.fullName,
        updatedAt: now,
      })
      .where(and(eq(riderCashDays.riderId, riderId), eq(riderCashDays.date, date)));
    await tx.insert(riderCashEvents).values({
      riderId,
      date,
      what: again ? 'reclosed' : 'closed',
      byUserId: staff.id,
      byName: staff.fullName,
      counted,
      expected: expectedText,
      note: input.note ?? null,
      createdAt: now,
    });
  });
  return oneDay(db, riderId, date);
}
