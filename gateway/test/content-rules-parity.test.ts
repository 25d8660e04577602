import {
  BLOG_FORM,
  BLOG_SLUG_CASES,
  CONTACT_CASES,
  CONTACT_FORM,
  CONTACT_INFO_CASES,
  CONTACT_INFO_FORM,
  caseName,
  PROJECT_CASES,
  PROJECT_FORM,
  type ParityCase,
} from '../../packages/content-rules/test/parity-corpus';
import { splitList } from '@portfolio/content-rules';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall } from './support/rest';

/**
 * The gateway half of the parity corpus (frontend/src/test/content-rules-parity.test.ts is the
 * other): every case through both doors, which must accept what the forms accept and refuse the
 * rest with the forms' messages. Each door has its own app: one takes 5 messages per address.
 */

const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const CONTACT_INFO =
  'mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }';

const UPDATE_BLOG = 'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { slug } }';
const UPDATE_PROJECT = 'mutation($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { slug } }';

/** The project form's fields as its inputOf sends them: the technologies split on commas, the links in `links`. */
const projectInput = ({ repo, demo, technologies, ...form }: typeof PROJECT_FORM) => ({
  ...form,
  technologies: splitList(technologies),
  links: { repo, demo },
});

const named = (cases: ParityCase[]) => cases.map((entry) => [caseName(entry), entry] as const);

/** The gateway's answer: null when accepted, else the one BAD_USER_INPUT message. */
type Session = { app: TestApp; token: string; postId: string; projectId: string };
type Operation = 'contact' | 'contactInfo' | 'blog' | 'project';
type Door = (session: Session, operation: Operation, input: object) => Promise<string | null>;

const graphql: Door = async ({ app, token, postId, projectId }, operation, input) => {
  const query = { contact: SEND, contactInfo: CONTACT_INFO, blog: UPDATE_BLOG, project: UPDATE_PROJECT }[operation];
  const id = operation === 'project' ? projectId : postId;
  const response = await app.gql(query, { id, input }, { token });
  if (!response.errors) return null;
  expect(response.errors).toHaveLength(1);
  expect(response.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
  return response.errors[0]!.message;
};

const rest: Door = async ({ app, token, postId, projectId }, operation, input) => {
  const routes: Record<Operation, [string, string]> = {
    contact: ['POST', '/api/contact'],
    contactInfo: ['PUT', '/api/settings/contact-info'],
    blog: ['PUT', `/api/blogs/${postId}`],
    project: ['PUT', `/api/projects/${projectId}`],
  };
  const [method, path] = routes[operation];
  const { status, body } = await restCall(app, method, path, { token, body: input });
  if (body.success) return null;
  expect(status).toBe(400);
  return body.message ?? '';
};

describe.each([
  ['GraphQL', graphql],
  ['REST', rest],
] as const)(`%s: the gateway accepts and refuses what the forms do (${testDb})`, (_, door) => {
  /** The door's own app, an admin's token for the contact info, and the post whose slug the blog cases set. */
  let session: Session;
  beforeAll(async () => {
    const app = await startTestApp();
    const { token } = await app.signIn('admin');
    const created = await app.gql<{ createBlog: { id: string } }>(
      'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      { input: BLOG_FORM },
      { token },
    );
    const project = await app.gql<{ createProject: { id: string } }>(
      'mutation($input: ProjectInput!) { createProject(input: $input) { id } }',
      { input: projectInput(PROJECT_FORM) },
      { token },
    );
    session = { app, token, postId: created.data!.createBlog.id, projectId: project.data!.createProject.id };
  });
  afterAll(() => session.app.close());

  it.each(named(CONTACT_CASES))('contact form: %s', async (_, { field, value, expected }) => {
    expect(await door(session, 'contact', { ...CONTACT_FORM, [field]: value })).toBe(expected);
  });

  it.each(named(CONTACT_INFO_CASES))('contact info: %s', async (_, { field, value, expected }) => {
    expect(await door(session, 'contactInfo', { ...CONTACT_INFO_FORM, [field]: value })).toBe(expected);
  });

  it.each(named(BLOG_SLUG_CASES))('blog form: %s', async (_, { field, value, expected }) => {
    expect(await door(session, 'blog', { ...BLOG_FORM, [field]: value })).toBe(expected);
  });

  it.each(named(PROJECT_CASES))('project form: %s', async (_, { field, value, expected }) => {
    expect(await door(session, 'project', projectInput({ ...PROJECT_FORM, [field]: value }))).toBe(expected);
  });
});
