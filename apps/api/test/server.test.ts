import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

type Run = { child: ChildProcess; output: () => string; url: Promise<string>; exit: Promise<number | null> };

/** Starts `src/server.ts` as `npm start` does, on a free port and the embedded database. */
function startServer(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Parashop is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, url, exit };
}

describe('npm start (src/server.ts)', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, prints the generated admin password once, shuts down on SIGTERM, and keeps its data', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'parashop-server-'));
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };

    const first = startServer(env);
    const url = await first.url;
    // Printed before the server listens, so it is in the output by now.
    expect(first.output()).toContain('Parashop admin account created');
    expect(first.output()).toMatch(/Password: \S{20,}/);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    // A second process on the same embedded database would corrupt it: it is refused.
    const intruder = startServer(env);
    expect(await intruder.exit, intruder.output()).toBe(1);
    expect(intruder.output()).toContain('in use by another Parashop process');
    await intruder.url.catch(() => {});
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exit, first.output()).toBe(0);

    const second = startServer(env);
    const secondUrl = await second.url;
    expect(second.output()).not.toContain('admin account created');
    expect((await fetch(`${secondUrl}/api/health`)).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exit, second.output()).toBe(0);
  }, 240_000);

  it('refuses a bad variable with its name and exit code 1', async () => {
    const run = startServer({ PORT: 'nope' });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain('PORT');
    await run.url.catch(() => {});
  }, 60_000);
});
