import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as api } from './support/rest';
import { ok, type BlogPost, type BlogSummary, type Message, type Settings } from './support/rest-shapes';

/**
 * The REST facade of docs/api.md#rest-routes over real HTTP: writes at the limits of each resource
 * round-trip exactly.
 */

describe(`REST writes at the limits round-trip exactly (${testDb})`, () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
  afterAll(() => app.close());

  it('a post with a 200-character title and short description, 20 tags of 40 characters, Turkish letters and emoji', async () => {
    const body = {
      title: 'ş'.repeat(199) + 'Ğ',
      shortDescription: 'ü'.repeat(198) + '🚀',
      content: '<p>İçerik 🚀 — “tırnak” &amp; ğüşıöç ÇĞİÖŞÜ</p>',
      tags: Array.from({ length: 20 }, (_, index) => `${'ğ'.repeat(38)}${String(index).padStart(2, '0')}`),
      publishDate: '2024-05-01T12:00:00+03:00',
    };
    const created = ok<BlogPost>(await api<BlogPost>(app, 'POST', '/api/blogs', { token: admin, body }), 201);
    const read = ok<BlogPost>(await api<BlogPost>(app, 'GET', `/api/blogs/${created._id}`));
    expect(read).toMatchObject({
      title: body.title,
      shortDescription: body.shortDescription,
      content: body.content,
      tags: body.tags,
      publishDate: '2024-05-01T09:00:00.000Z',
    });
    const listed = ok<BlogSummary[]>(await api<BlogSummary[]>(app, 'GET', '/api/blogs'));
    expect(listed.find((item) => item._id === created._id)).toMatchObject({ title: body.title, tags: body.tags });
  });

  it('a contact message of 5000 characters, a 100-character name and a long email', async () => {
    const body = {
      name: 'Ç'.repeat(100),
      email: `${'a'.repeat(240)}@example.com`,
      message: '😀'.repeat(2500),
    };
    expect(body.email.length).toBeLessThanOrEqual(254);
    ok(await api(app, 'POST', '/api/contact', { body }), 201);
    const list = ok<Message[]>(await api<Message[]>(app, 'GET', '/api/contact', { token: admin }));
    expect(list[0]).toMatchObject(body);
  });

  it('an About page with long fields and many experiences, and contact info of 254/500 characters', async () => {
    const about = {
      name: 'İ'.repeat(200),
      title: 'ı'.repeat(200),
      description: 'Ş'.repeat(10_000),
      experiences: Array.from({ length: 50 }, (_, index) => ({
        title: `${'Ö'.repeat(197)}${String(index).padStart(3, '0')}`,
        company: 'Ü'.repeat(200),
        period: 'ğ'.repeat(100),
        description: 'ç'.repeat(5000),
      })),
      technologies: Array.from({ length: 50 }, (_, index) => `${'Ğ'.repeat(47)}${String(index).padStart(3, '0')}`),
    };
    ok(await api(app, 'PUT', '/api/about', { token: admin, body: about }));
    expect(ok(await api(app, 'GET', '/api/about'))).toEqual({ ...about, cvFile: '', locale: 'tr' });

    const contactInfo = { email: `${'b'.repeat(242)}@example.com`, location: 'İ'.repeat(499) + '\n' };
    ok(await api(app, 'PUT', '/api/settings/contact-info', { token: admin, body: contactInfo }));
    expect(ok<Settings>(await api<Settings>(app, 'GET', '/api/settings')).contactInfo).toEqual({
      email: contactInfo.email,
      location: 'İ'.repeat(499),
    });
  });
});
