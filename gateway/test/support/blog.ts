import type { TestApp } from './app';
import { blogInput, type BlogInput } from './content';

/** The blog's GraphQL operations and what the blog suites share. */

export const FIELDS = 'id title slug shortDescription content tags publishDate viewCount createdAt updatedAt';
export const LIST_FIELDS = 'id title slug shortDescription tags publishDate viewCount createdAt updatedAt';
export const CREATE = `mutation($input: BlogInput!) { createBlog(input: $input) { ${FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${FIELDS} } }`;
export const DELETE = 'mutation($id: ID!) { deleteBlog(id: $id) }';
export const BLOG = `query($id: ID!) { blog(id: $id) { ${FIELDS} } }`;
export const VIEW = `mutation($id: ID!) { viewBlog(id: $id) { ${FIELDS} } }`;
export const BLOGS = `{ blogs { ${LIST_FIELDS} } }`;
export const BLOGS_WITH_CONTENT = `{ blogs { ${FIELDS} } }`;

export type Post = {
  id: string;
  title: string;
  slug: string;
  shortDescription: string;
  content: string;
  tags: string[];
  publishDate: string;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
};

/** A valid post with one tag, `a`. */
export const input = (override: Partial<BlogInput> = {}): BlogInput => blogInput({ tags: ['a'], ...override });

/** The content column of one post, as stored. */
export async function storedContent(app: TestApp, id: string): Promise<string> {
  const rows: Array<{ content: string }> = await app.dataSource.query('SELECT content FROM blog_posts WHERE id = ?', [
    id,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]!.content;
}

let visitors = 0;

/**
 * The headers of a visitor not seen before, as a trusted proxy names it (the app must be started
 * with TRUST_PROXY): a visitor's views of one post count once, so each counted view comes from its own.
 */
export const newVisitor = () => {
  const n = ++visitors;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};
