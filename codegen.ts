import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted by the gateway) + each feature's operations → typed documents in
 * frontend/src/gql/graphql.ts (client preset; Apollo Client 4's own hooks are then typed). A
 * feature folder keeps its operations and fragments in one file named after it
 * (`features/blog/blog.graphql`; features/operations.test.ts checks); a field list used by several
 * operations is a fragment beside the component that renders it (`AboutFields`, `SettingsFields`).
 * Code imports the `…Document` constants it uses straight from src/gql, so each page's bundle
 * carries only its own operations (the preset's `graphql()` lookup table would carry all of them,
 * admin included).
 * `npm run codegen`; `npm test` fails when the committed output is stale (`--check`).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['frontend/src/**/*.graphql'],
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
