/**
 * What a backup archive holds and says about itself (`manifest.json`, the archive's first entry):
 * written by `npm run backup`, checked by `npm run restore` before anything is touched, and compared
 * with the restored database afterwards. Decision 111.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseKind } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';

export const BACKUP_FORMAT = 'parashop-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Entries of the archive. */
export const MANIFEST_FILE = 'manifest.json';
export const PGLITE_FILE = 'database/pglite-datadir.tar';
export const POSTGRES_FILE = 'database/postgres.dump';
export const UPLOADS_DIR = 'uploads';

/** The tables whose rows are counted into the manifest and checked after a restore. */
export const COUNTED_TABLES = [
  'users',
  'categories',
  'companies',
  'products',
  'packs',
  'offers',
  'orders',
  'order_items',
] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];
export type TableCounts = Record<CountedTable, number>;

export type MigrationState = {
  /** How many migrations the database had applied. */
  applied: number;
  /** The newest one: its tag (`0005_order-confirmation`) when this code knows it, and its timestamp. */
  lastTag: string | null;
  lastCreatedAt: number | null;
};

export type ImagesInArchive = { storage: 'local'; files: number; bytes: number };
export type ImagesInBucket = {
  storage: 's3';
  bucket: string;
  endpoint: string | null;
  region: string;
};

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  app: { version: string };
  database: { kind: DatabaseKind; file: string; serverVersion: string };
  migrations: MigrationState;
  counts: TableCounts;
  images: ImagesInArchive | ImagesInBucket;
};

/** A backup or restore refused or failed for a reason the owner can act on: the message says how. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** `parashop-2026-11-25T20-15-00Z.tar.gz`: sorts by time, no characters a file system refuses. */
export function archiveName(now: Date): string {
  return `parashop-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
}

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this code ships (apps/api/drizzle/meta/_journal.json), oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? 'unknown';
}

/** Runs one SQL text and returns its rows (PGlite and postgres.js alike). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** The facts the manifest records, read in the same snapshot as the dump when the caller can. */
export async function readDatabaseFacts(
  query: RunQuery,
): Promise<{ serverVersion: string; migrations: MigrationState; counts: TableCounts }> {
  const [version] = await query('show server_version');
  const [tables] = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as migrations, to_regclass('public.orders') is not null as shop",
  );
  if (!tables?.shop) {
    throw new BackupError(
      'This database holds no Parashop tables: the shop never finished starting on it. Nothing to back up.',
    );
  }
  const applied = tables.migrations
    ? await query(
        'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at',
      )
    : [];
  const lastCreatedAt = applied.length > 0 ? Number(applied.at(-1)?.created_at) : null;
  const known = knownMigrations().find((entry) => entry.when === lastCreatedAt);
  const [row] = await query(
    `select ${COUNTED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
  );
  const counts = Object.fromEntries(
    COUNTED_TABLES.map((table) => [table, Number(row?.[table] ?? 0)]),
  ) as TableCounts;
  return {
    serverVersion: String(version?.server_version ?? 'unknown'),
    migrations: { applied: applied.length, lastTag: known?.tag ?? null, lastCreatedAt },
    counts,
  };
}

/** "142 orders, 64 products, 4 packs, 11 users" */
export function describeCounts(counts: TableCounts): string {
  return `${counts.orders} orders (${counts.order_items} lines), ${counts.products} products, ${counts.packs} packs, ${counts.categories} categories, ${counts.companies} brands, ${counts.offers} offers, ${counts.users} users`;
}

/** The counts that differ between two snapshots, as `orders: 12 in the backup, 11 restored`. */
export function countDifferences(expected: TableCounts, actual: TableCounts): string[] {
  return COUNTED_TABLES.filter((table) => expected[table] !== actual[table]).map(
    (table) => `${table}: ${expected[table]} in the backup, ${actual[table]} restored`,
  );
}

/** Refuses an archive that is not a Parashop backup this code can restore, with the reason. */
export function checkManifest(value: unknown): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (!manifest || manifest.format !== BACKUP_FORMAT) {
    throw new BackupError('This archive is not a Parashop backup (its manifest.json is missing or foreign).');
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup has format version ${String(manifest.formatVersion)}; this Parashop reads version ${BACKUP_FORMAT_VERSION}. Restore it with the Parashop version that made it (${manifest.app?.version ?? 'unknown'}).`,
    );
  }
  const migrations = manifest.migrations;
  const known = knownMigrations();
  const newest = known.at(-1)?.when ?? 0;
  if (migrations?.lastCreatedAt && migrations.lastCreatedAt > newest) {
    throw new BackupError(
      `This backup was made by a newer Parashop: its database has migrations this code does not know (${migrations.applied} applied, this code has ${known.length}). Update the code to that version (${manifest.app?.version ?? 'unknown'}) first, then restore.`,
    );
  }
  return manifest as BackupManifest;
}
