import { useEffect } from 'react';

let pending: (() => void) | null = null;

/**
 * Resolves once the browser has had the chance to paint the server's HTML: after the next animation
 * frame (a frame is painted between it and the task that follows), or after `fallbackMs` when no
 * frame comes (a tab opened in the background paints nothing until shown; its page still hydrates).
 */
export function afterFirstPaint(fallbackMs = 200): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() => {
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

/** Runs `callback` once the server-rendered page has hydrated (when HydrationMark first commits). */
export function whenHydrated(callback: () => void): void {
  pending = callback;
}

/**
 * Marks the end of hydration. React hydrates each Suspense boundary on its own, after the root: the
 * mark sits in the innermost boundary of the public pages (the storefront layout's, around the
 * page), so its effect runs once the whole page has hydrated, and only then may state that differs
 * from the server's (the saved cart and language) come in. Both renderers draw it at the same place.
 */
export function HydrationMark() {
  useEffect(() => {
    const callback = pending;
    pending = null;
    callback?.();
  }, []);
  return null;
}
