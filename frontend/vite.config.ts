import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { adminIconsApart } from './build/adminIcons.ts';
import { fontsNeverSwap } from './build/fontsNeverSwap.ts';
import { subsetFonts } from './build/subsetFonts.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), fontsNeverSwap(), subsetFonts(), adminIconsApart()],
  // The shared rules from their TypeScript source (the package's dist is CommonJS, for node).
  resolve: {
    // rxjs (Apollo's) in its ES2015 build: classes rather than tslib's helpers, 1.4 KB brotli less on
    // every public page (BENCHMARKS.md, "Public first-load JavaScript").
    conditions: isSsrBuild ? undefined : ['es2015', ...defaultClientConditions],
    alias: {
      '@portfolio/content-rules': fileURLToPath(new URL('../packages/content-rules/src/index.ts', import.meta.url)),
    },
  },
  build: isSsrBuild
    ? {
        // The server renderer (`vite build --ssr`): one self-contained CommonJS file that the gateway
        // (CommonJS, also under jest) loads with require(); React is bundled in its production build, and
        // so are the pages' modules, which the browser loads as chunks of their own (app/pages.ts).
        outDir: 'dist/server',
        target: 'node20',
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
      }
    : {
        outDir: 'dist/client',
        target: 'es2022',
        assetsDir: 'assets',
        // Nothing inlined as data: URLs: the CSP allows fonts only from 'self'.
        assetsInlineLimit: 0,
        sourcemap: true,
        // React and Apollo each in one file, as boot.ts evaluates them (a step each): the pieces that the
        // admin's chunks share with them would otherwise be files of their own, and every public page
        // would download more, and worse compressed, files (BENCHMARKS.md, "Public first-load JavaScript").
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry|graphql|tslib)[\\/]/ },
              ],
            },
          },
        },
        manifest: true, // dist/client/.vite/manifest.json: which chunks each route loads (scripts/bench.mjs)
      },
  // The built renderer bundles its dependencies; in development Vite loads them from node_modules.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // A busy CI machine runs the editor's tests several times slower: time is no assertion here.
    testTimeout: 30_000,
    // One worker per core: vitest's default leaves one of two cores idle (CI: 131 s → 86 s).
    maxWorkers: '100%',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
