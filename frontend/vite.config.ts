import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  // The shared rules from their TypeScript source (the package's dist is CommonJS, for node).
  resolve: {
    alias: {
      '@portfolio/content-rules': fileURLToPath(new URL('../packages/content-rules/src/index.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    assetsDir: 'assets',
    // Nothing inlined as data: URLs: the CSP allows fonts only from 'self'.
    assetsInlineLimit: 0,
    sourcemap: true,
    manifest: true, // dist/.vite/manifest.json: which chunks each route loads (scripts/bench.mjs)
  },
  // `npm run dev`: Vite serves the site, the gateway answers everything else.
  server: {
    proxy: { '/graphql': gateway, '/api': gateway, '/uploads': gateway },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
