import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The AWS SDK's notice that its 2027 releases need Node 22 (docs/deploy.md, "Which Node.js") would be
// printed by every test file that loads it; the SDK's own switch, inherited by the test processes.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  test: {
    // One test file per core: vitest's default leaves a core to its main process, which mostly waits.
    // On a 2-core machine that halved the throughput of the API files, whose database runs in-process.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module world per worker, not one per file (decision 315): loading the app's modules
          // again for each of the 90 files was about 40 % of the project's time. test/setup.ts puts
          // back what a file changes in the process; a file that mocks a module loads its own world.
          isolate: false,
          setupFiles: ['./test/setup.ts'],
          // The migrated empty database, made once per run (test/database-template.ts).
          globalSetup: ['./test/database-template.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
