/**
 * Starts the API as a separate process, the way `npm start` (TypeScript through tsx) or
 * `npm run start:prod` (the compiled apps/api/dist/server.js) do, for tests that need a real server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export type ServerRun = {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with `http://localhost:<port>` once the server prints that it is running. */
  running: Promise<string>;
  exit: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/** `entry`: a path relative to apps/api; `.ts` runs through tsx, `.js` with plain Node. */
export function runServer(entry: string, env: Record<string, string>): ServerRun {
  let output = '';
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : ['--enable-source-maps', entry];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      ORDER_CONFIRMATION_CHECK_SECONDS: '0',
      // The background pass would add image files while a test counts them (backups); the variants
      // have their own tests (catalogue-shared/image-variants.test.ts).
      IMAGE_VARIANTS_AT_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Parashop is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exit.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  running.catch(() => {});
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await exit;
    clearTimeout(timer);
    return code;
  };
  return { child, output: () => output, running, exit, stop };
}

/** An empty PostgreSQL database on the server of `serverUrl`; `drop()` removes it. */
export async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `parashop_t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleaner.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end({ timeout: 5 });
      }
    },
  };
}

/** Polls `url` until `accept` says yes (or `timeoutMs` passes) and returns the last answer. */
export async function pollUntil(
  url: string,
  accept: (response: Response) => boolean,
  timeoutMs = 60_000,
): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (accept(response)) return response;
      await response.arrayBuffer();
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: no accepted answer within ${timeoutMs} ms (${String(lastError)})`);
}
