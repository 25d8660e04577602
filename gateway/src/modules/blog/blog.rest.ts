import { route } from '../../rest/route';
import { BLOG_NOT_FOUND } from './blog.service';

const SUMMARY = 'id title slug shortDescription tags publishDate viewCount';
const POST = `${SUMMARY} content createdAt updatedAt`;

export const blogRoutes = [
  route({
    method: 'get',
    path: '/api/blogs',
    summary: 'Every post, newest first, without content',
    access: 'public',
    operation: `query { blogs { ${SUMMARY} } }`,
    result: 'blogs',
  }),
  route({
    method: 'get',
    path: '/api/blogs/:id',
    summary: 'One post with its content; counts one view',
    description:
      "`{id}` is the post's `_id`, its slug or one of its former slugs; `slug` in the answer is the current one (the canonical address /blog/{slug}).",
    access: 'public',
    operation: `mutation ($id: ID!) { viewBlog(id: $id) { ${POST} } }`,
    variables: { id: 'path' },
    result: 'viewBlog',
    notFound: BLOG_NOT_FOUND,
  }),
  route({
    method: 'post',
    path: '/api/blogs',
    summary: 'Create a post (content is sanitised)',
    access: 'admin',
    operation: `mutation ($input: BlogInput!) { createBlog(input: $input) { ${POST} } }`,
    variables: { input: 'body' },
    result: 'createBlog',
    status: 201,
  }),
  route({
    method: 'put',
    path: '/api/blogs/:id',
    summary: 'Replace a post',
    access: 'admin',
    operation: `mutation ($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { ${POST} } }`,
    variables: { id: 'path', input: 'body' },
    result: 'updateBlog',
  }),
  route({
    method: 'delete',
    path: '/api/blogs/:id',
    summary: 'Delete a post',
    access: 'admin',
    operation: 'mutation ($id: ID!) { deleteBlog(id: $id) }',
    variables: { id: 'path' },
    result: null,
  }),
];
