import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { runServer } from './server-run';

// Review finding 4 of issue 26: a DATA_DIR made by the server held database files 0666 and folders
// 0755, the mail with the admin's reset code 0644, and a backup's .partial file was 0644. Everything the
// server and the scripts write is for the shop's user only. PGlite (npm start's default): the server
// and the backup script each create files of their own.

const ADMIN_EMAIL = 'owner.modes@gmail.com';
let root = '';

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/**
 * Every file and folder under `dir` whose mode lets the group or others in. PGlite gives its own files
 * 0666 whatever the umask: they are checked only through their folders, all 0700, which nobody else
 * can enter.
 */
async function openToOthers(dir: string, insidePglite = false): Promise<string[]> {
  const found: string[] = [];
  const mode = (await stat(dir)).mode & 0o777;
  if (mode & 0o077) found.push(`${dir} ${mode.toString(8)}`);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await openToOthers(path, insidePglite || entry.name === 'db')));
    else if (!insidePglite) {
      const fileMode = (await stat(path)).mode & 0o777;
      if (fileMode & 0o077) found.push(`${path} ${fileMode.toString(8)}`);
    }
  }
  return found;
}

function backup(dataDir: string, folder: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/scripts/backup.ts'), folder],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        timeout: 120_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe('modes of what the shop writes', () => {
  it('start-up, a mail and a backup leave nothing readable by others', async () => {
    root = await mkdtemp(join(tmpdir(), 'parashop-modes-'));
    const dataDir = join(root, 'data');
    const server = runServer('src/server.ts', {
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'modes-admin-password-1',
    });
    try {
      const url = await server.running;
      // A mail with a code: the admin forgot the password.
      const first = await fetch(`${url}/api/health`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
      expect(xsrf).not.toBe('');
      const forgot = await fetch(`${url}/api/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
        body: JSON.stringify({ email: ADMIN_EMAIL }),
      });
      expect(forgot.status, await forgot.text()).toBe(200);
      const mails = (await readdir(join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
      expect(mails.length).toBeGreaterThan(0);
    } finally {
      const code = await server.stop();
      expect(code, server.output()).toBe(0);
    }
    expect((await stat(join(dataDir, 'db'))).isDirectory()).toBe(true);
    expect(await openToOthers(dataDir)).toEqual([]);

    const folder = join(root, 'backups');
    await mkdir(folder, { mode: 0o700 });
    const run = await backup(dataDir, folder);
    expect(run.code, run.output).toBe(0);
    const archives = await readdir(folder);
    expect(archives).toHaveLength(1);
    expect(await openToOthers(folder)).toEqual([]);
    expect(await openToOthers(dataDir)).toEqual([]);
  }, 300_000);
});
