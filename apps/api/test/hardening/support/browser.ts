import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** The flags of STACK.md for the system Chromium (Playwright gives every launch a fresh profile). */
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

/** CHROME_PATH, else Chromium's headless shell, else the full Chromium, as the browser tests (decision 314). */
export function chromiumPath(): string {
  const chosen = process.env.CHROME_PATH?.trim();
  const path =
    chosen ||
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ||
    '/usr/bin/chromium-headless-shell';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}: install it (apt-get install -y chromium-headless-shell) or set CHROME_PATH`,
    );
  }
  return path;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, timeout: 120_000 });
}

/**
 * What a page did that it should not have: script ran by an injected payload (`window.__xss`), a
 * dialog, or the CSP refusing a script (which would mean markup got injected, even if blocked).
 */
export type Trap = { dialogs: string[]; pageErrors: string[] };

export const TRAP_SCRIPT = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || '') + ' ' + (event.sample || ''));
  });
`;

export async function trappedContext(
  browser: Browser,
  init: { cookies?: Array<{ name: string; value: string; url: string }>; loggedIn?: boolean } = {},
): Promise<{ context: BrowserContext; trap: Trap }> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Africa/Casablanca' });
  const trap: Trap = { dialogs: [], pageErrors: [] };
  await context.addInitScript(TRAP_SCRIPT);
  if (init.loggedIn) await context.addInitScript(`window.localStorage.setItem('islogged', 'true');`);
  if (init.cookies) await context.addCookies(init.cookies);
  context.on('page', (page: Page) => {
    page.on('dialog', (dialog) => {
      trap.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => trap.pageErrors.push(error.message));
  });
  return { context, trap };
}

/** `window.__xss` and the CSP violations the page saw. */
export async function pageVerdict(page: Page): Promise<{ xss: unknown; violations: string[] }> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as { __xss?: unknown; __cspViolations?: string[] };
    return { xss: scope.__xss, violations: scope.__cspViolations ?? [] };
  });
}
