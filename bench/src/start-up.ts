/**
 * `npm run bench:start-up`: start-up time and memory of the API run through tsx (`npm start`) and
 * compiled (`npm run start:prod`), on the embedded database of a shop that already exists (demo data,
 * migrations applied: a restart, the case that repeats). Runs alternate between the two ways so both
 * see the same machine load; `uptime`'s load average is printed with each run.
 *
 *   RUNS=5 REQUESTS=100 npm run bench:start-up
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:start-up   # on a fresh database there
 *
 * Start-up = from spawning the process to its line "Parashop is running". Memory = VmRSS of the
 * process (Linux /proc) right after that line, then after REQUESTS sequential GETs of catalogue pages.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { REPO_ROOT, freePort } from './server-process';

const RUNS = Number(process.env.RUNS ?? 5);
const REQUESTS = Number(process.env.REQUESTS ?? 100);

type Mode = { name: string; args: string[] };
const MODES: Mode[] = [
  { name: 'tsx (npm start)', args: ['--import', 'tsx', 'apps/api/src/server.ts'] },
  { name: 'compiled (npm run start:prod)', args: ['--enable-source-maps', 'apps/api/dist/server.js'] },
];

type Run = { mode: string; startMs: number; rssStartMb: number; rssAfterMb: number; load: string };

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** A fresh database on the server of DATABASE_URL (dropped at the end), or none: the embedded one. */
async function freshDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `parashop_start_up_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const sql = postgres(server, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end({ timeout: 5 });
    }
  };
  await run(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function startOnce(mode: Mode, dataDir: string, seed: boolean, databaseUrl: string | undefined) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, mode.args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: seed ? 'true' : 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const startMs = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Parashop is running')) resolve(performance.now() - started);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, port, startMs, stop };
}

async function requests(port: number, count: number): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{ id: number }>;
  const paths = [
    '/api/products',
    '/api/categories',
    '/api/packs',
    '/api/catalogue/hero',
    ...products.slice(0, 20).map((product) => `/api/products/${product.id}`),
    '/',
  ];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}${paths[i % paths.length]}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${paths[i % paths.length]} answered ${response.status}`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  console.log('building the API and the web app (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });

  const dataDir = await mkdtemp(join(tmpdir(), 'parashop-start-up-'));
  const database = await freshDatabase();
  console.log(database.url ? 'on a fresh PostgreSQL database' : 'on the embedded database (PGlite)');
  try {
    // The shop's first start (database created, migrated, demo data): not measured.
    const first = await startOnce(MODES[0] as Mode, dataDir, true, database.url);
    await first.stop();

    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const mode of i % 2 === 0 ? MODES : [...MODES].reverse()) {
        const load = loadavg()
          .map((value) => value.toFixed(2))
          .join(' ');
        const server = await startOnce(mode, dataDir, false, database.url);
        const rssStartMb = await rssMb(server.child.pid ?? 0);
        await requests(server.port, REQUESTS);
        const rssAfterMb = await rssMb(server.child.pid ?? 0);
        await server.stop();
        const run = { mode: mode.name, startMs: server.startMs, rssStartMb, rssAfterMb, load };
        runs.push(run);
        console.log(
          `${run.mode.padEnd(30)} start ${(run.startMs / 1000).toFixed(2)} s  RSS ${rssStartMb.toFixed(0)} MB -> ${rssAfterMb.toFixed(0)} MB after ${REQUESTS} requests  (load ${load})`,
        );
      }
    }

    console.log(`\n| way | start-up median (min-max) | RSS after start | RSS after ${REQUESTS} requests |`);
    console.log('|---|---|---|---|');
    for (const mode of MODES) {
      const mine = runs.filter((run) => run.mode === mode.name);
      const start = mine.map((run) => run.startMs / 1000);
      const fmt = (values: number[], digits: number) =>
        `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
      console.log(
        `| ${mode.name} | ${fmt(start, 2)} s | ${fmt(
          mine.map((run) => run.rssStartMb),
          0,
        )} MB | ${fmt(
          mine.map((run) => run.rssAfterMb),
          0,
        )} MB |`,
      );
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
