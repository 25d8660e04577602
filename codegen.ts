import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted by the gateway) + the frontend's `graphql(...)` documents → typed
 * documents in frontend/src/gql (client preset; Apollo Client 4's own hooks are then typed).
 * `npm run codegen`; `npm test` fails when the committed output is stale (`--check`).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['frontend/src/**/*.{ts,tsx}', '!frontend/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'frontend/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTimeISO: 'string', Upload: 'File' },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
      },
    },
  },
};

export default config;
