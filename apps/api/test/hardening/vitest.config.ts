import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The AWS SDK's notice that its 2027 releases need Node 22 (docs/deploy.md, "Which Node.js") would be
// printed by every test file that loads it; the SDK's own switch, inherited by the test processes.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * The hardening suite (`npm run test:hardening`): load, faults, bad input and attackers against the
 * real API. Its own configuration so that `npm run test:unit` never runs it: it takes minutes, starts
 * servers and a browser, and measures things that other tests running beside it would disturb.
 * Files run one after another for the same reason.
 */
export default defineConfig({
  test: {
    name: 'hardening',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/hardening/**/*.hardening.ts'],
    pool: 'forks',
    fileParallelism: false,
    // The migrated empty database, made once per run (test/database-template.ts).
    globalSetup: ['test/database-template.ts'],
    // Generous on purpose: the machines running this are shared and slow; no test depends on speed.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
