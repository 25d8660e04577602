import { READ_ONLY_FIELDS } from '../src/core/rest-route';
import { startTestApp, type TestApp } from './support/app';
import { aboutInput } from './support/content';
import { testDb } from './support/db';
import { restAnswer } from './support/rest';

/**
 * GET → edit → PUT for REST clients: what a GET returned can be sent back with one field changed.
 * Read-only fields the API answers with are accepted and ignored; unknown fields are refused by name.
 */

type Data = Record<string, unknown> & { _id?: string };
const api = (app: TestApp, method: string, path: string, token?: string, body?: unknown) =>
  restAnswer<Data>(app, method, path, { token, body });

describe(`REST: GET → edit → PUT (${testDb})`, () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    expect((await api(app, 'PUT', '/api/about', admin, aboutInput())).status).toBe(200);
  });
  afterAll(() => app.close());

  it('PUT /api/about accepts what GET /api/about returned, with _id and cvFile, and ignores them', async () => {
    const read = await api(app, 'GET', '/api/about');
    const edited = { ...read.body.data, _id: 'ignored', __v: 0, title: 'Kıdemli Geliştirici', cvFile: 'x.pdf' };
    const written = await api(app, 'PUT', '/api/about', admin, edited);
    expect(written.status).toBe(200);
    expect((await api(app, 'GET', '/api/about')).body.data).toEqual({
      ...read.body.data,
      title: 'Kıdemli Geliştirici',
    });
  });

  it('PUT /api/blogs/{id} accepts the post GET returned (_id, viewCount, createdAt, updatedAt)', async () => {
    const created = await api(app, 'POST', '/api/blogs', admin, {
      title: 'İlk yazı',
      shortDescription: 'Kısa',
      content: '<p>Metin</p>',
      tags: ['a'],
    });
    const id = created.body.data!._id!;
    const read = await api(app, 'GET', `/api/blogs/${id}`);
    for (const field of ['_id', 'viewCount', 'createdAt', 'updatedAt']) expect(read.body.data).toHaveProperty(field);
    const written = await api(app, 'PUT', `/api/blogs/${id}`, admin, {
      ...read.body.data,
      title: 'İlk yazı (düzeltildi)',
    });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({ _id: id, title: 'İlk yazı (düzeltildi)', viewCount: 1 });
  });

  it('PUT /api/settings/social-media and /contact-info accept what GET /api/settings returned', async () => {
    const links = [{ platform: 'github', url: 'https://github.com/deniz', isActive: true }];
    expect((await api(app, 'PUT', '/api/settings/social-media', admin, { socialMedia: links })).status).toBe(200);
    const read = (await api(app, 'GET', '/api/settings')).body.data as {
      socialMedia: Array<Record<string, unknown>>;
      contactInfo: Record<string, unknown>;
    };
    const social = await api(app, 'PUT', '/api/settings/social-media', admin, {
      ...read,
      _id: 'x',
      socialMedia: read.socialMedia.map((link) => ({ ...link, _id: 'y', createdAt: '2020-01-01T00:00:00Z' })),
    });
    expect(social.status).toBe(200);
    const contact = await api(app, 'PUT', '/api/settings/contact-info', admin, {
      ...read.contactInfo,
      _id: 'z',
      email: 'deniz@example.com',
    });
    expect(contact.status).toBe(200);
    expect((await api(app, 'GET', '/api/settings')).body.data).toEqual({
      socialMedia: links,
      contactInfo: { email: 'deniz@example.com', location: '' },
    });
  });

  it('still refuses a truly unknown field, naming it, and changes nothing', async () => {
    const before = await api(app, 'GET', '/api/about');
    const response = await api(app, 'PUT', '/api/about', admin, { ...before.body.data, nickname: 'dz' });
    expect(response).toEqual({ status: 400, body: { success: false, message: 'Bilinmeyen alan: nickname.' } });
    expect(await api(app, 'GET', '/api/about')).toEqual(before);
  });

  it('documents the read-only fields in the OpenAPI document', async () => {
    const document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      info: { description: string };
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>>;
    };
    const schema = document.paths['/api/about']!.put!.requestBody.content['application/json']!.schema as {
      properties: Record<string, { readOnly?: boolean }>;
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    for (const field of READ_ONLY_FIELDS) expect(schema.properties[field]).toMatchObject({ readOnly: true });
    expect(document.info.description).toContain('`cvFile`');
  });
});
