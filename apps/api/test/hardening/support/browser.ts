import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from '../../../../../e2e/scripts/browser.mjs';

/**
 * The browser the browser tests drive, looked for in the same order (CHROME_PATH, Debian's headless
 * shell, the full Chromium, Playwright's own: decision 314), with the same flags.
 */
export function chromiumPath(): string {
  const path = findBrowser();
  if (!path) {
    throw new Error(
      'No Chromium found: install it (apt-get install -y chromium-headless-shell) or set CHROME_PATH',
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
