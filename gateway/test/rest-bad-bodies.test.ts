import { startTestApp, type TestApp } from './support/app';
import { aboutInput, experienceInput } from './support/content';
import { testDb } from './support/db';
import { restCall as send } from './support/rest';
import { snapshot } from './support/snapshot';
import { BLOG, CONTACT, expectFailure } from './support/rest-failure';

/**
 * docs/api.md#rest-envelope-and-status-codes, docs/api.md#limits-and-bad-input on the REST facade:
 * a malformed, oversized, invalid or missing body is refused with `{success: false, message:
 * <Turkish>}` and its real status, JSON (never an HTML page), and leaves stored data as it was.
 */

const ABOUT = aboutInput();

describe(`REST bad bodies (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  let blogId: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    expect((await send(app, 'PUT', '/api/about', { token: admin, body: ABOUT })).status).toBe(200);
    const blog = await send<{ _id: string }>(app, 'POST', '/api/blogs', { token: admin, body: BLOG });
    expect(blog.status).toBe(201);
    blogId = blog.body.data!._id;
    expect((await send(app, 'POST', '/api/contact', { body: CONTACT })).status).toBe(201);
    expect(
      (
        await send(app, 'PUT', '/api/settings/contact-info', {
          token: admin,
          body: { email: 'info@example.com', location: 'İzmir' },
        })
      ).status,
    ).toBe(200);
  });
  afterAll(() => app.close());

  type Case = [name: string, method: string, path: () => string, options: Parameters<typeof send>[3] & object];
  const MALFORMED: Case[] = [
    ['POST /api/blogs, cut-off JSON', 'POST', () => '/api/blogs', { raw: '{"title": "x",' }],
    ['POST /api/blogs, single quotes', 'POST', () => '/api/blogs', { raw: "{'title': 'x'}" }],
    ['PUT /api/blogs/{id}, trailing garbage', 'PUT', () => `/api/blogs/${blogId}`, { raw: '{"title": "x"} x' }],
    ['PUT /api/about, a bare word', 'PUT', () => '/api/about', { raw: 'hello' }],
    ['PUT /api/about, a top-level string', 'PUT', () => '/api/about', { raw: '"hello"' }],
    ['POST /api/contact, cut-off JSON', 'POST', () => '/api/contact', { raw: '{"name":' }],
    ['PUT /api/settings/contact-info, cut-off JSON', 'PUT', () => '/api/settings/contact-info', { raw: '{' }],
    ['POST /api/auth/login, cut-off JSON', 'POST', () => '/api/auth/login', { raw: '{"email": "a@b.c"' }],
  ];

  it.each(MALFORMED)(
    'malformed JSON: %s → 400 envelope, JSON, nothing changes',
    async (_name, method, path, options) => {
      const before = await snapshot(app);
      const response = await send(app, method, path(), { token: admin, ...options });
      expectFailure(response, 400);
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('a JSON body over 1 MB → 413 envelope, nothing changes (on an admin write and on the contact form)', async () => {
    const before = await snapshot(app);
    const big = '<p>' + 'a'.repeat(1024 * 1024 + 100) + '</p>';
    const blog = await send(app, 'POST', '/api/blogs', { token: admin, body: { ...BLOG, content: big } });
    expectFailure(blog, 413);
    const update = await send(app, 'PUT', `/api/blogs/${blogId}`, { token: admin, body: { ...BLOG, content: big } });
    expectFailure(update, 413);
    const contact = await send(app, 'POST', '/api/contact', { body: { ...CONTACT, message: big } });
    expectFailure(contact, 413);
    expect(await snapshot(app)).toEqual(before);
  });

  it('a JSON body just under 1 MB is accepted (a long post)', async () => {
    const content = '<p>' + 'b'.repeat(1000 * 1000) + '</p>';
    const response = await send<{ _id: string; content: string }>(app, 'PUT', `/api/blogs/${blogId}`, {
      token: admin,
      body: { ...BLOG, content },
    });
    expect(response.status).toBe(200);
    const read = await send<{ content: string }>(app, 'GET', `/api/blogs/${blogId}`);
    expect(read.body.data!.content).toBe(content);
    expect((await send(app, 'PUT', `/api/blogs/${blogId}`, { token: admin, body: BLOG })).status).toBe(200);
  });

  const long = (length: number) => 'x'.repeat(length);
  const tags = (count: number) => Array.from({ length: count }, (_, index) => `etiket${index}`);

  /** [name, method, path, body, message (undefined: any Turkish sentence)] — all with the admin token except /api/contact. */
  const VALIDATION: Array<[string, string, () => string, unknown, string | undefined]> = [
    [
      'contact: 9-character message',
      'POST',
      () => '/api/contact',
      { ...CONTACT, message: '123456789' },
      'Mesaj en az 10 karakter olmalıdır',
    ],
    [
      'contact: 9 characters after trimming',
      'POST',
      () => '/api/contact',
      { ...CONTACT, message: '   abcdefghi \n ' },
      'Mesaj en az 10 karakter olmalıdır',
    ],
    ['contact: empty name', 'POST', () => '/api/contact', { ...CONTACT, name: '' }, 'İsim alanı zorunludur'],
    ['contact: blank name', 'POST', () => '/api/contact', { ...CONTACT, name: '   ' }, 'İsim alanı zorunludur'],
    ['contact: empty email', 'POST', () => '/api/contact', { ...CONTACT, email: '' }, 'E-posta alanı zorunludur'],
    [
      'contact: email without a dot',
      'POST',
      () => '/api/contact',
      { ...CONTACT, email: 'ali@example' },
      'Geçerli bir e-posta adresi giriniz',
    ],
    [
      'contact: email with a space',
      'POST',
      () => '/api/contact',
      { ...CONTACT, email: 'a li@example.com' },
      'Geçerli bir e-posta adresi giriniz',
    ],
    ['contact: empty message', 'POST', () => '/api/contact', { ...CONTACT, message: '' }, 'Mesaj alanı zorunludur'],
    ['contact: name over 100', 'POST', () => '/api/contact', { ...CONTACT, name: long(101) }, undefined],
    ['contact: message over 5000', 'POST', () => '/api/contact', { ...CONTACT, message: long(5001) }, undefined],
    [
      'contact: email over 254',
      'POST',
      () => '/api/contact',
      { ...CONTACT, email: `${long(250)}@example.com` },
      undefined,
    ],
    ['contact: no fields', 'POST', () => '/api/contact', {}, undefined],
    ['contact: message missing', 'POST', () => '/api/contact', { name: 'Ali', email: 'ali@example.com' }, undefined],
    ['contact: message is a number', 'POST', () => '/api/contact', { ...CONTACT, message: 12345678901 }, undefined],
    ['contact: a JSON array', 'POST', () => '/api/contact', [CONTACT], undefined],
    ['blog: title 5', 'POST', () => '/api/blogs', { ...BLOG, title: 5 }, undefined],
    ['blog: title null', 'POST', () => '/api/blogs', { ...BLOG, title: null }, undefined],
    ['blog: tags [1]', 'POST', () => '/api/blogs', { ...BLOG, tags: [1] }, undefined],
    ['blog: tags an object', 'POST', () => '/api/blogs', { ...BLOG, tags: { a: 1 } }, undefined],
    ['blog: publishDate not a date', 'POST', () => '/api/blogs', { ...BLOG, publishDate: 'dün' }, undefined],
    ['blog: empty title', 'POST', () => '/api/blogs', { ...BLOG, title: '' }, 'Başlık alanı zorunludur'],
    ['blog: blank title', 'POST', () => '/api/blogs', { ...BLOG, title: '   ' }, 'Başlık alanı zorunludur'],
    [
      'blog: empty short description',
      'POST',
      () => '/api/blogs',
      { ...BLOG, shortDescription: '' },
      'Kısa açıklama alanı zorunludur',
    ],
    [
      'blog: title over 200',
      'POST',
      () => '/api/blogs',
      { ...BLOG, title: long(201) },
      'Başlık en fazla 200 karakter olabilir',
    ],
    [
      'blog: short description over 200',
      'POST',
      () => '/api/blogs',
      { ...BLOG, shortDescription: long(201) },
      'Kısa açıklama en fazla 200 karakter olabilir',
    ],
    ['blog: 21 tags', 'POST', () => '/api/blogs', { ...BLOG, tags: tags(21) }, 'En fazla 20 etiket eklenebilir'],
    [
      'blog: a 41-character tag',
      'POST',
      () => '/api/blogs',
      { ...BLOG, tags: [long(41)] },
      'Etiketler en fazla 40 karakter olabilir',
    ],
    ['blog: content missing', 'POST', () => '/api/blogs', { title: 'a', shortDescription: 'b', tags: [] }, undefined],
    ['blog: no fields', 'POST', () => '/api/blogs', {}, undefined],
    ['blog update: title 5', 'PUT', () => `/api/blogs/${blogId}`, { ...BLOG, title: 5 }, undefined],
    [
      'blog update: empty title',
      'PUT',
      () => `/api/blogs/${blogId}`,
      { ...BLOG, title: '' },
      'Başlık alanı zorunludur',
    ],
    [
      'blog update: 21 tags',
      'PUT',
      () => `/api/blogs/${blogId}`,
      { ...BLOG, tags: tags(21) },
      'En fazla 20 etiket eklenebilir',
    ],
    ['blog update: no fields', 'PUT', () => `/api/blogs/${blogId}`, {}, undefined],
    ['about: empty name', 'PUT', () => '/api/about', { ...ABOUT, name: '' }, 'İsim alanı zorunludur'],
    [
      'about: experience without company',
      'PUT',
      () => '/api/about',
      { ...ABOUT, experiences: [experienceInput({ company: ' ' })] },
      'Deneyim şirketi zorunludur',
    ],
    ['about: experiences a string', 'PUT', () => '/api/about', { ...ABOUT, experiences: 'x' }, undefined],
    [
      'about: technologies missing',
      'PUT',
      () => '/api/about',
      { name: 'a', title: 'b', description: 'c', experiences: [] },
      undefined,
    ],
    [
      'social media: unknown platform',
      'PUT',
      () => '/api/settings/social-media',
      { socialMedia: [{ platform: 'myspace', url: 'https://myspace.com/a', isActive: true }] },
      undefined,
    ],
    [
      'social media: javascript: URL',
      'PUT',
      () => '/api/settings/social-media',
      { socialMedia: [{ platform: 'github', url: 'javascript:alert(1)', isActive: true }] },
      undefined,
    ],
    [
      'social media: a platform twice',
      'PUT',
      () => '/api/settings/social-media',
      {
        socialMedia: [
          { platform: 'github', url: 'https://github.com/a' },
          { platform: 'github', url: 'https://github.com/b' },
        ],
      },
      undefined,
    ],
    ['social media: list missing', 'PUT', () => '/api/settings/social-media', {}, undefined],
    ['social media: list a string', 'PUT', () => '/api/social-media', { socialMedia: 'github' }, undefined],
    [
      'social media alias: isActive "yes"',
      'PUT',
      () => '/api/social-media',
      { socialMedia: [{ platform: 'github', url: 'https://github.com/a', isActive: 'yes' }] },
      undefined,
    ],
    [
      'contact info: bad email',
      'PUT',
      () => '/api/settings/contact-info',
      { email: 'abc', location: 'x' },
      'Geçerli bir e-posta adresi giriniz',
    ],
    [
      'contact info: email ending of 4 letters',
      'PUT',
      () => '/api/settings/contact-info',
      { email: 'a@example.info', location: 'x' },
      'Geçerli bir e-posta adresi giriniz',
    ],
    ['contact info: location missing', 'PUT', () => '/api/settings/contact-info', { email: 'a@b.co' }, undefined],
    ['login: no fields', 'POST', () => '/api/auth/login', {}, undefined],
    ['login: password a number', 'POST', () => '/api/auth/login', { email: 'a@b.co', password: 12345678 }, undefined],
  ];

  it.each(VALIDATION)('%s → 400 with a Turkish message, nothing changes', async (name, method, path, body, message) => {
    const before = await snapshot(app);
    const token = name.startsWith('contact:') || name.startsWith('login:') ? undefined : admin;
    const response = await send(app, method, path(), { token, body });
    expectFailure(response, 400, message);
    expect(await snapshot(app)).toEqual(before);
  });

  it('a body not declared as JSON is not read as JSON → 400 Turkish, nothing changes', async () => {
    const before = await snapshot(app);
    const response = await send(app, 'POST', '/api/blogs', {
      token: admin,
      raw: JSON.stringify(BLOG),
      contentType: 'text/plain',
    });
    expectFailure(response, 400);
    expect(await snapshot(app)).toEqual(before);
  });

  it('a write with no body at all → 400 Turkish, nothing changes', async () => {
    const before = await snapshot(app);
    for (const [method, path] of [
      ['POST', '/api/blogs'],
      ['PUT', '/api/about'],
      ['PUT', '/api/settings/contact-info'],
    ] as const) {
      expectFailure(await send(app, method, path, { token: admin }), 400);
    }
    expectFailure(await send(app, 'POST', '/api/contact'), 400);
    expect(await snapshot(app)).toEqual(before);
  });
});
