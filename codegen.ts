import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema.graphql (emitted by the gateway) + each feature's operations → typed documents (client
 * preset; Apollo Client 4's own hooks are then typed). A feature folder keeps its operations and
 * fragments in one file named after it (`features/blog/blog.graphql`; features/operations.test.ts
 * checks); a field list used by several operations is a fragment beside the component that
 * renders it (`AboutFields`, `SettingsFields`). Code imports the `…Document` constants it uses.
 *
 * Two outputs, because a module's constants all land in one chunk: src/gql holds the public site's
 * operations only (the pages' first load carries no admin operation), src/gql/admin every
 * operation (the admin panel and the session, which also use the public fragments).
 * `npm run codegen`; `npm test` fails when the committed output is stale (`--check`).
 */
const SITE_FEATURES = ['about', 'blog', 'comments', 'contact', 'projects', 'settings', 'subscribe'];

const output = (documents: string[]) => ({
  preset: 'client' as const,
  documents,
  presetConfig: { fragmentMasking: false },
  config: {
    scalars: { DateTimeISO: 'string', Upload: 'File' },
    enumsAsTypes: true,
    useTypeImports: true,
    skipTypename: true,
  },
});

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'frontend/src/gql/': output([`frontend/src/features/{${SITE_FEATURES.join(',')}}/*.graphql`]),
    'frontend/src/gql/admin/': output(['frontend/src/**/*.graphql']),
  },
};

export default config;
