import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

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
