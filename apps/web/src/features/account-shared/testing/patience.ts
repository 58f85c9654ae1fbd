import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Page tests render lazy routes that load their chunks and texts first. On a loaded machine that
 * takes seconds, not the 1 s testing-library waits by default: give waits and tests more room
 * (a real failure still fails, only later).
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
