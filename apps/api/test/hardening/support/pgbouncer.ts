import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort } from './server-process';

/** Where Debian's package puts it (not on a normal user's PATH); else whatever PATH finds. */
export function findPgBouncer(): string | undefined {
  if (existsSync('/usr/sbin/pgbouncer')) return '/usr/sbin/pgbouncer';
  const found = spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

export type PgBouncer = {
  /** `serverUrl` with the pooler's host and port, for database `name`. */
  urlFor: (name: string) => string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * A PgBouncer in transaction mode in front of the PostgreSQL server of `serverUrl`, on a free port of
 * 127.0.0.1: every database of that server is reachable through it by name, as a managed pooler does.
 * It trusts the user of `serverUrl` (the test server's own auth is trust). Run as root, it drops to
 * the `postgres` user, as PgBouncer refuses to run as root.
 */
export async function startPgBouncer(binary: string, serverUrl: string): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'parashop-pgbouncer-'));
  await chmod(dir, 0o755);
  const ini = join(dir, 'pgbouncer.ini');
  const users = join(dir, 'users.txt');
  await writeFile(users, `"${user}" ""\n`, { mode: 0o644 });
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || '5432'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      // Fewer server connections than the two processes' pools: transactions take turns on them.
      'default_pool_size = 8',
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  let output = '';
  const child: ChildProcess = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const urlFor = (name: string) => {
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };

  // Ready once a query goes through it (hang guard: 20 s, then the output says why).
  const database = server.pathname.replace(/^\//, '') || 'postgres';
  for (let tries = 0; ; tries += 1) {
    const probe = postgres(urlFor(database), {
      max: 1,
      prepare: false,
      connect_timeout: 2,
      onnotice: () => {},
    });
    try {
      await probe`select 1`;
      return { urlFor, output: () => output, stop };
    } catch (error) {
      if (tries >= 40 || child.exitCode !== null) {
        await stop();
        throw new Error(`PgBouncer did not start: ${String(error)}\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await probe.end({ timeout: 1 }).catch(() => {});
    }
  }
}
