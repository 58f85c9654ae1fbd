/**
 * PostgreSQL backups with the server's own tools: `pg_dump --format=custom` inside a snapshot the
 * script holds open (so the manifest's counts are the dump's), `pg_restore` into an empty database.
 * The password travels in PGPASSWORD, never on a command line another user could read.
 */
import { spawn } from 'node:child_process';
import postgres from 'postgres';
import { BackupError, readDatabaseFacts } from './manifest';

/** libpq's connection parameters of a DATABASE_URL, minus the password (which goes in PGPASSWORD). */
function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The database's name and host, for messages (no credentials). */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  // postgres:///parashop with PGHOST=/var/run/postgresql: the local socket (docs/deploy.md).
  const host = url.hostname || process.env.PGHOST || 'localhost';
  return `${url.pathname.replace(/^\//, '') || '(default)'} on ${host}${url.port ? `:${url.port}` : ''}`;
}

async function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found. Install the PostgreSQL client tools of your server's major version (Debian: apt-get install postgresql-client-15) and make sure ${tool} is on the PATH.`,
        { cause: error },
      );
    }
    throw error;
  });
  if (code !== 0) {
    const reason = stderr.trim() || `exit code ${String(code)}`;
    const hint = /server version mismatch|unsupported version/i.test(reason)
      ? ` Use the ${tool} of the server's major version (or newer).`
      : '';
    throw new BackupError(`${tool} failed: ${reason}${hint}`);
  }
}

/**
 * Dumps the database to `file` in pg_dump's custom format and reads the manifest's facts in the very
 * snapshot pg_dump copies: orders placed while it runs are in neither.
 */
export async function dumpPostgres(databaseUrl: string, file: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [snapshot] = await tx.unsafe<{ id: string }[]>('select pg_export_snapshot() as id');
      const facts = await readDatabaseFacts((text) => tx.unsafe(text));
      const target = libpqTarget(databaseUrl);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-acl',
          `--snapshot=${snapshot?.id ?? ''}`,
          `--file=${file}`,
          `--dbname=${target.dbname}`,
        ],
        target.env,
      );
      return facts;
    });
  } catch (error) {
    throw connectionHint(error, databaseUrl);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Tables that are not PostgreSQL's own: an empty database has none. */
export async function userTables(databaseUrl: string): Promise<string[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const rows = await sql<{ name: string }[]>`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') order by 1`;
    return rows.map((row) => row.name);
  } catch (error) {
    throw connectionHint(error, databaseUrl);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Loads a custom-format dump; `clean` first drops what the dump is about to create (--force). */
export async function restorePostgres(databaseUrl: string, file: string, clean: boolean): Promise<void> {
  const target = libpqTarget(databaseUrl);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      ...(clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.dbname}`,
      file,
    ],
    target.env,
  );
}

/** Reads facts from a database (after a restore, to compare with the manifest). */
export async function postgresFacts(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await readDatabaseFacts((text) => sql.unsafe(text));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function connectionHint(error: unknown, databaseUrl: string): unknown {
  if (error instanceof BackupError) return error;
  const code = (error as { code?: string }).code;
  const where = describeDatabase(databaseUrl);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'CONNECT_TIMEOUT') {
    return new BackupError(`Cannot reach the PostgreSQL server of DATABASE_URL (${where}): ${code}.`, {
      cause: error,
    });
  }
  if (code === '3D000') {
    return new BackupError(
      `The database ${where} does not exist. Create it first (createdb), then run this again.`,
      {
        cause: error,
      },
    );
  }
  if (code === '28P01' || code === '28000') {
    return new BackupError(`PostgreSQL refused the credentials of DATABASE_URL (${where}).`, {
      cause: error,
    });
  }
  return error;
}
