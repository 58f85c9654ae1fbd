// Finds the Chromium the browser tests and the screenshot script drive. Order: CHROME_PATH, the system
// /usr/bin/chromium, then Playwright's own download. When none exists and we are root on Debian, Debian's
// chromium package is installed; otherwise we stop with a message: browser tests are never skipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';

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
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
    // Another apt may hold the dpkg lock (for example a parallel CI step): wait for it instead of failing.
    const wait = ['-o', 'DPkg::Lock::Timeout=600'];
    execFileSync('apt-get', [...wait, 'update'], { stdio: 'inherit' });
    execFileSync('apt-get', [...wait, 'install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findBrowser();
    if (installed) return installed;
    throw new Error(`apt-get installed chromium but ${SYSTEM_CHROMIUM} is still missing.`);
  }
  throw new Error(
    [
      'No Chromium found for the browser tests. Do one of:',
      '  - set CHROME_PATH to a Chrome or Chromium executable,',
      `  - install Chromium so that ${SYSTEM_CHROMIUM} exists (Debian/Ubuntu: sudo apt-get install -y chromium),`,
      "  - download Playwright's browser: npx playwright install chromium",
    ].join('\n'),
  );
}
