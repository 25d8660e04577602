import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';

describe(`GraphQL smoke (${testDb})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates a post as admin and reads it publicly', async () => {
    const { token } = await app.signIn('admin');
    const created = await app.gql<{ createBlog: { id: string } }>(
      'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      {
        input: {
          title: 'Merhaba',
          shortDescription: 'kısa',
          content: '<p>x<script>alert(1)</script></p>',
          tags: ['a, b', 'A'],
        },
      },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const read = await app.gql<{ blog: { content: string; tags: string[] } }>(
      'query($id: ID!) { blog(id: $id) { content tags } }',
      {
        id: created.data!.createBlog.id,
      },
    );
    expect(read.data!.blog).toEqual({ content: '<p>x</p>', tags: ['a', 'b'] });
  });
});
