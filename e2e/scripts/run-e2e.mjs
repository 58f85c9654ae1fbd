// `npm run test:e2e`: find (or install) Chromium, build the web app, then run Playwright against the real
// API serving that build. Extra arguments go to `playwright test` (e.g. a spec file or --grep).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './browser.mjs';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(e2eDir, '..');
const require = createRequire(import.meta.url);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

let browser;
try {
  browser = ensureBrowser();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
console.log(`Browser tests use ${browser}`);

if (process.env.E2E_SKIP_BUILD !== 'true') {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = run(npm, ['run', 'build', '-w', '@parashop/web'], { cwd: repoRoot });
  if (built !== 0) {
    console.error('Building the web app failed: the browser tests did not run.');
    process.exit(built);
  }
}

const cli = require.resolve('@playwright/test/cli');
// The specs that run alone wait for all others (playwright.config.ts, project 'chromium-alone'): when
// given specs or options, run just what was asked.
const args = process.argv.slice(2);
const status = run(process.execPath, [cli, 'test', ...(args.length > 0 ? ['--no-deps'] : []), ...args], {
  cwd: e2eDir,
  env: { ...process.env, CHROME_PATH: browser },
});
process.exit(status);
