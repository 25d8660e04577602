// One lint set-up for the whole repository: typescript-eslint's recommended rules, with
// formatting left to Prettier (`npm run lint` runs both).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Frontend boundaries (ARCHITECTURE.md; bulletproof-react's rule): a feature reaches another
 * feature only through the public modules listed here, never into its screens or internals;
 * shared code (components/, lib/) imports no feature; neither features nor shared code import app/,
 * which only the entries (boot.ts, entry-client.tsx, entry-server.tsx) do. app/ (the router, which
 * lazy-loads every feature's pages), the entries and the test toolkit (src/test/) may import anything.
 * The rule reads import specifiers, which are relative in this tree, so it is stated per folder
 * depth: from features/<feature>/<depth folders>/file, (depth + 1) × '../' reaches features/.
 */
const FEATURE_PUBLIC = [
  'about/useAbout',
  'admin/paths',
  'auth/session',
  'blog/draftPreview', // the editor hands its unsaved text to the blog's preview page
  'blog/Pagination', // a project list is paged as the blog's
  'blog/PostArticle', // a project's content shows as a post's (ArticleBody), under the same preview banner
  'blog/sanitizePostHtml', // a project's unsaved text is previewed under the posts' allowlist
  'blog/TagChips', // a project's technologies are tags
  'comments/CommentsSection', // a post's page shows its comments under it (issue 48)
  'not-found/NotFoundPage', // a page that finds out while rendering that it does not exist (/blog?sayfa=99)
  'projects/draftPreview', // the project editor hands its unsaved text to the preview page
  'projects/FeaturedProjects', // the home page's featured projects
  'projects/ProjectCard', // a technology's tag page lists its projects
  'projects/useProjects', // the About page's link, the tag pages, the menu's 'Projeler'
  'seo/head',
  'seo/usePageHead',
  'settings/useSettings',
  'subscribe/SubscribeForm', // the end of a post and /blog invite the reader to follow by e-mail
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

/**
 * Gateway layers (ARCHITECTURE.md "Layers"), lowest first: each may import only from those below
 * it (and from its own folder); modules may use each other, without circles. The top — app.ts and
 * the files composing the modules, main.ts, cli/ — may import anything; so may the tests.
 */
const SRC = 'gateway/src';
const TOP = ['app.ts', 'main.ts', 'modules.ts', 'schema.ts', 'database.ts', 'seed.ts', 'cli'].map(
  (top) => `${SRC}/${top}`,
);
const LAYERS = [
  ['core', 'the kernel: configuration, errors, logging, the database, limits and the shapes a module fills'],
  ['http', 'the transport: body limits, multipart, the session cookie, security headers, the server, fair use'],
  ['cache', 'the kept public answers and the change log'],
  ['modules', 'the modules: entities, services, resolvers, REST rows'],
  ['{graphql,rest,site}', 'the doors: /graphql, /api and the pages'],
];
const above = (index) => [
  ...LAYERS.slice(index + 1).flatMap(([folder]) =>
    folder.startsWith('{')
      ? folder
          .slice(1, -1)
          .split(',')
          .map((f) => `${SRC}/${f}`)
      : [`${SRC}/${folder}`],
  ),
  ...TOP,
];
const gatewayLayers = {
  files: [`${SRC}/**/*.{ts,tsx}`],
  // A test beside its module (and the kit its suites share) starts the whole gateway as the top does (ARCHITECTURE.md "Tests").
  ignores: [`${SRC}/**/*.test.ts`, `${SRC}/**/*.kit.ts`],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: LAYERS.flatMap(([folder, what], index) =>
          (folder.startsWith('{') ? folder.slice(1, -1).split(',') : [folder]).map((target) => ({
            target: `${SRC}/${target}`,
            from: above(index).filter((from) => from !== `${SRC}/${target}`),
            message: `${target}/ is ${what}: it imports only from the layers below it (ARCHITECTURE.md "Layers"); what both need goes down a layer, what composes goes up to app.ts / modules.ts.`,
          })),
        ),
      },
    ],
    'import-x/no-cycle': 'error',
  },
};

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
    // Lengths are counted in one unit, string.length (gateway/src/core/validation.ts says why).
    files: ['gateway/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['MaxLength', 'MinLength', 'Length'],
              message: 'Use MaxLength/MinLength from core/validation: they count string.length, as maxlength does.',
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
  gatewayLayers,
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
