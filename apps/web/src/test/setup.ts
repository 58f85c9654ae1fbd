import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import i18n from 'i18next';

// A bound against a hang, not a speed check: on a busy 2-core machine the first render of a lazy page
// transforms its modules on import, which took several seconds while other test files ran beside it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling (ScrollRestoration, dialogs) nor the animations API that
// Headless UI's transitions read; quiet stand-ins keep the tests' output clean.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}

/*
 * The test files of a worker share one module world and one jsdom document (`isolate: false` in
 * vite.config.ts). This file runs again before each of them; what a file leaves behind is put back
 * here, after each test for what the tests of a file must not pass on to each other, after the file
 * for the rest, so that no file depends on which files ran before it.
 */

/** What the document's head held when this file started: what a test adds after it goes. */
const headAtStart = new Set(document.head.childNodes);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // i18next is one instance for the worker: a test that showed the app in French or Arabic would
  // leave the next one starting in it, before its layout switches back.
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterAll(() => {
  cleanup();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  // The page's title and head tags (use-page-head.ts) go with the nodes added to the head.
  for (const node of [...document.head.childNodes]) if (!headAtStart.has(node)) node.remove();
  // `<html lang dir>` follow the language shown; dialogs lock the page's scrolling with a style.
  for (const name of ['lang', 'dir', 'class', 'style']) document.documentElement.removeAttribute(name);

  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');

  // jsdom has no scrollIntoView: the stand-in a file put on the prototype goes with it.
  if (vi.isMockFunction(Element.prototype.scrollIntoView)) {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  }
  // React Query's own watchers of the window (a rider test goes offline, then online again).
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);

  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Every cookie of the page, whatever its path (tests set XSRF-TOKEN with and without one). */
function clearCookies(): void {
  const { jsdom } = globalThis as { jsdom?: { cookieJar: { removeAllCookiesSync(): void } } };
  if (jsdom) {
    jsdom.cookieJar.removeAllCookiesSync();
    return;
  }
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
