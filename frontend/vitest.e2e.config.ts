import { defineConfig } from 'vitest/config';

/**
 * End-to-end: the real gateway (built, on embedded SQLite in a temporary folder) serving the
 * built site, driven in Debian's Chromium through playwright-core. `npm run e2e -w frontend`.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: './e2e/global-setup.ts',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
