import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';

const run = promisify(execFile);

/**
 * PostgreSQL's own measure of the machine at this moment (issue 32): pgbench's TPC-B-like run (scale
 * 10) with as many clients as the bench's connections, on a scratch database of the bench's server,
 * minutes apart from the orders it is compared with. The orders' figure is then read as a share of what
 * the database does with a comparable write transaction on the same machine and moment, which a busy
 * or a quiet machine changes far less than either figure alone.
 *
 * The same script is run a second time with one `pg_notify` before its `END`: every order's
 * transaction announces (the staff's alert, the stock it took), and PostgreSQL commits notifying
 * transactions one at a time, so that run is the ceiling a notifying write transaction has on the same
 * machine. Both runs give their latency percentiles (from pgbench's per-transaction log) beside the
 * throughput: the orders' p99 is read against the database's own.
 */
export type PgbenchRun = { tps: number; p50: number; p99: number };
export type PgbenchResult = {
  clients: number;
  seconds: number;
  scale: number;
  /** The built-in TPC-B-like script. */
  tps: number;
  p50: number;
  p99: number;
  /** The same script with one pg_notify per transaction. */
  notify: PgbenchRun;
};

/** TPC-B-like, as pgbench's built-in script, with one NOTIFY before the commit. */
const TPCB_NOTIFY = `\\set aid random(1, 100000 * :scale)
\\set bid random(1, 1 * :scale)
\\set tid random(1, 10 * :scale)
\\set delta random(-5000, 5000)
BEGIN;
UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;
SELECT abalance FROM pgbench_accounts WHERE aid = :aid;
UPDATE pgbench_tellers SET tbalance = tbalance + :delta WHERE tid = :tid;
UPDATE pgbench_branches SET bbalance = bbalance + :delta WHERE bid = :bid;
INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (:tid, :bid, :aid, :delta, CURRENT_TIMESTAMP);
SELECT pg_notify('pgbench', :aid::text);
END;
`;

export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The value at fraction `q` of sorted numbers (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function measure(
  url: string,
  env: NodeJS.ProcessEnv,
  clients: number,
  seconds: number,
  script: string[],
): Promise<PgbenchRun> {
  const logs = await mkdtemp(join(tmpdir(), 'parashop-pgbench-'));
  try {
    const threads = Math.min(clients, 4);
    const { stdout } = await run(
      'pgbench',
      ['-c', String(clients), '-j', String(threads), '-T', String(seconds), '--log', ...script, url],
      { env, cwd: logs, maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([0-9.]+)/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    // One line per transaction: client, transaction, latency in µs, script, epoch seconds, µs.
    const latencies: number[] = [];
    for (const file of await readdir(logs)) {
      if (!file.startsWith('pgbench_log.')) continue;
      for (const line of (await readFile(join(logs, file), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { tps, p50: Math.round(quantile(latencies, 0.5)), p99: Math.round(quantile(latencies, 0.99)) };
  } finally {
    await rm(logs, { recursive: true, force: true });
  }
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
  const scripts = await mkdtemp(join(tmpdir(), 'parashop-pgbench-script-'));
  try {
    await run('pgbench', ['-i', '-q', '-s', String(scale), url.toString()], { env });
    const plain = await measure(url.toString(), env, clients, seconds, ['-b', 'tpcb-like']);
    const notifyScript = join(scripts, 'tpcb-notify.sql');
    await writeFile(notifyScript, TPCB_NOTIFY);
    const notify = await measure(url.toString(), env, clients, seconds, ['-f', notifyScript]);
    return { clients, seconds, scale, ...plain, notify };
  } finally {
    await rm(scripts, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
  }
}
