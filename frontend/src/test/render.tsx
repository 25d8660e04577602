import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import {
  AboutDocument,
  type AboutQuery as AboutData,
  BlogPageDocument,
  type BlogPageQuery as BlogPageData,
  BlogPostDocument,
  type BlogPostQuery as BlogPostData,
  BlogPreviewDocument,
  type BlogPreviewQuery as BlogPreviewData,
  type CommentThreadFieldsFragment,
  type PublicCommentFieldsFragment,
  FeaturedProjectsDocument,
  ProjectDocument,
  type ProjectPreviewQuery as ProjectPreviewData,
  ProjectPreviewDocument,
  type ProjectCardFieldsFragment,
  ProjectsDocument,
  ProjectsInMenuDocument,
  SendContactMessageDocument,
  SettingsDocument,
  type SettingsQuery as SettingsData,
  ViewBlogDocument,
} from '../gql/graphql';
import { createCache } from '../lib/apollo';

export type Mock = MockLink.MockedResponse;
export type RecordedOperation = { name: string | undefined; variables: Record<string, unknown> };

export type RenderOptions = {
  /** The URL the MemoryRouter starts at. */
  route?: string;
  /** When given, `ui` is rendered as the element of this route pattern (e.g. '/blog/:id'). */
  path?: string;
  mocks?: ReadonlyArray<Mock>;
  /** Delay of every mocked response in ms (MockLink's default is a random 20-50 ms). */
  delay?: number;
  /** Wraps everything in React.StrictMode. */
  strict?: boolean;
  /** Options for user-event, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /**
   * Hydrated as a page is: the tree's server markup is put in the document, this runs on it (what the
   * page's script and the reader do before the application arrives), then React hydrates it.
   */
  beforeHydration?: (container: HTMLElement) => void;
};

/**
 * Fake timers that Testing Library can live with: it only notices fake timers through a global `jest`
 * (otherwise its act() wrapper waits on a faked setTimeout(0) that never fires). Undo with
 * `vi.useRealTimers()` and `vi.unstubAllGlobals()`.
 */
export function installFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Shows the router's current path (and query, if any), so tests can see where a link led. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname}
      {location.search}
    </div>
  );
}

/**
 * Renders `ui` inside a MemoryRouter and a MockedProvider. Every GraphQL operation that reaches the
 * link is recorded in `operations` before MockLink answers it, so tests can assert what was (not) sent.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path, mocks = [], delay = 0, strict = false, userOptions, beforeHydration } = options;
  const operations: RecordedOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    operations.push({ name: operation.operationName, variables: operation.variables });
    return forward(operation);
  });
  const link = ApolloLink.from([recorder, new MockLink(mocks, { defaultOptions: { delay } })]);
  const cache = createCache(); // the app's own cache set-up
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  let tree = (
    <MockedProvider link={link} cache={cache}>
      <MemoryRouter initialEntries={[route]}>
        {content}
        <LocationDisplay />
      </MemoryRouter>
    </MockedProvider>
  );
  if (strict) tree = <StrictMode>{tree}</StrictMode>;
  const user = userEvent.setup({ delay: null, ...userOptions });
  if (!beforeHydration) return { user, operations, ...render(tree) };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeHydration(container);
  return { user, operations, ...render(tree, { container, hydrate: true }) };
}

// ---------------------------------------------------------------------------------------------
// Mocked responses of the generated documents, with the __typename the cache asks for.

export type About = NonNullable<AboutData['about']>;
export type BlogListItem = BlogPageData['blogPage']['items'][number];
export type BlogPost = NonNullable<BlogPostData['blog']>;
export type BlogPreview = NonNullable<BlogPreviewData['blog']>;
export type Settings = SettingsData['settings'];

export const SERVER_MESSAGE = 'Sunucudan gelen hata mesajı';

export const about = (overrides: Partial<About> = {}): About => ({
  name: 'Deniz Yılmaz',
  title: 'Full Stack Geliştirici',
  description: 'Birinci satır\nİkinci satır',
  cvFile: 'cv-123.pdf',
  experiences: [
    {
      title: 'Kıdemli Geliştirici',
      company: 'Acme A.Ş.',
      period: '2020 - Devam ediyor',
      description: 'Web uygulamaları',
    },
  ],
  technologies: ['TypeScript', 'React', 'Node.js'],
  ...overrides,
});

export const blogListItem = (overrides: Partial<BlogListItem> = {}): BlogListItem => ({
  id: 'p1',
  locale: 'TR',
  slug: 'ilk-yazi',
  title: 'İlk Yazı',
  shortDescription: 'Kısa açıklama',
  tags: ['react', 'graphql'],
  publishDate: '2026-11-21T12:00:00.000Z',
  viewCount: 3,
  readingMinutes: 4,
  ...overrides,
});

export const blogPost = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 'p1',
  locale: 'TR',
  alternates: [{ locale: 'TR', path: '/blog/ilk-yazi' }],
  slug: 'ilk-yazi',
  title: 'İlk Yazı',
  shortDescription: 'Kısa açıklama',
  content: '<p>Merhaba dünya</p>',
  tags: ['react', 'graphql'],
  publishDate: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  viewCount: 7,
  readingMinutes: 2,
  shareImage: '/blog/ilk-yazi/og.png',
  previous: null,
  next: null,
  related: [],
  ...overrides,
});

export const settings = (overrides: Partial<Settings> = {}): Settings => ({
  socialMedia: [],
  contactInfo: { email: '', location: '' },
  ...overrides,
});

type Extra = Omit<Partial<Mock>, 'request' | 'result'>;

export const aboutMock = (data: About | null, extra: Extra = {}): Mock => ({
  request: { query: AboutDocument },
  result: {
    data: {
      about: data && {
        __typename: 'About',
        ...data,
        experiences: data.experiences.map((experience) => ({ __typename: 'Experience', ...experience })),
      },
    },
  },
  ...extra,
});

/**
 * One page of the public list (12 a page), as `blogPage(page, perPage: 12)` answers it: `total`
 * defaults to the posts given (a single page), `pages` to what total makes.
 */
export const blogPageMock = (
  posts: BlogListItem[],
  { page = 1, total = posts.length }: { page?: number; total?: number } = {},
  extra: Extra = {},
): Mock => ({
  request: { query: BlogPageDocument, variables: { page, perPage: 12 } },
  result: {
    data: {
      blogPage: {
        __typename: 'BlogPage',
        page,
        perPage: 12,
        total,
        pages: Math.ceil(total / 12),
        items: posts.map((post) => ({ __typename: 'BlogPost', ...post })),
      },
    },
  },
  ...extra,
});

/** A post as the page's query answers it: typenames on it and on the posts it shows beside it. */
const postAnswer = <T extends BlogPost>(post: T | null) => {
  if (!post) return null;
  const typed = <P extends object>(other: P) => ({ __typename: 'BlogPost', ...other });
  return {
    ...typed(post),
    previous: post.previous && typed(post.previous),
    next: post.next && typed(post.next),
    related: post.related.map(typed),
  };
};

export type CommentThread = CommentThreadFieldsFragment;
export type PublicComment = PublicCommentFieldsFragment & { replies: PublicCommentFieldsFragment[] };

/** A reader's comment as `comments` answers it (approved, from the site's form). */
export const publicComment = (overrides: Partial<PublicComment> = {}): PublicComment => ({
  id: 'c1',
  kind: 'COMMENT',
  origin: 'SITE',
  authorName: 'Ayşe Yılmaz',
  authorUrl: null,
  isOwner: false,
  text: 'Çok güzel bir yazı olmuş.',
  createdAt: '2026-11-22T09:30:00.000Z',
  publishedAt: null,
  sourceUrl: null,
  replies: [],
  ...overrides,
});

/** One page of a post's comments: none, open, one page, unless told. */
export const commentThread = (overrides: Partial<CommentThread> = {}): CommentThread => ({
  postId: 'p1',
  total: 0,
  open: true,
  page: 1,
  pages: 1,
  items: [],
  reactions: [],
  likes: 0,
  reposts: 0,
  ...overrides,
});

/** The thread with its typenames, as the gateway answers it. */
const threadAnswer = (thread: CommentThread | null) => {
  if (!thread) return null;
  const typed = (comment: PublicCommentFieldsFragment) => ({ __typename: 'PublicComment', ...comment });
  return {
    __typename: 'CommentThread',
    ...thread,
    items: thread.items.map((item) => ({ ...typed(item), replies: item.replies.map(typed) })),
    reactions: thread.reactions.map((reaction) => typed(reaction)),
  };
};

/**
 * The post read by its id or slug (`blog`), with page `commentPage` (1) of its comments (`comments`:
 * an empty open thread unless given), as the detail page asks for them.
 */
export const blogPostMock = (
  idOrSlug: string,
  post: BlogPost | null,
  {
    comments = post && commentThread(),
    commentPage = 1,
    ...extra
  }: Extra & { comments?: CommentThread | null; commentPage?: number } = {},
): Mock => ({
  request: { query: BlogPostDocument, variables: { id: idOrSlug, commentPage } },
  result: { data: { blog: postAnswer(post), comments: threadAnswer(comments) } },
  ...extra,
});

/** The owner's preview of a post (`blog(id, preview: true)`), with its status. */
export const blogPreviewMock = (idOrSlug: string, post: BlogPreview | null, extra: Extra = {}): Mock => ({
  request: { query: BlogPreviewDocument, variables: { id: idOrSlug } },
  result: { data: { blog: postAnswer(post) } },
  ...extra,
});

/** The view counted from the browser: answers the post's new count. */
export const viewBlogMock = (id: string, viewCount: number, extra: Extra = {}): Mock => ({
  request: { query: ViewBlogDocument, variables: { id } },
  result: { data: { viewBlog: { __typename: 'BlogPost', id, viewCount } } },
  ...extra,
});

export const settingsMock = (data: Settings, extra: Extra = {}): Mock => ({
  request: { query: SettingsDocument },
  result: {
    data: {
      settings: {
        __typename: 'Settings',
        socialMedia: data.socialMedia.map((link) => ({ __typename: 'SocialMedia', ...link })),
        contactInfo: { __typename: 'ContactInfo', ...data.contactInfo },
      },
    },
  },
  ...extra,
});

export type ContactInput = { name: string; email: string; message: string; website?: string | null };

export const sendContactMock = (input: ContactInput, extra: Extra = {}): Mock => ({
  request: { query: SendContactMessageDocument, variables: { input: { website: null, ...input } } },
  result: { data: { sendContactMessage: true } },
  ...extra,
});

/** The server answered with a GraphQL error (a CombinedGraphQLErrors on the client). */
export const graphQLError = (
  request: Mock['request'],
  message: string = SERVER_MESSAGE,
  code?: string,
  extra: Extra = {},
): Mock => ({
  request,
  result: { errors: [{ message, ...(code ? { extensions: { code } } : {}) }] },
  ...extra,
});

/** The request never got an answer (the network failed). */
export const networkError = (request: Mock['request'], extra: Extra = {}): Mock => ({
  request,
  error: new TypeError('Failed to fetch'),
  ...extra,
});

// ---------------------------------------------------------------------------------------------
// Projects (issue 46)

export type ProjectCard = ProjectCardFieldsFragment;
export type Project = NonNullable<ProjectPreviewData['project']>;
export type Technology = { slug: string; name: string; count: number };

/** A stored photo's address, as the files module names it (content-rules pictureOf reads it back). */
export const COVER = '/uploads/photo-0b7e6a4c-8d1f-4c2a-9e3b-5f6a7b8c9d0e-1600x900.jpg';

export const projectCard = (overrides: Partial<ProjectCard> = {}): ProjectCard => ({
  id: 'pr1',
  locale: 'TR',
  slug: 'isik-olcer',
  title: 'Işık Ölçer',
  summary: 'Bir odanın ışığını ölçen küçük bir cihaz ve uygulaması.',
  cover: COVER,
  technologies: ['TypeScript', 'Node.js'],
  links: { repo: 'https://github.com/deniz/isik-olcer', demo: 'https://isik.example' },
  startDate: '2024-01',
  endDate: null,
  featured: true,
  ...overrides,
});

export const project = (overrides: Partial<Project> = {}): Project => ({
  ...projectCard(),
  alternates: [{ locale: 'TR', path: '/projects/isik-olcer' }],
  content: '<p>Nasıl <strong>yapıldı</strong>.</p>',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  status: 'PUBLISHED',
  ...overrides,
});

const typedProject = <P extends ProjectCard>(item: P) => ({
  __typename: 'Project',
  ...item,
  links: { __typename: 'ProjectLinks', ...item.links },
});

/**
 * `projects(technology, page, perPage: 12)` with every technology, as /projects and a tag's page ask
 * for them: `total` defaults to the projects given (one page).
 */
export const projectsMock = (
  items: ProjectCard[],
  {
    page = 1,
    total = items.length,
    technology = null,
    technologies = [],
  }: { page?: number; total?: number; technology?: string | null; technologies?: Technology[] } = {},
  extra: Extra = {},
): Mock => ({
  request: { query: ProjectsDocument, variables: { page, perPage: 12, technology } },
  result: {
    data: {
      projects: {
        __typename: 'ProjectPage',
        page,
        perPage: 12,
        total,
        pages: Math.ceil(total / 12),
        items: items.map(typedProject),
      },
      projectTechnologies: technologies.map((known) => ({ __typename: 'ProjectTechnology', ...known })),
    },
  },
  ...extra,
});

/** The home page's three first projects, of `total` published (the About page reads it). */
export const featuredProjectsMock = (items: ProjectCard[], { total = items.length } = {}, extra: Extra = {}): Mock => ({
  request: { query: FeaturedProjectsDocument },
  result: { data: { projects: { __typename: 'ProjectPage', total, items: items.map(typedProject) } } },
  ...extra,
});

/** Whether 'Projeler' is in the menu. */
export const projectsInMenuMock = (inMenu: boolean, extra: Extra = {}): Mock => ({
  request: { query: ProjectsInMenuDocument },
  result: { data: { projectsInMenu: inMenu } },
  ...extra,
});

/** A published project by its id or slug (`project`). */
export const projectMock = (idOrSlug: string, item: Omit<Project, 'status'> | null, extra: Extra = {}): Mock => ({
  request: { query: ProjectDocument, variables: { id: idOrSlug } },
  result: { data: { project: item && typedProject(item) } },
  ...extra,
});

/** The owner's preview of a project (`project(id, preview: true)`), with its status. */
export const projectPreviewMock = (idOrSlug: string, item: Project | null, extra: Extra = {}): Mock => ({
  request: { query: ProjectPreviewDocument, variables: { id: idOrSlug } },
  result: { data: { project: item && typedProject(item) } },
  ...extra,
});
