import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import postgres from 'postgres';

const run = promisify(execFile);

/**
 * PostgreSQL's own measure of the machine at this moment (issue 32): pgbench's TPC-B-like run (scale
 * 10) with as many clients as the bench's connections, on a scratch database of the bench's server,
 * minutes apart from the orders it is compared with. The orders' figure is then read as a share of what
 * the database does with a comparable write transaction on the same machine and moment, which a busy
 * or a quiet machine changes far less than either figure alone.
 */
export type PgbenchResult = { tps: number; clients: number; seconds: number; scale: number };

export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0;
}

export async function runPgbench(
  serverUrl: string,
  clients: number,
  seconds: number,
  scale = 10,
): Promise<PgbenchResult> {
  const name = `parashop_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // libpq reads the password from PGPASSWORD; the address without it.
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  url.password = '';
  try {
    await run('pgbench', ['-i', '-q', '-s', String(scale), url.toString()], { env });
    const threads = Math.min(clients, 4);
    const { stdout } = await run(
      'pgbench',
      [
        '-c',
        String(clients),
        '-j',
        String(threads),
        '-T',
        String(seconds),
        '-b',
        'tpcb-like',
        url.toString(),
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([0-9.]+)/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps, clients, seconds, scale };
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
  }
}
