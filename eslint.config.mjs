// One lint set-up for the whole repository: typescript-eslint's recommended rules, with
// formatting left to Prettier (`npm run lint` runs both).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Frontend boundaries (ARCHITECTURE.md; bulletproof-react's rule): a feature reaches another
 * feature only through the public modules listed here, never into its screens or internals;
 * shared code (components/, lib/) imports no feature and nothing imports app/. app/ (the router,
 * which lazy-loads every feature's pages) and the test toolkit (src/test/) may import anything.
 * The rule reads import specifiers, which are relative in this tree, so it is stated per folder
 * depth: from features/<feature>/<depth folders>/file, (depth + 1) × '../' reaches features/.
 */
const FEATURE_PUBLIC = [
  'about/useAbout',
  'admin/paths',
  'auth/session',
  'not-found/NotFoundPage', // a page that finds out while rendering that it does not exist (/blog?sayfa=99)
  'seo/head',
  'seo/usePageHead',
  'settings/useSettings',
];
const featureBoundaries = [0, 1, 2].map((depth) => {
  const up = `(\\.\\./){${depth + 1}}`;
  return {
    files: [`frontend/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${up}(?!(${FEATURE_PUBLIC.join('|')})$)[^./]`,
              message: `Another feature is reached only through its public modules (${FEATURE_PUBLIC.join(', ')}; eslint.config.mjs). Move what both need to components/ or lib/, or make it public there.`,
            },
            { regex: `^${up}\\.\\./app(/|$)`, message: 'Features do not import app/: app/ composes the features.' },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/coverage/', 'frontend/src/gql/', 'data/', '**/scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Lengths are counted in one unit, string.length (gateway/src/graphql/validation.ts says why).
    files: ['gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['MaxLength', 'MinLength', 'Length'],
              message: 'Use MaxLength/MinLength from graphql/validation: they count string.length, as maxlength does.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    files: ['frontend/src/{components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'Shared code (components/, lib/) imports no feature and no app/ code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
