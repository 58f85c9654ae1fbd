/**
 * Runs in every API test file. The API tests share one module world per worker process
 * (vitest.config.ts, `isolate: false`, decision 315): whatever a file changes in the process is put
 * back when it ends, so that the next file in the same worker starts as it would alone.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
