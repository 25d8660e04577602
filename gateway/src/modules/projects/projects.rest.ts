import { LANG_QUERY } from '../../core/locale';
import { route } from '../../core/rest-route';
import { PROJECT_NOT_FOUND, REVISION_NOT_FOUND } from './projects.service';

const LISTED =
  'id title slug summary cover technologies links { repo demo } startDate endDate featured order status createdAt updatedAt locale alternates { locale path }';
const PROJECT = `${LISTED} content`;
/** What the admin's rows answer: the project with its English version. */
const ENGLISH = 'english { title slug summary content }';
const EDITED = `${PROJECT} ${ENGLISH}`;
const REVISION = `id projectId kind savedAt title slug summary cover technologies links { repo demo } startDate endDate featured ${ENGLISH}`;
const INPUT =
  'The body is a ProjectInput (title, slug, summary, content, cover, technologies, links {repo, demo}, startDate, endDate, featured, status, english {title, slug, summary, content}: the English version, absent kept, null removed); what GET /api/projects/{id} answers may be sent back as it is (`_id`, `order`, `createdAt`, `updatedAt`, `locale`, `alternates` are ignored).';
const LANG =
  '`lang=en` answers in English: only the projects with an English version (`lang` is `tr` or `en`, else 400).';
const IF_MATCH =
  "With `If-Match` carrying the `updatedAt` the edit began from (or the project's pending edit's `savedAt`, see GET /api/projects/{id}/revisions), a project changed since is refused with 409 and nothing changes; without it nothing is checked.";

export const projectRoutes = [
  route({
    method: 'get',
    path: '/api/projects',
    summary: "A page of the published projects, featured first, then in the owner's order, without content",
    description: `\`technology\` keeps the projects that list it; \`page\` (from 1) and \`perPage\` (1..100, default 12) as in GET /api/blogs. \`status=all\` (admin only, else 403) lists drafts too. ${LANG}`,
    access: 'public',
    operation: `query ($technology: String, $page: Int, $perPage: Int, $all: Boolean, $locale: Locale) { projects(technology: $technology, page: $page, perPage: $perPage, includeDrafts: $all, locale: $locale) { items { ${LISTED} } page perPage total pages } }`,
    variables: {
      ...{ technology: 'query.technology', page: 'query.page', perPage: 'query.perPage', all: 'query.status' },
      locale: 'query.lang',
    },
    queryValues: { status: { published: false, all: true }, ...LANG_QUERY },
    result: 'projects.items',
    meta: { page: 'projects.page', perPage: 'projects.perPage', total: 'projects.total', pages: 'projects.pages' },
  }),
  route({
    method: 'get',
    path: '/api/projects/:id',
    summary: 'One published project with its content',
    description:
      "`{id}` is the project's `_id`, its slug or one of its former slugs (with `lang=en`: its `_id` or its English slug, 404 for a project without an English version); `preview=true` (admin only, else 403) shows a draft too. `lang=en` answers in English (`lang` is `tr` or `en`, else 400).",
    access: 'public',
    operation: `query ($id: ID!, $preview: Boolean, $locale: Locale) { project(id: $id, preview: $preview, locale: $locale) { ${PROJECT} } }`,
    variables: { id: 'path', preview: 'query.preview', locale: 'query.lang' },
    queryValues: LANG_QUERY,
    result: 'project',
    notFound: PROJECT_NOT_FOUND,
  }),
  route({
    method: 'post',
    path: '/api/projects',
    summary: 'Create a project (content is sanitised)',
    description: INPUT,
    access: 'admin',
    operation: `mutation ($input: ProjectInput!) { createProject(input: $input) { ${EDITED} } }`,
    variables: { input: 'body' },
    result: 'createProject',
    status: 201,
  }),
  route({
    method: 'put',
    path: '/api/projects/order',
    summary: "The owner's order of the projects",
    description: "`{ids: [...]}`: every project's id once, first shown first; anything else is refused with 400.",
    access: 'admin',
    operation: `mutation ($ids: [ID!]!) { reorderProjects(ids: $ids) { ${LISTED} } }`,
    variables: { ids: 'body.ids' },
    result: 'reorderProjects',
  }),
  route({
    method: 'put',
    path: '/api/projects/:id',
    summary: 'Replace a project',
    description: `${INPUT} Its pending edit, if any, goes; the save is kept as a version. ${IF_MATCH}`,
    access: 'admin',
    operation: `mutation ($id: ID!, $input: ProjectInput!, $expected: DateTimeISO) { updateProject(id: $id, input: $input, expectedUpdatedAt: $expected) { ${EDITED} } }`,
    variables: { id: 'path', input: 'body', expected: 'header.If-Match' },
    result: 'updateProject',
  }),
  route({
    method: 'put',
    path: '/api/projects/:id/autosave',
    summary:
      "Save an edit as the editor does by itself: a draft's texts at once, a published project's as its pending edit",
    description: `The body as for PUT /api/projects/{id}; its \`status\` is ignored. A published project stays as the public sees it until PUT /api/projects/{id}. ${IF_MATCH}`,
    access: 'admin',
    operation: `mutation ($id: ID!, $input: ProjectDraftInput!, $expected: DateTimeISO) { autosaveProject(id: $id, input: $input, expectedUpdatedAt: $expected) { ${EDITED} pendingEdit { ${REVISION} content } } }`,
    variables: { id: 'path', input: 'body', expected: 'header.If-Match' },
    result: 'autosaveProject',
  }),
  route({
    method: 'get',
    path: '/api/projects/:id/revisions',
    summary: "A project's versions, newest first, without content, and its pending edit",
    description:
      "`{id}` as in GET /api/projects/{id}. `revisions`: every save and an autosave at most every 10 minutes, the last 50. `pendingEdit`: a published project's edits that the editor saved and PUT has not published yet (with content), or null.",
    access: 'admin',
    operation: `query ($id: ID!) { project(id: $id, preview: true) { id updatedAt ${ENGLISH} pendingEdit { ${REVISION} content } revisions { ${REVISION} } } }`,
    variables: { id: 'path' },
    result: 'project',
    notFound: PROJECT_NOT_FOUND,
  }),
  route({
    method: 'get',
    path: '/api/projects/:id/revisions/:revisionId',
    summary: 'One version of a project, with its content',
    description: "`{id}` is the project's `_id`.",
    access: 'admin',
    operation: `query ($id: ID!, $revisionId: ID!) { projectRevision(projectId: $id, id: $revisionId) { ${REVISION} content } }`,
    variables: { id: 'path', revisionId: 'path' },
    result: 'projectRevision',
    notFound: REVISION_NOT_FOUND,
  }),
  route({
    method: 'delete',
    path: '/api/projects/:id',
    summary: 'Delete a project',
    access: 'admin',
    operation: 'mutation ($id: ID!) { deleteProject(id: $id) }',
    variables: { id: 'path' },
    result: null,
  }),
];
