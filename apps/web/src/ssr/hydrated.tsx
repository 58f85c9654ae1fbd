import { useEffect } from 'react';

let pending: (() => void) | null = null;

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
