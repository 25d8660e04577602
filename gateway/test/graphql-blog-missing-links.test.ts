import { startAdminApp, type TestApp } from './support/app';
import { CREATE, input, UPDATE, type Post } from './support/blog';
import { testDb } from './support/db';
import { snapshot } from './support/snapshot';

/**
 * `missingPostLinks` (issue 23, the pre-publish check): which slugs of links to the site's own
 * posts no post answers to. A draft's slug, a former slug and an id answer, as `blog(id, preview)`.
 */

const MISSING = 'query($slugs: [String!]!) { missingPostLinks(slugs: $slugs) }';
const FORBIDDEN = 'Bu işlem için admin yetkisi gereklidir.';
const TOO_MANY = 'Tek seferde en fazla 100 bağlantı denetlenebilir.';

describe(`missingPostLinks (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let published: Post;
  let draft: Post;

  beforeAll(async () => {
    ({ app, token: admin } = await startAdminApp());
    const create = async (override: object) =>
      (await app.gql<{ createBlog: Post }>(CREATE, { input: input(override) }, { token: admin })).data!.createBlog;
    published = await create({ title: 'Yayımlanmış yazı', slug: 'eski-adres' });
    await app.gql(
      UPDATE,
      { id: published.id, input: input({ title: published.title, slug: 'yeni-adres' }) },
      {
        token: admin,
      },
    );
    draft = await create({ title: 'Taslak yazı', slug: 'taslak-yazi', status: 'DRAFT' });
  });
  afterAll(() => app.close());

  const ask = (slugs: string[], token?: string) =>
    app.gql<{ missingPostLinks: string[] }>(MISSING, { slugs }, token ? { token } : {});

  it('gives the admin the slugs no post answers to, each once, in the order asked; changes nothing', async () => {
    const before = await snapshot(app);
    const answer = await ask(
      [
        'yok-boyle-bir-yazi',
        'yeni-adres',
        'eski-adres',
        'taslak-yazi',
        draft.id,
        'Yeni-Adres',
        'yok-boyle-bir-yazi',
        'iki',
      ],
      admin,
    );
    expect(answer).toEqual({ data: { missingPostLinks: ['yok-boyle-bir-yazi', 'Yeni-Adres', 'iki'] } });
    expect(await ask([], admin)).toEqual({ data: { missingPostLinks: [] } });
    expect(await snapshot(app)).toEqual(before);
  });

  it("is the admin's: a signed-in user is FORBIDDEN, an anonymous caller UNAUTHENTICATED", async () => {
    const user = (await app.signIn('user')).token;
    const refusals = [
      [user, { message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } }],
      [undefined, { message: 'Oturum açmanız gerekiyor.', extensions: { code: 'UNAUTHENTICATED' } }],
    ] as const;
    for (const [token, refusal] of refusals) {
      const answer = await ask(['yeni-adres'], token);
      expect(answer.data?.missingPostLinks).toBeUndefined();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors![0]).toMatchObject(refusal);
    }
  });

  it('refuses more than 100 slugs with a Turkish BAD_USER_INPUT, changing nothing; 100 are checked', async () => {
    const before = await snapshot(app);
    const many = Array.from({ length: 101 }, (_, n) => `yazi-${n}`);
    const refused = await ask(many, admin);
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await ask(many.slice(1), admin)).data!.missingPostLinks).toEqual(many.slice(1));
    expect(await snapshot(app)).toEqual(before);
  });
});
