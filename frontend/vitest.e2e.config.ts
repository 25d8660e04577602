import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files share one gateway and build on each other's data: run them in name order (1-public, 2-admin). */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

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
    sequence: { sequencer: ByName },
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
