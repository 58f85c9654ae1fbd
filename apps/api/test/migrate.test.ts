import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate';
import { postgresOnly } from './helpers';

const SERVER_URL = process.env.DATABASE_URL;

describe.skipIf(postgresOnly('migrations of three processes at once'))('migrations on PostgreSQL', () => {
  it('three processes starting together on an empty database take turns: each migration applied once', async () => {
    const name = `parashop_m_${randomBytes(6).toString('hex')}`;
    const admin = postgres(SERVER_URL as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(SERVER_URL as string);
    url.pathname = `/${name}`;
    const handles = await Promise.all(
      [1, 2, 3].map(() =>
        createDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'memory://', poolMax: 3 }),
      ),
    );
    try {
      await Promise.all(handles.map((handle) => runMigrations(handle)));
      const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
      try {
        const [row] = await check`select count(*)::int as n from drizzle.__drizzle_migrations`;
        expect(row?.n).toBe(journal.entries.length);
      } finally {
        await check.end({ timeout: 5 });
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    }
  });
});
