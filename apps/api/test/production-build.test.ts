import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIR, emptyPostgresDatabase, runServer, type ServerRun } from './server-run';

const DATABASE_URL = process.env.DATABASE_URL;

/**
 * `npm run build` then `npm run start:prod`: the API compiled by apps/api/build.mjs runs on plain
 * Node (no TypeScript loader), finds its migrations and the repository from the compiled file, and
 * answers. Built into an ignored folder of its own, so a dist/ in use is never replaced.
 */
describe('the compiled API (npm run start:prod)', () => {
  const outDir = join(API_DIR, '.tsbuild', `prod-build-test-${process.pid}`);
  let dataDir = '';
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
  let server: ServerRun | undefined;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', outDir], { cwd: API_DIR });
    dataDir = await mkdtemp(join(tmpdir(), 'parashop-prod-'));
    if (DATABASE_URL) database = await emptyPostgresDatabase(DATABASE_URL);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await rm(outDir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is plain JavaScript: packages/shared compiled in, no TypeScript loader', async () => {
    const bundle = await readFile(join(outDir, 'server.js'), 'utf8');
    expect(bundle).not.toMatch(/from\s+["']tsx/);
    expect(bundle).not.toMatch(/from\s+["']@parashop\//);
    expect(bundle).not.toMatch(/(?:from\s*|import\()\s*["'][^"']+\.ts["']/);
  });

  it('starts on plain Node, migrates, answers /api/health and /ready, and stops on SIGTERM', async () => {
    server = runServer(join(outDir, 'server.js'), {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const url = await server.running;
    expect(server.output()).toContain('Parashop admin account created');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(200);
    // Production logs are JSON lines (LOG_LEVEL=warn here: the mail notice).
    const jsonLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    for (const line of jsonLines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(await server.stop()).toBe(0);
  }, 120_000);
});
