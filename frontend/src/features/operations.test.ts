import { describe, expect, it } from 'vitest';

/**
 * Operation files are named one way: the GraphQL operations and fragments of a feature folder
 * live in one file named after the folder (`blog/blog.graphql`, `admin/about/about.graphql`),
 * and code imports the generated `…Document` constants from `src/gql` directly.
 */
const files = Object.keys(import.meta.glob('../**/*.graphql', { query: '?raw' }));

describe('GraphQL operation files', () => {
  it('exist (codegen reads frontend/src/**/*.graphql)', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s is named after its folder', (file) => {
    const [folder, name] = file.split('/').slice(-2);
    expect(name).toBe(`${folder}.graphql`);
  });
});
