import { route } from '../../core/rest-route';
import { MAX_BULK, POST_NOT_FOUND } from './comments.service';

const ANSWER = 'id kind origin authorName authorUrl isOwner text createdAt publishedAt sourceUrl';
const THREAD = `postId total likes reposts open page pages items { ${ANSWER} replies { ${ANSWER} } } reactions { ${ANSWER} }`;
const ADMIN = `${ANSWER} status authorEmail authorPhoto parentId post { id title path } replies { ${ANSWER} }`;
const SETTINGS = 'approveKnown closeAfterDays mailOwner';

export const commentRoutes = [
  route({
    method: 'get',
    path: '/api/blogs/:id/comments',
    summary: "A post's approved comments, a page of them",
    description:
      "`{id}` as in GET /api/blogs/{id}. `page` (from 1): 50 top-level answers a page, oldest first, each with the owner's replies; `total` counts every approved comment, reply and mention, `reactions` are the likes and reposts (the newest 100; `likes` and `reposts` count all of them), `open` whether a comment is taken now. A post the public cannot see answers 404.",
    access: 'public',
    operation: `query ($id: ID!, $page: Int) { comments(post: $id, page: $page) { ${THREAD} } }`,
    variables: { id: 'path', page: 'query.page' },
    result: 'comments',
    notFound: POST_NOT_FOUND,
  }),
  route({
    method: 'post',
    path: '/api/blogs/:id/comments',
    summary: 'Comment on a post (5 a minute and 30 a day per client address, 100 a day per post)',
    description:
      'Body `{"name": "…", "email": "…", "text": "…"}` (the e-mail is never shown). 202 with `{id, status}`: `pending` until the owner approves it, or `approved` at once when the settings approve addresses approved before. A post closed to comments (by its owner, or by the settings\' days) answers 403; a post the public cannot see 404.',
    access: 'public',
    operation: 'mutation ($id: ID!, $input: CommentInput!) { addComment(post: $id, input: $input) { id status } }',
    variables: { id: 'path', input: 'body' },
    result: 'addComment',
    status: 202,
  }),
  route({
    method: 'get',
    path: '/api/comments',
    summary: 'A page of answers of one status, newest first',
    description:
      '`status`: `pending` (the default), `approved` or `spam`; `page` (from 1) and `perPage` (1..100, default 25). Each answer names its post (`post: {id, title, path}`); replies are rows too.',
    access: 'admin',
    operation: `query ($status: CommentStatus! = PENDING, $page: Int, $perPage: Int) { adminComments(status: $status, page: $page, perPage: $perPage) { items { ${ADMIN} } total page perPage pages } }`,
    variables: { status: 'query.status', page: 'query.page', perPage: 'query.perPage' },
    result: 'adminComments.items',
    meta: {
      page: 'adminComments.page',
      perPage: 'adminComments.perPage',
      total: 'adminComments.total',
      pages: 'adminComments.pages',
    },
  }),
  route({
    method: 'get',
    path: '/api/comments/counts',
    summary: 'Pending, approved and spam answers',
    access: 'admin',
    operation: 'query { commentCounts { pending approved spam } }',
    result: 'commentCounts',
  }),
  route({
    method: 'post',
    path: '/api/comments/actions',
    summary: 'Approve, mark spam or delete answers, all or none',
    description: `Body \`{"ids": ["…"], "action": "approve" | "spam" | "delete"}\`: 1..${MAX_BULK} ids; an id that names no answer answers 404 and changes nothing. \`data\`: how many. Marking spam remembers the address (or a remote answer's host): its next answers are spam at once; approving forgets it.`,
    access: 'admin',
    operation: 'mutation ($ids: [ID!]!, $action: CommentAction!) { updateComments(ids: $ids, action: $action) }',
    variables: { ids: 'body.ids', action: 'body.action' },
    result: 'updateComments',
  }),
  route({
    method: 'post',
    path: '/api/comments/:id/replies',
    summary: "Reply to an answer as 'Yazar', published at once",
    description:
      'Body `{"text": "…"}` (at most 5 000 characters). A pending answer is approved with it; a reply to a reply answers 400.',
    access: 'admin',
    operation: `mutation ($id: ID!, $text: String!) { replyToComment(id: $id, text: $text) { ${ADMIN} } }`,
    variables: { id: 'path', text: 'body.text' },
    result: 'replyToComment',
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/comments/settings',
    summary: "The comments' settings",
    access: 'admin',
    operation: `query { commentSettings { ${SETTINGS} } }`,
    result: 'commentSettings',
  }),
  route({
    method: 'put',
    path: '/api/comments/settings',
    summary: "Change the comments' settings",
    description:
      'Body `{"approveKnown": false, "closeAfterDays": null, "mailOwner": true}`: `closeAfterDays` null (never) or 1..3650.',
    access: 'admin',
    operation: `mutation ($input: CommentSettingsInput!) { setCommentSettings(input: $input) { ${SETTINGS} } }`,
    variables: { input: 'body' },
    result: 'setCommentSettings',
  }),
];
