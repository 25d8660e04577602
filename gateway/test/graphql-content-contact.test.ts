import { randomUUID } from 'node:crypto';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { startAdminApp, startTestApp, type TestApp } from './support/app';
import { messageInput, type MessageInput } from './support/content';
import { testDb } from './support/db';
import { expectAdminOnly, failure, ISO, UUID } from './support/graphql';
import { snapshot } from './support/snapshot';

/**
 * The contact form over HTTP: sending, reading and deleting messages, the dashboard counts and
 * every rule of docs/product/public.md#contact-form-validation and
 * docs/api.md#limits-and-bad-input. One app allows 5 messages per address, so each describe starts
 * its own and sends at most 5 valid messages.
 */

const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
const MESSAGES = '{ contactMessages { id name email message createdAt } }';
const DELETE = 'mutation($id: ID!) { deleteContactMessage(id: $id) }';
const STATS = '{ dashboardStats { blogCount messageCount } }';
const CREATE_BLOG = 'mutation($input: BlogInput!) { createBlog(input: $input) { id } }';
const DELETE_BLOG = 'mutation($id: ID!) { deleteBlog(id: $id) }';

type Message = { id: string; name: string; email: string; message: string; createdAt: string };
const input = messageInput;

describe(`GraphQL contact: happy path (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  const rows = () => app.dataSource.getRepository(ContactMessage).find({ order: { createdAt: 'DESC' } });

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  it('the admin sees no messages on an empty site', async () => {
    expect(await app.gql(MESSAGES, {}, { token })).toEqual({ data: { contactMessages: [] } });
    expect(await app.gql(STATS, {}, { token })).toEqual({
      data: { dashboardStats: { blogCount: 0, messageCount: 0 } },
    });
  });

  const SENT = [
    {
      input: { name: '  Ali Veli  ', email: '  ali@ornek.com ', message: '\n  İlk mesajım, merhaba!  \n' },
      stored: { name: 'Ali Veli', email: 'ali@ornek.com', message: 'İlk mesajım, merhaba!' },
    },
    {
      input: { name: 'Şule Çağlar', email: 'sule.caglar+site@example.com.tr', message: 'Satır 1\nSatır 2\n\nSatır 4' },
      stored: { name: 'Şule Çağlar', email: 'sule.caglar+site@example.com.tr', message: 'Satır 1\nSatır 2\n\nSatır 4' },
    },
    {
      input: { name: 'Emoji 😀', email: 'x@y.io', message: '\t0123456789\t' },
      stored: { name: 'Emoji 😀', email: 'x@y.io', message: '0123456789' },
    },
  ];

  it('sendContactMessage stores trimmed messages, anonymously; contactMessages lists them newest first', async () => {
    const times: Array<[number, number]> = [];
    for (const { input: message } of SENT) {
      const before = Date.now();
      expect(await app.gql(SEND, { input: message })).toEqual({ data: { sendContactMessage: true } });
      times.push([before, Date.now()]);
    }

    const response = await app.gql<{ contactMessages: Message[] }>(MESSAGES, {}, { token });
    expect(response.errors).toBeUndefined();
    const list = response.data!.contactMessages;
    expect(list).toEqual(
      [...SENT]
        .reverse()
        .map(({ stored }) => ({ id: expect.stringMatching(UUID), ...stored, createdAt: expect.stringMatching(ISO) })),
    );
    [...times].reverse().forEach(([before, after], i) => {
      expect(Date.parse(list[i]!.createdAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(list[i]!.createdAt)).toBeLessThanOrEqual(after);
    });

    const stored = await rows();
    expect(
      stored.map(({ id, name, email, message, createdAt }) => ({
        id,
        name,
        email,
        message,
        createdAt: createdAt.toISOString(),
      })),
    ).toEqual(list);
  });

  it('a bad token on the contact form is ignored: the message is sent as anonymous', async () => {
    const response = await app.gql(SEND, { input: input({ name: 'Süresi dolmuş' }) }, { token: 'bozuk.jeton.degeri' });
    expect(response).toEqual({ data: { sendContactMessage: true } });
    const list = (await app.gql<{ contactMessages: Message[] }>(MESSAGES, {}, { token })).data!.contactMessages;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      name: 'Süresi dolmuş',
      email: 'ziyaretci@ornek.com',
      message: 'Merhaba, bir sorum olacaktı.',
    });
  });

  it('a filled honeypot is answered true and silently dropped', async () => {
    const before = await snapshot(app);
    const response = await app.gql(SEND, { input: input({ name: 'Bot', website: 'https://spam.example' }) });
    expect(response).toEqual({ data: { sendContactMessage: true } });
    expect(await snapshot(app)).toEqual(before);
  });

  it('dashboardStats counts posts and messages', async () => {
    const blog = { title: 'Yazı', shortDescription: 'kısa', content: '<p>x</p>', tags: [] };
    const first = await app.gql<{ createBlog: { id: string } }>(CREATE_BLOG, { input: blog }, { token });
    await app.gql(CREATE_BLOG, { input: blog }, { token });
    expect(await app.gql(STATS, {}, { token })).toEqual({
      data: { dashboardStats: { blogCount: 2, messageCount: 4 } },
    });
    await app.gql(DELETE_BLOG, { id: first.data!.createBlog.id }, { token });
    expect(await app.gql(STATS, {}, { token })).toEqual({
      data: { dashboardStats: { blogCount: 1, messageCount: 4 } },
    });
  });

  it('deleteContactMessage removes exactly that message; a second delete is NOT_FOUND', async () => {
    const list = (await app.gql<{ contactMessages: Message[] }>(MESSAGES, {}, { token })).data!.contactMessages;
    const [first, gone, ...rest] = list as [Message, Message, ...Message[]];
    expect(await app.gql(DELETE, { id: gone.id }, { token })).toEqual({ data: { deleteContactMessage: true } });

    const after = (await app.gql<{ contactMessages: Message[] }>(MESSAGES, {}, { token })).data!.contactMessages;
    expect(after).toEqual([first, ...rest]);
    expect((await rows()).map((row) => row.id)).toEqual([first, ...rest].map((message) => message.id));
    expect(await app.gql(STATS, {}, { token })).toEqual({
      data: { dashboardStats: { blogCount: 1, messageCount: 3 } },
    });

    const before = await snapshot(app);
    expect(failure(await app.gql(DELETE, { id: gone.id }, { token }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Mesaj bulunamadı',
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it.each([
    ['an unknown uuid', randomUUID()],
    ['an id that is not a uuid', 'olmayan-mesaj'],
    ['an empty id', ''],
  ])('deleteContactMessage answers NOT_FOUND for %s and changes nothing', async (_what, id) => {
    const before = await snapshot(app);
    expect(failure(await app.gql(DELETE, { id }, { token }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Mesaj bulunamadı',
    });
    expect(await snapshot(app)).toEqual(before);
  });

  it('reading and deleting messages needs the admin: no token is UNAUTHENTICATED, a user is FORBIDDEN', async () => {
    const message = (await app.gql<{ contactMessages: Message[] }>(MESSAGES, {}, { token })).data!.contactMessages[0]!;
    await expectAdminOnly(app, [
      [MESSAGES, {}],
      [DELETE, { id: message.id }],
      [STATS, {}],
    ]);
  });
});

describe(`GraphQL contact: validation (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  const RULES: Array<[string, Partial<MessageInput>, string]> = [
    ['an empty name', { name: '' }, 'İsim alanı zorunludur'],
    ['a whitespace name', { name: ' \t\n ' }, 'İsim alanı zorunludur'],
    ['a name of 101 characters', { name: 'ş'.repeat(101) }, 'İsim en fazla 100 karakter olabilir'],
    ['an empty email', { email: '' }, 'E-posta alanı zorunludur'],
    ['a whitespace email', { email: '   ' }, 'E-posta alanı zorunludur'],
    ['the email "a@b"', { email: 'a@b' }, 'Geçerli bir e-posta adresi giriniz'],
    ['the email "a b@c.d"', { email: 'a b@c.d' }, 'Geçerli bir e-posta adresi giriniz'],
    ['the email "ab.cd"', { email: 'ab.cd' }, 'Geçerli bir e-posta adresi giriniz'],
    ['the email "@b.c"', { email: '@b.c' }, 'Geçerli bir e-posta adresi giriniz'],
    ['the email "a@b.c d"', { email: 'a@b.c d' }, 'Geçerli bir e-posta adresi giriniz'],
    ['the email "a@@b.c"', { email: 'a@@b.c' }, 'Geçerli bir e-posta adresi giriniz'],
    ['an email of 255 characters', { email: `${'a'.repeat(245)}@ornek.com` }, 'E-posta en fazla 254 karakter olabilir'],
    ['an empty message', { message: '' }, 'Mesaj alanı zorunludur'],
    ['a whitespace message', { message: ' \n\t ' }, 'Mesaj alanı zorunludur'],
    ['a message of 9 characters after trimming', { message: '   123456789   ' }, 'Mesaj en az 10 karakter olmalıdır'],
    ['a message of 5001 characters', { message: 'ç'.repeat(5001) }, 'Mesaj en fazla 5000 karakter olabilir'],
    ['every field wrong: the name first', { name: '', email: 'yanlış', message: 'kısa' }, 'İsim alanı zorunludur'],
    ['every field empty: the name first', { name: '', email: '', message: '' }, 'İsim alanı zorunludur'],
    ['email and message empty: the email first', { email: '', message: '' }, 'E-posta alanı zorunludur'],
    [
      'email pattern and message length wrong: the email first',
      { email: 'a@b', message: 'kısa' },
      'Geçerli bir e-posta adresi giriniz',
    ],
  ];

  it.each(RULES)('sendContactMessage refuses %s and stores nothing', async (_what, override, message) => {
    const before = await snapshot(app);
    const response = await app.gql(SEND, { input: input(override) });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(response.data ?? null).toBeNull();
    expect(await snapshot(app)).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number for the name', { name: 5 }, 'Geçersiz değer: input.name.'],
    ['a list for the message', { message: ['Merhaba, bir sorum var.'] }, 'Geçersiz değer: input.message.'],
    ['a boolean for the email', { email: true }, 'Geçersiz değer: input.email.'],
    ['an unknown field', { phone: '05551112233' }, 'Bilinmeyen alan: phone.'],
    ['a missing field', { email: undefined }, 'Zorunlu alan eksik: email.'],
  ])('wrong input (%s) is BAD_USER_INPUT with a Turkish message', async (_what, override, message) => {
    const before = await snapshot(app);
    const response = await app.gql(SEND, { input: { ...input(), ...override } });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await snapshot(app)).toEqual(before);
  });

  it('accepts the limits exactly (and refused messages did not use up the rate limit)', async () => {
    const accepted: Array<[Partial<MessageInput>, Partial<MessageInput>]> = [
      [{ message: '   1234567890   ' }, { message: '1234567890' }],
      [{ name: ` ${'ş'.repeat(100)} ` }, { name: 'ş'.repeat(100) }],
      [{ email: `${'a'.repeat(244)}@ornek.com` }, { email: `${'a'.repeat(244)}@ornek.com` }],
      [{ message: `\n${'ç'.repeat(5000)}\n` }, { message: 'ç'.repeat(5000) }],
      [
        { name: 'x', email: 'a@b.c', message: '1234567890' },
        { name: 'x', email: 'a@b.c', message: '1234567890' },
      ],
    ];
    for (const [override, stored] of accepted) {
      const response = await app.gql(SEND, { input: input(override) });
      expect(response).toEqual({ data: { sendContactMessage: true } });
      const [latest] = (await app.gql<{ contactMessages: Message[] }>(MESSAGES, {}, { token })).data!.contactMessages;
      const { id: _id, createdAt: _createdAt, ...fields } = latest!;
      expect(fields).toEqual({ ...input(), ...stored });
    }
    expect(await app.dataSource.getRepository(ContactMessage).count()).toBe(5);
  });
});

describe(`GraphQL contact: rate limit (${testDb})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('the sixth message from one address within 10 minutes is TOO_MANY_REQUESTS and not stored', async () => {
    for (let i = 1; i <= 5; i++) {
      expect(await app.gql(SEND, { input: input({ name: `Gönderen ${i}` }) })).toEqual({
        data: { sendContactMessage: true },
      });
    }
    const before = await snapshot(app);
    const response = await app.gql(SEND, { input: input({ name: 'Altıncı' }) });
    const error = failure(response);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/^Çok fazla mesaj gönderdiniz\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
    expect(await snapshot(app)).toEqual(before);
    expect(await app.dataSource.getRepository(ContactMessage).count()).toBe(5);
  });
});
