/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
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
    // (src/app/admin-routes.tsx), never loaded by a shopper. No manual chunk groups: a group that
    // captures shared modules would make the storefront entry import the admin chunk.
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
}));
