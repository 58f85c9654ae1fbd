import { sql } from 'drizzle-orm';
import { executeRows, type Database } from '../../../src/db/client';

/**
 * A fingerprint of the whole database: for every table of the public schema, its row count and an
 * md5 of all its rows (as JSON, sorted). Two equal snapshots mean no row was added, removed or changed.
 *
 * Left out, on purpose: a session's sliding expiry (touched by reads, at most hourly) and the wrong-try
 * counter of a verification code (a wrong code is refused AND counted: that is how a code dies after
 * 5 tries, docs/decisions/020-auth-errors.md). Sequences are not tables (a refused order may use up an
 * order number).
 */
const IGNORED_COLUMNS: Record<string, string[]> = {
  sessions: ['updated_at', 'expires_at'],
  verification_codes: ['attempts'],
};

export type Snapshot = Record<string, { rows: number; checksum: string }>;

let tableList: Promise<string[]> | undefined;
let tableListDb: Database | undefined;

async function tablesOf(db: Database): Promise<string[]> {
  if (!tableList || tableListDb !== db) {
    tableListDb = db;
    tableList = executeRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((rows) => rows.map((row) => row.name));
  }
  return tableList;
}

export async function databaseSnapshot(db: Database): Promise<Snapshot> {
  const tables = await tablesOf(db);
  const parts = tables.map((table) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${table}`);
    const ignored = (IGNORED_COLUMNS[table] ?? []).map((column) => `'${column}'`).join(', ');
    const row = ignored ? `(to_jsonb(t) - array[${ignored}]::text[])::text` : 'to_jsonb(t)::text';
    return `select '${table}' as name, count(*)::int as rows,
              coalesce(md5(string_agg(r, '|' order by r)), '') as checksum
            from (select ${row} as r from "${table}" t) s`;
  });
  const rows = await executeRows<{ name: string; rows: number; checksum: string }>(
    db,
    sql.raw(parts.join('\nunion all\n')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), checksum: r.checksum }]));
}

/** The tables whose content differs, e.g. `['products (rows 3 -> 4)']`; empty when equal. */
export function snapshotDifferences(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const out: string[] = [];
  for (const name of names) {
    const a = before[name];
    const b = after[name];
    if (!a || !b || a.rows !== b.rows || a.checksum !== b.checksum) {
      out.push(`${name} (rows ${a?.rows ?? '-'} -> ${b?.rows ?? '-'})`);
    }
  }
  return out;
}
