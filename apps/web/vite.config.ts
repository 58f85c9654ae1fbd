/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  resolve: {
    // zod with its JIT off (no eval probe against the CSP), wherever the schemas are first loaded.
    // `@/` is `src/`: imports that leave their feature or folder say where they go (docs/architecture.md).
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  // Tailwind is not needed to run unit tests (CSS is not processed there) and is slow to start.
  plugins: mode === 'test' ? [react()] : [react(), tailwindcss()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Code splitting follows the dynamic imports: each storefront page is a lazy route
    // (src/app/router.tsx) and the whole back office is one chunk behind src/app/admin-pages.ts
    // (src/app/admin-routes.tsx), never loaded by a shopper. Only what the entry imports statically
    // ('$initial': it loads before anything renders anyway) is grouped: the libraries into one
    // vendor chunk, cached across releases that do not change them, and the app's own first-load
    // code into the entry. Lazy chunks import from those two; nothing lazy is pulled in by them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'shell', tags: ['$initial'] },
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
    restoreMocks: true,
  },
}));
