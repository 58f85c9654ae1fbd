// Started by Playwright's webServer (playwright.config.ts): runs the real API, which serves the built web
// app, on the fresh data folder the config made for this run, and removes that folder when the server
// stops (set E2E_KEEP_DATA=true to keep it for a look at the database or the mail outbox).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.DATA_DIR;

function fail(message) {
  console.error(`start-server: ${message}`);
  process.exit(1);
}

if (!dataDir || !path.isAbsolute(dataDir))
  fail('DATA_DIR must be an absolute path (set by playwright.config.ts).');
if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
  fail(`DATA_DIR ${dataDir} is not empty: browser tests start from a fresh database.`);
}
fs.mkdirSync(dataDir, { recursive: true });

const indexHtml = path.join(repoRoot, 'apps/web/dist/index.html');
if (!fs.existsSync(indexHtml)) {
  fail(
    `${path.relative(repoRoot, indexHtml)} is missing: build the web app first (npm run build -w @parashop/web).`,
  );
}

// Only folders named by playwright.config.ts (parashop-e2e-* in the system temp folder) are ever removed.
const tempRoots = [os.tmpdir(), fs.realpathSync(os.tmpdir())];
const ownedTempDir =
  tempRoots.includes(path.dirname(dataDir)) && path.basename(dataDir).startsWith('parashop-e2e-');

// The fake courier (decision 270), when the config asks for one: it lives and dies with the server.
const courier = process.env.FAKE_SENDIT_PORT
  ? spawn(process.execPath, ['--import', 'tsx', 'apps/api/test/support/fake-sendit-main.ts'], {
      cwd: repoRoot,
      env: process.env,
      stdio: 'inherit',
    })
  : null;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
});

// Playwright signals the whole process group, so the server usually has the signal already; pass it on
// only if it is still running a moment later (for example when this script alone was signalled).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    setTimeout(() => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    }, 1000).unref();
  });
}

server.on('exit', (code, signal) => {
  if (courier && courier.exitCode === null) courier.kill('SIGTERM');
  if (ownedTempDir && process.env.E2E_KEEP_DATA !== 'true') {
    fs.rmSync(dataDir, { recursive: true, force: true });
  } else if (ownedTempDir) {
    console.log(`start-server: kept the browser-test data in ${dataDir}`);
  }
  process.exit(code ?? (signal ? 0 : 1));
});
