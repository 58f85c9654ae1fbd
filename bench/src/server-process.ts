import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export type RunningProcess = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts a Node process and waits until `url` answers (any status but 503). Its output is kept (last lines
 * shown if it dies); `stop` sends SIGTERM, then SIGKILL after 10 s.
 */
export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  timeoutMs = 120_000,
): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = async () => {
    if (exited || child.exitCode !== null) return;
    const done = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await done;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`process exited before answering:\n${output.join('').slice(-4000)}`);
    try {
      // A starting API answers 503 until its migrations are done (GET /api/health/ready).
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status !== 503) return { url, child, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `process did not answer ${url} within ${timeoutMs / 1000} s:\n${output.join('').slice(-4000)}`,
  );
}

/** The real server as `npm start` runs it (the web app must be built). */
export async function startApiServer(
  env: Record<string, string | undefined>,
  timeoutMs?: number,
): Promise<RunningProcess> {
  const port = await freePort();
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startProcess(
    [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'],
    { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    `http://127.0.0.1:${port}/api/health`,
    timeoutMs,
  );
}
