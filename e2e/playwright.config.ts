import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL, E2E_PORT } from './fixtures/env';
import { CHROMIUM_ARGS, findBrowser } from './scripts/browser.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isCI = Boolean(process.env.CI);

// One fresh data folder per run. The config is evaluated again in every worker; the workers inherit the
// runner's environment, so they all agree on the folder named here (the fixtures read its mail outbox).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `parashop-e2e-${randomBytes(6).toString('hex')}`);

// run-e2e.mjs sets CHROME_PATH to the browser it found (or installed); a direct `npx playwright test`
// looks the same way (CHROME_PATH, /usr/bin/chromium, Playwright's own download).
const executablePath = findBrowser();

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'Africa/Casablanca',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/scripts/start-server.mjs',
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // First start: migrations, demo seed and its generated images.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Browser tests run once, on the embedded database, even when the API tests use PostgreSQL.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      SEED_DEMO: 'true',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
