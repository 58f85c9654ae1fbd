import { Readable } from 'node:stream';
import { and, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMERS_WEEK_START,
  formatPhone,
  phoneSearchPatterns,
  ROLE_CUSTOMER,
  dateInZone,
  fromCentimes,
  startOfPeriod,
  toCentimes,
  type Customer,
  type CustomerListFilters,
  type CustomerPage,
  type Language,
} from '@parashop/shared';
import type { Executor } from '../../db/client';
import { orders, users } from '../../db/schema';
import { CSV_BOM, csvAmount, csvAttachment, csvDateTime, csvFormat, csvRow } from '../../lib/csv';
import { CUSTOMER_CSV_HEADERS } from '../../lib/csv-texts';

/** `%`, `_` and `\` typed in a search are letters, not LIKE wildcards. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The customers screen's search on the server: name, e-mail, city (accents and case ignored) or the
 * phone of one of their orders (digits typed with spaces or dashes still match). Each test has a
 * trigram index (migration 0011).
 */
function customerSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeEscape(q)}%`;
  const tests: SQL[] = [
    sql`parashop_search_text(${users.fullName}) like parashop_search_text(${pattern})`,
    sql`parashop_search_text(${users.email}) like parashop_search_text(${pattern})`,
    sql`parashop_search_text(${users.city}) like parashop_search_text(${pattern})`,
  ];
  const patterns = phoneSearchPatterns(q);
  if (patterns === null) return or(...tests);
  // With the phone of their orders: one id list, each part on its own trigram index. An OR of the text
  // tests with a subquery made PostgreSQL test every customer one by one (a scan of the whole table).
  const parts = [
    ...tests.map((test) => sql`select ${users.id} from ${users} where ${test}`),
    ...patterns.map(
      (digits) =>
        sql`select o.user_id from ${orders} o where regexp_replace(o.phone_number, '\\D', '', 'g') like ${`%${digits}%`}`,
    ),
  ];
  return sql`${users.id} in (${sql.join(parts, sql` union all `)})`;
}

/** Registered customers under the screen's filters; "this week" starts on Monday in the shop's zone. */
export function customerFilter(filters: CustomerListFilters, now: Date, timeZone: string): SQL | undefined {
  const from = startOfPeriod(filters.joined, now, timeZone, CUSTOMERS_WEEK_START);
  return and(
    eq(users.roleId, ROLE_CUSTOMER),
    from ? gte(users.createdAt, from) : undefined,
    customerSearch(filters.q),
  );
}

const newestFirst = [desc(users.createdAt), desc(users.id)];

type UserRow = { id: number; name: string; email: string; city: string; joinedAt: Date };

/** The order figures of some customers, as GET /customers gives them. */
async function withFigures(db: Executor, rows: readonly UserRow[]): Promise<Customer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [figures, phones] = await Promise.all([
    db
      .select({
        userId: orders.userId,
        totalOrders: sql<number>`count(*)::int`,
        deliveredOrders: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`,
        deliveredTotal: sql<string>`(coalesce(sum(${orders.totalOrder}) filter (where ${orders.status} = 'delivered'), 0))::text`,
        lastOrder: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
      })
      .from(orders)
      .where(inArray(orders.userId, ids))
      .groupBy(orders.userId),
    db
      .selectDistinctOn([orders.userId], { userId: orders.userId, phone: orders.phoneNumber })
      .from(orders)
      .where(and(isNotNull(orders.userId), inArray(orders.userId, ids)))
      .orderBy(orders.userId, desc(orders.createdAt), desc(orders.id)),
  ]);
  const figuresOf = new Map(figures.map((row) => [row.userId, row]));
  const phoneOf = new Map(phones.map((row) => [row.userId, row.phone]));
  return rows.map((row) => {
    const figure = figuresOf.get(row.id);
    const spent = toCentimes(figure?.deliveredTotal ?? '0');
    const delivered = figure?.deliveredOrders ?? 0;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: phoneOf.get(row.id) ?? null,
      city: row.city,
      total_orders: figure?.totalOrders ?? 0,
      total_spent: fromCentimes(spent),
      average_spent: delivered === 0 ? 0 : fromCentimes(Math.round(spent / delivered)),
      joined_at: row.joinedAt.toISOString(),
      last_order: figure?.lastOrder ? new Date(figure.lastOrder).toISOString() : null,
    };
  });
}

const userColumns = {
  id: users.id,
  name: users.fullName,
  // Customers always have an e-mail (users_email_check); only riders may have none.
  email: sql<string>`coalesce(${users.email}, '')`,
  city: users.city,
  joinedAt: users.createdAt,
};

/** Customers under the filters, newest first, with their figures (the unpaged form with filters). */
export async function filteredCustomers(db: Executor, where: SQL | undefined): Promise<Customer[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(...newestFirst);
  return withFigures(db, rows);
}

/** One page of the customers screen, its total under the filters and the count card (every customer). */
export async function customerPage(
  db: Executor,
  filters: CustomerListFilters,
  paging: { page: number; perPage: number },
  now: Date,
  timeZone: string,
): Promise<CustomerPage> {
  const where = customerFilter(filters, now, timeZone);
  const offset = (paging.page - 1) * paging.perPage;
  // Past the first page the skipped customers are counted in the index alone, only the page is read.
  const page = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(paging.perPage)
    .offset(offset);
  const [rows, [matching], [all]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(offset === 0 ? where : inArray(users.id, page))
      .orderBy(...newestFirst)
      .limit(paging.perPage),
    db.select({ total: count() }).from(users).where(where),
    db.select({ total: count() }).from(users).where(eq(users.roleId, ROLE_CUSTOMER)),
  ]);
  return {
    data: await withFigures(db, rows),
    total: matching?.total ?? 0,
    page: paging.page,
    per_page: paging.perPage,
    stats: { total: all?.total ?? 0 },
  };
}

export const EXPORT_BATCH = 500;

/**
 * GET /customers/export.csv: the filtered customers, newest first, in keyset batches; headers in the
 * staff member's language `lang`, with its separator and decimal mark (decision 206).
 */
export function customerCsv(
  db: Executor,
  filters: CustomerListFilters,
  now: Date,
  timeZone: string,
  lang: Language = 'en',
): { stream: Readable; disposition: string } {
  const where = customerFilter(filters, now, timeZone);
  const format = csvFormat(lang);
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(CUSTOMER_CSV_HEADERS[lang], format);
    let cursor: { at: string; id: number } | null = null;
    for (;;) {
      const after: SQL | undefined = cursor
        ? sql`(${users.createdAt}, ${users.id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)`
        : undefined;
      const batch: Array<UserRow & { at: string }> = await db
        .select({ ...userColumns, at: sql<string>`${users.createdAt}::text` })
        .from(users)
        .where(and(where, after))
        .orderBy(...newestFirst)
        .limit(EXPORT_BATCH);
      if (batch.length === 0) return;
      let chunk = '';
      for (const customer of await withFigures(db, batch)) {
        chunk += csvRow(
          [
            customer.name,
            customer.email,
            customer.phone === null ? null : formatPhone(customer.phone),
            customer.city,
            csvDateTime(new Date(customer.joined_at), timeZone),
            customer.total_orders,
            csvAmount(customer.total_spent),
            csvAmount(customer.average_spent),
            customer.last_order ? csvDateTime(new Date(customer.last_order), timeZone) : '',
          ],
          format,
        );
      }
      yield chunk;
      const last: UserRow & { at: string } = batch[batch.length - 1]!;
      cursor = { at: last.at, id: last.id };
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return {
    stream: Readable.from(lines(), { objectMode: false, highWaterMark: 1 }),
    disposition: csvAttachment('customers', dateInZone(now, timeZone)),
  };
}
