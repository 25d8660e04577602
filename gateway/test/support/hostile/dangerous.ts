import type { Auth, Case } from './case';
import { dangerousUploads, PREFLIGHT } from './dangerous-uploads';
import { Obj, Ref, type J } from './values';

/**
 * The most dangerous shapes, written out rather than generated, so that every run sends them:
 * each class of defect found so far (prototype pollution through the upload map, truncated
 * multipart on both doors, oversized Content-Length, unread refused bodies, persisted-query and
 * subscription requests, 4-byte text at the column limits, dates and characters the databases
 * store differently, a failed save inside a replace).
 */

const gql = (label: string, auth: Auth, body: J): Case => ({
  door: 'graphql',
  label,
  method: 'POST',
  path: '/graphql',
  auth,
  headers: { 'content-type': 'application/json' },
  body: { json: body },
});

const rest = (label: string, auth: Auth, method: string, path: string, body?: J): Case => ({
  door: 'rest',
  label,
  method,
  path,
  auth,
  headers: body === undefined ? {} : { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: { json: body } }),
});

const BLOG = (title: J, extra: Array<[string, J]> = []) =>
  new Obj([
    ['title', title],
    ['shortDescription', 'Kısa açıklama'],
    ['content', '<p>İçerik</p>'],
    ['tags', ['etiket']],
    ...extra,
  ]);
const ABOUT_EXPERIENCE = new Obj([
  ['title', 'Geliştirici'],
  ['company', 'Şirket'],
  ['period', '2020 - 2024'],
  ['description', 'İş'],
]);
const ABOUT = (extra: Array<[string, J]> = []) =>
  new Obj([
    ['name', 'Deniz Yılmaz'],
    ['title', 'Geliştirici'],
    ['description', 'Açıklama'],
    ['experiences', [ABOUT_EXPERIENCE]],
    ['technologies', ['TypeScript']],
    ...extra,
  ]);
const CONTACT = (name: J, email: J = 'ali@example.com') =>
  new Obj([
    ['name', name],
    ['email', email],
    ['message', 'Merhaba, bu bir deneme mesajıdır.'],
  ]);
const LINKS = (url: string) =>
  new Obj([
    [
      'socialMedia',
      [
        new Obj([
          ['platform', 'linkedin'],
          ['url', 'https://linkedin.com/in/deniz'],
        ]),
        new Obj([
          ['platform', 'github'],
          ['url', url],
        ]),
      ],
    ],
  ]);
const pollution = (key: string): J => new Obj([[key, new Obj([['polluted', true]])]]);
export function dangerousCases(): Case[] {
  const cases = dangerousUploads();
  for (const [method, path, type] of [
    ['POST', '/api/blogs', 'application/json'],
    ['POST', '/graphql', 'application/json'],
    ['POST', '/graphql', 'multipart/form-data; boundary=b'],
    ['POST', '/api/about/cv', 'multipart/form-data; boundary=b'],
  ] as const) {
    for (const auth of ['none', 'admin'] as const) {
      const headers = { 'content-type': type, ...(path === '/graphql' ? PREFLIGHT : {}) };
      cases.push({
        door: 'raw',
        label: `Content-Length 10 GB on ${method} ${path} (${type.split(';')[0]}, ${auth})`,
        method,
        path,
        auth,
        headers,
        raw: 'huge-length',
      });
      cases.push({
        door: 'raw',
        label: `connection cut mid-body on ${method} ${path} (${type.split(';')[0]}, ${auth})`,
        method,
        path,
        auth,
        headers,
        raw: 'cut',
      });
    }
  }
  const query = '{ blogs { id } }';
  cases.push(
    gql(
      'persisted-query hash without a query',
      'none',
      new Obj([
        [
          'extensions',
          new Obj([
            [
              'persistedQuery',
              new Obj([
                ['version', 1],
                ['sha256Hash', 'a'.repeat(64)],
              ]),
            ],
          ]),
        ],
      ]),
    ),
    gql(
      'persisted-query wrong hash with a query',
      'none',
      new Obj([
        ['query', query],
        [
          'extensions',
          new Obj([
            [
              'persistedQuery',
              new Obj([
                ['version', 1],
                ['sha256Hash', 'b'.repeat(64)],
              ]),
            ],
          ]),
        ],
      ]),
    ),
    gql('subscription operation', 'none', new Obj([['query', 'subscription { blogs { id } }']])),
    gql(
      'GraphQL variables with __proto__',
      'admin',
      new Obj([
        ['query', 'mutation ($input: AboutInput!) { updateAbout(input: $input) { name } }'],
        ['variables', new Obj([['input', ABOUT([['__proto__', new Obj([['polluted', true]])]])]])],
      ]),
    ),
    gql(
      'GraphQL variables with constructor.prototype',
      'admin',
      new Obj([
        ['query', 'mutation ($input: AboutInput!) { updateAbout(input: $input) { name } }'],
        [
          'variables',
          new Obj([['input', ABOUT([['constructor', new Obj([['prototype', new Obj([['polluted', true]])]])]])]]),
        ],
      ]),
    ),
    rest(
      'REST body with __proto__',
      'admin',
      'PUT',
      '/api/about',
      ABOUT([['__proto__', new Obj([['polluted', true]])]]),
    ),
    rest('REST body that is only __proto__', 'admin', 'POST', '/api/blogs', pollution('__proto__')),
    rest(
      'REST body with constructor.prototype',
      'admin',
      'POST',
      '/api/blogs',
      BLOG('x', [['constructor', new Obj([['prototype', new Obj([['polluted', true]])]])]]),
    ),
    // Text at the column limits counted in code points, not in what the validator counts.
    rest('200 × ❤️ in a blog title', 'admin', 'POST', '/api/blogs', BLOG('\u2764\ufe0f'.repeat(200))),
    rest('200 × 😀 in a blog title', 'admin', 'POST', '/api/blogs', BLOG('\u{1F600}'.repeat(200))),
    rest('100 × ❤️ in a contact name', 'none', 'POST', '/api/contact', CONTACT('\u2764\ufe0f'.repeat(100))),
    rest(
      'publishDate 0001-01-01',
      'admin',
      'POST',
      '/api/blogs',
      BLOG('Eski tarih', [['publishDate', '0001-01-01T00:00:00.000Z']]),
    ),
    rest('a lone surrogate in a blog title', 'admin', 'POST', '/api/blogs', BLOG('Başlık \ud800 sonu')),
    rest('NUL in the contact email', 'none', 'POST', '/api/contact', CONTACT('Ali', 'ali\u0000@example.com')),
    rest('a valid social list', 'admin', 'PUT', '/api/settings/social-media', LINKS('https://github.com/deniz')),
    rest(
      'a social list that fails inside the save',
      'admin',
      'PUT',
      '/api/settings/social-media',
      LINKS(`https://github.com/${'\u2764\ufe0f'.repeat(1500)}`),
    ),
    rest('a deleted post, then its id', 'admin', 'DELETE', '/api/blogs/{{blog}}'),
    gql(
      'viewBlog of a hostile id',
      'none',
      new Obj([
        ['query', 'mutation ($id: ID!) { viewBlog(id: $id) { id } }'],
        ['variables', new Obj([['id', `${'x'.repeat(100)}' OR 1=1 --`]])],
      ]),
    ),
    gql(
      'blog with a ref id',
      'admin',
      new Obj([
        ['query', 'query ($id: ID!) { blog(id: $id) { id title } }'],
        ['variables', new Obj([['id', new Ref('blog')]])],
      ]),
    ),
  );
  return cases;
}
