import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { createUser, setPassword } from '../src/modules/auth/users.service';
import { startTestApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { expectOnlyError } from './support/graphql';
import {
  expiredByExp,
  expiredByExpiresIn,
  foreignSecret,
  tamperPayload,
  tamperSignature,
  unsigned,
  wrongIssuer,
} from './support/tokens';

/**
 * docs/api.md#rest-envelope-and-status-codes: "A bad or expired token on a public read or on the
 * contact form is ignored: the request is served as anonymous." Public: blogs, blog, viewBlog,
 * about, settings, sendContactMessage, login.
 */

const READS = `query($id: ID!) {
  blogs { id title shortDescription tags publishDate viewCount }
  blog(id: $id) { id title content tags viewCount }
  about { name title description cvFile technologies experiences { title company period description } }
  settings { socialMedia { platform url isActive } contactInfo { email location } }
}`;
const VIEW = 'mutation($id: ID!) { viewBlog(id: $id) { id title viewCount } }';
const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) { token user { id email role } }
}`;

type Tokens = {
  user: { id: string; tokenVersion: number };
  expired: string;
  expiredExp: string;
  token: string;
  loggedOut: string;
  passwordChanged: string;
};

const BAD_TOKENS: Array<[string, (t: Tokens) => Record<string, string>]> = [
  ['an expired token (expiresIn in the past)', (t) => ({ authorization: `Bearer ${t.expired}` })],
  ['an expired token (exp in the past)', (t) => ({ authorization: `Bearer ${t.expiredExp}` })],
  ['a tampered signature', (t) => ({ authorization: `Bearer ${tamperSignature(t.token)}` })],
  ['a tampered payload', (t) => ({ authorization: `Bearer ${tamperPayload(t.token)}` })],
  ['a token revoked by logout', (t) => ({ authorization: `Bearer ${t.loggedOut}` })],
  ['a token revoked by a new password', (t) => ({ authorization: `Bearer ${t.passwordChanged}` })],
  ['an unsigned token (alg: none)', (t) => ({ authorization: `Bearer ${unsigned(t.user)}` })],
  ['a token signed with another secret', (t) => ({ authorization: `Bearer ${foreignSecret(t.user)}` })],
  ['a token from another issuer', (t) => ({ authorization: `Bearer ${wrongIssuer(t.user)}` })],
  ['"Bearer" with garbage', () => ({ authorization: 'Bearer garbage' })],
  ['an empty bearer', () => ({ authorization: 'Bearer ' })],
  ['another scheme', (t) => ({ authorization: `Token ${t.token}` })],
];

describe(`GraphQL public operations ignore bad tokens (${testDb})`, () => {
  let app: TestApp;
  let tokens: Tokens;
  let blogId: string;
  let anonymous: Record<string, unknown>;
  let address = 0;
  /** Each contact message from its own address (TRUST_PROXY), so that the per-address limit stays out of the way. */
  const nextAddress = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'true' });
    const admin = await app.signIn('admin');
    const created = await app.gql<{ createBlog: { id: string } }>(
      'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
      { input: { title: 'Herkese açık', shortDescription: 'Kısa', content: '<p>Gövde</p>', tags: ['genel'] } },
      { token: admin.token },
    );
    expect(created.errors).toBeUndefined();
    blogId = created.data!.createBlog.id;
    const about = await app.gql(
      'mutation($input: AboutInput!) { updateAbout(input: $input) { name } }',
      { input: { name: 'Sahip', title: 'Geliştirici', description: 'Metin', experiences: [], technologies: ['Node'] } },
      { token: admin.token },
    );
    expect(about.errors).toBeUndefined();
    const social = await app.gql(
      'mutation($list: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $list) { socialMedia { url } } }',
      { list: [{ platform: 'github', url: 'https://github.com/sahip' }] },
      { token: admin.token },
    );
    expect(social.errors).toBeUndefined();

    const leaving = await app.signIn('admin');
    expect(await app.gql('mutation { logout }', {}, { token: leaving.token })).toEqual({ data: { logout: true } });
    const changing = await app.signIn('admin');
    await setPassword(app.dataSource, changing.user.email, 'yeni-sifre-789');
    tokens = {
      user: admin.user,
      expired: expiredByExpiresIn(admin.user),
      expiredExp: expiredByExp(admin.user),
      token: admin.token,
      loggedOut: leaving.token,
      passwordChanged: changing.token,
    };
    await createUser(app.dataSource, { email: 'giris@example.com', password: 'dogru-sifre-123', role: 'user' });

    const reads = await app.gql(READS, { id: blogId });
    expect(reads.errors).toBeUndefined();
    anonymous = reads.data!;
  });
  afterAll(() => app.close());

  it('the anonymous answer has content to compare with', () => {
    expect(anonymous).toMatchObject({
      blogs: [{ id: blogId, title: 'Herkese açık' }],
      blog: { id: blogId, content: '<p>Gövde</p>' },
      about: { name: 'Sahip', technologies: ['Node'] },
      settings: { socialMedia: [{ platform: 'github', url: 'https://github.com/sahip', isActive: true }] },
    });
  });

  describe.each(BAD_TOKENS)('with %s', (_label, headersFor) => {
    it('blogs, blog, about and settings answer exactly as for an anonymous visitor', async () => {
      const now = await app.gql(READS, { id: blogId });
      expect(now.data).toMatchObject({ about: anonymous.about, settings: anonymous.settings });
      const response = await app.gql(READS, { id: blogId }, { headers: headersFor(tokens) });
      // The anonymous answer is the cached one, whose view counts may lag (a view drops no answer).
      const withoutViews = (answer: unknown) => JSON.stringify(answer).replace(/"viewCount":\d+/g, '');
      expect(withoutViews(response)).toEqual(withoutViews(now));
    });

    it('viewBlog counts one view and returns the post', async () => {
      // Read fresh (a signed-in read is not answered from the cache, where counts may lag).
      const fresh = await app.gql<{ blog: { viewCount: number } }>(READS, { id: blogId }, { token: tokens.token });
      const before = fresh.data!.blog.viewCount;
      const response = await app.gql(VIEW, { id: blogId }, { headers: { ...headersFor(tokens), ...nextAddress() } });
      expect(response).toEqual({ data: { viewBlog: { id: blogId, title: 'Herkese açık', viewCount: before + 1 } } });
    });

    it('sendContactMessage stores the message', async () => {
      const messages = app.dataSource.getRepository(ContactMessage);
      const before = await messages.count();
      const text = `Geçersiz anahtarla gönderilen mesaj ${before}.`;
      const response = await app.gql(
        SEND,
        { input: { name: 'Ziyaretçi', email: 'ziyaretci@example.com', message: text } },
        { headers: { ...headersFor(tokens), ...nextAddress() } },
      );
      expect(response).toEqual({ data: { sendContactMessage: true } });
      expect(await messages.count()).toBe(before + 1);
      expect(await messages.findOneBy({ message: text })).toMatchObject({ name: 'Ziyaretçi' });
    });

    it('login signs in with the right password and refuses a wrong one as usual', async () => {
      const ok = await app.gql<{ login: { token: string; user: { email: string; role: string } } }>(
        LOGIN,
        { email: 'giris@example.com', password: 'dogru-sifre-123' },
        { headers: headersFor(tokens) },
      );
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.login.user).toMatchObject({ email: 'giris@example.com', role: 'user' });
      const me = await app.gql<{ me: { email: string } }>('{ me { email } }', {}, { token: ok.data!.login.token });
      expect(me).toEqual({ data: { me: { email: 'giris@example.com' } } });
    });
  });

  it('a wrong password with a bad token is still exactly "Giriş başarısız"', async () => {
    const response = await app.gql(
      LOGIN,
      { email: 'giris@example.com', password: 'yanlis-sifre' },
      { headers: { authorization: `Bearer ${tokens.expired}` } },
    );
    expectOnlyError(response, 'UNAUTHENTICATED', 'Giriş başarısız');
  });

  it('with a valid admin token the same public reads answer the same', async () => {
    const response = await app.gql(READS, { id: blogId }, { token: tokens.token });
    // viewCount has moved on since the anonymous snapshot; the rest is the same.
    expect(response.errors).toBeUndefined();
    expect(response.data).toMatchObject({ about: anonymous.about, settings: anonymous.settings });
  });
});
