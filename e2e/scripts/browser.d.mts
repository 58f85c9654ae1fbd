/** Chromium flags for a headless run on a locked-down machine (no sandbox, GPU or background traffic). */
export const CHROMIUM_ARGS: string[];
/**
 * CHROME_PATH, else Debian's headless shell, else /usr/bin/chromium, else Playwright's own browser;
 * undefined when none exists (decision 314).
 */
export function findBrowser(): string | undefined;
/** findBrowser(), installing Debian's chromium-headless-shell as root on Debian; throws with instructions otherwise. */
export function ensureBrowser(): string;
