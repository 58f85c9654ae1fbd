// Finds the Chromium the browser tests and the screenshot script drive. Order: CHROME_PATH, Debian's
// headless shell (/usr/bin/chromium-headless-shell, decision 314), the system /usr/bin/chromium, then
// Playwright's own download. When none exists and we are root on Debian, Debian's chromium-headless-shell
// package is installed; otherwise we stop with a message: browser tests are never skipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Chromium's headless shell first: the same engine without the full browser around it (no GPU process,
 * no browser UI renderer), which is what Playwright itself runs headless. The suite took 25-30 % less
 * time with it on a 2-core machine (decision 314).
 */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The first usable browser, or undefined. A CHROME_PATH that does not exist is an error, not a fallback. */
export function findBrowser() {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} is not an executable file.`);
    return fromEnv;
  }
  if (isExecutable(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  if (isExecutable(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const own = playwrightChromium();
  if (own && isExecutable(own)) return own;
  return undefined;
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && fs.existsSync('/etc/debian_version');
}

/** findBrowser(), installing Debian's chromium when allowed; throws with instructions otherwise. */
export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log(
      "No Chromium found: installing Debian's headless shell (apt-get install -y chromium-headless-shell)...",
    );
    // Another apt may hold the dpkg lock (for example a parallel CI step): wait for it instead of failing.
    const wait = ['-o', 'DPkg::Lock::Timeout=600'];
    execFileSync('apt-get', [...wait, 'update'], { stdio: 'inherit' });
    execFileSync('apt-get', [...wait, 'install', '-y', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findBrowser();
    if (installed) return installed;
    throw new Error(
      `apt-get installed chromium-headless-shell but ${SYSTEM_HEADLESS_SHELL} is still missing.`,
    );
  }
  throw new Error(
    [
      'No Chromium found for the browser tests. Do one of:',
      '  - set CHROME_PATH to a Chrome or Chromium executable,',
      `  - install Chromium's headless shell so that ${SYSTEM_HEADLESS_SHELL} exists (Debian: sudo apt-get install -y chromium-headless-shell),`,
      `    or Chromium so that ${SYSTEM_CHROMIUM} exists (Debian/Ubuntu: sudo apt-get install -y chromium),`,
      "  - download Playwright's browser: npx playwright install chromium",
    ].join('\n'),
  );
}
