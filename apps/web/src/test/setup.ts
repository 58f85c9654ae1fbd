import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A bound against a hang, not a speed check: on a busy 2-core machine the first render of a lazy page
// transforms its modules on import, which took several seconds while other test files ran beside it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling (ScrollRestoration, dialogs) nor the animations API that
// Headless UI's transitions read; quiet stand-ins keep the tests' output clean.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => [];
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
