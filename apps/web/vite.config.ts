/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// By path, not by package name: the config is bundled on its own and the shared package is TypeScript;
// with its extension, as Vite's config loader wants it.
import { EVENT_CAPTURE_SCRIPT } from '../../packages/shared/src/event-capture.ts';

/**
 * The capture script of the taps made before the page is ready (decision 220), inline right after
 * the charset (which must stay in the first 1,024 bytes) and before any stylesheet (an inline script
 * after one waits for it), so it runs before the first paint; the API's CSP allows exactly it by its
 * hash.
 */
function eventCapture(): Plugin {
  const charset = /<meta charset="UTF-8" \/>/i;
  return {
    name: 'parashop-event-capture',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />');
        return html.replace(charset, (tag) => `${tag}\n    <script>${EVENT_CAPTURE_SCRIPT}</script>`);
      },
    },
  };
}

const API_TARGET = 'http://localhost:3000';

const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  resolve: {
    // zod with its JIT off (no eval probe against the CSP), wherever the schemas are first loaded.
    // `@/` is `src/`: imports that leave their feature or folder say where they go (docs/architecture.md).
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      // React Router's package names only its development build (warnings on, remix-run/react-router#14102):
      // a build takes the production one beside it, the same code without them (decision 290).
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  // Tailwind is not needed to run unit tests (CSS is not processed there) and is slow to start.
  plugins: mode === 'test' ? [react()] : [eventCapture(), react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/storage': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/storage': { target: API_TARGET, changeOrigin: false },
    },
  },
  // The server renderer (src/entry-server.tsx, decision 192) is one self-contained file: the API
  // loads it from dist-server/ without resolving the web app's packages.
  ssr: { noExternal: true, target: 'node' },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: {
          // The server reads every locale at start-up (src/i18n/server.ts); the browser's lazy ones stay lazy.
          onLog(level, log, handler) {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
          },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // dist/.vite/manifest.json: the API names a rendered page's chunks in its head (modulepreload),
        // so the browser fetches them with the entry instead of after it (decision 215).
        manifest: true,
        // Code splitting follows the dynamic imports: each storefront page is a lazy route
        // (src/app/router.tsx) and the whole back office is one chunk behind src/app/admin-pages.ts
        // (src/app/admin-routes.tsx), never loaded by a shopper. What the entry imports statically
        // ('$initial': it loads before anything renders anyway) is grouped: the libraries into one
        // vendor chunk, cached across releases that do not change them, and the app's own first-load
        // code into the entry. Lazy chunks import from those two; nothing lazy is pulled in by them.
        // What several lazy chunks share is grouped by kind instead of cut into one file per set of
        // users (40 files of a few hundred bytes each on the home page, decision 319): the icons, the
        // dialog and form kit (Headless UI), and the storefront's shared cards, prices and cart hooks.
        // Each group holds code a page of its kind would load anyway; the product page, which opens
        // no dialog, does not load the kit.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
                { name: 'shell', tags: ['$initial'] },
                { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
                { name: 'dialog-kit', test: /[\\/]node_modules[\\/]@headlessui[\\/]/, minShareCount: 2 },
                {
                  name: 'storefront-kit',
                  test: /[\\/]src[\\/]features[\\/]storefront-shared[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files a worker runs share one module world and one jsdom document instead of each loading
    // its own: React, the router and the pages are imported once per worker, not once per file (the
    // run took ~120 s isolated, ~45 s so, on a 2-core machine). src/test/setup.ts puts back what a
    // file leaves (what it rendered, the body and head, <html>'s attributes, storage and cookies, the
    // URL, i18next's language, stubbed globals, spies, fake timers); a file that needs modules of its
    // own loads them afresh (vi.resetModules, as toast.test.tsx does), and one that leaves state in a
    // library puts it back itself (the server renders of entry-server.test.tsx).
    isolate: false,
    restoreMocks: true,
    // Generous bounds against a hang (see src/test/setup.ts); no test here measures speed.
    testTimeout: 30_000,
  },
}));
