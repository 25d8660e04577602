import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { restCall as api } from './support/rest';
import { ok, type Settings } from './support/rest-shapes';

/**
 * The settings' rows of docs/api.md#rest-routes (/api/settings, /api/social-media) over real HTTP:
 * each success answer, field by field, with the field names of docs/api.md#field-names. The other
 * rows: rest-routes-*.test.ts.
 */

describe(`REST success answers (${testDb})`, () => {
  describe('/api/settings', () => {
    let app: TestApp;
    let admin: string;
    beforeAll(async () => ({ app, token: admin } = await startAdminApp()));
    afterAll(() => app.close());

    it('GET /api/settings answers {socialMedia: [], contactInfo: {email: "", location: ""}} at first', async () => {
      expect(ok(await api(app, 'GET', '/api/settings'))).toEqual({
        socialMedia: [],
        contactInfo: { email: '', location: '' },
      });
    });

    it.each(['/api/settings/social-media', '/api/social-media'])(
      'PUT %s replaces the whole list, drops empty URLs, answers the settings',
      async (path) => {
        const first = ok<Settings>(
          await api<Settings>(app, 'PUT', path, {
            token: admin,
            body: {
              socialMedia: [
                { platform: 'linkedin', url: 'https://www.linkedin.com/in/deniz', isActive: true },
                { platform: 'github', url: ' https://github.com/deniz ', isActive: true },
                { platform: 'twitter', url: '', isActive: true },
                { platform: 'youtube', url: '   ', isActive: true },
                { platform: 'email', url: 'mailto:deniz@example.com', isActive: true },
              ],
            },
          }),
        );
        const expectedFirst = [
          { platform: 'github', url: 'https://github.com/deniz', isActive: true },
          { platform: 'linkedin', url: 'https://www.linkedin.com/in/deniz', isActive: true },
          { platform: 'email', url: 'mailto:deniz@example.com', isActive: true },
        ];
        expect(first.socialMedia).toEqual(expectedFirst);
        const read = ok<Settings>(await api<Settings>(app, 'GET', '/api/settings'));
        expect(read).toEqual(first);
        for (const entry of read.socialMedia)
          expect(Object.keys(entry).sort()).toEqual(['isActive', 'platform', 'url']);

        // A second call replaces the list rather than merging into it.
        const second = ok<Settings>(
          await api<Settings>(app, 'PUT', path, {
            token: admin,
            body: { socialMedia: [{ platform: 'medium', url: 'https://medium.com/@deniz', isActive: true }] },
          }),
        );
        expect(second.socialMedia).toEqual([{ platform: 'medium', url: 'https://medium.com/@deniz', isActive: true }]);
        expect(ok(await api(app, 'GET', '/api/settings'))).toEqual(second);

        // isActive may be left out (docs/product/admin.md#social-media-editor: always true when
        // saved); an empty list clears.
        const third = ok<Settings>(
          await api<Settings>(app, 'PUT', path, {
            token: admin,
            body: { socialMedia: [{ platform: 'discord', url: 'https://discord.gg/abc' }] },
          }),
        );
        expect(third.socialMedia).toEqual([{ platform: 'discord', url: 'https://discord.gg/abc', isActive: true }]);
        const cleared = ok<Settings>(
          await api<Settings>(app, 'PUT', path, { token: admin, body: { socialMedia: [] } }),
        );
        expect(cleared.socialMedia).toEqual([]);
        expect(ok<Settings>(await api<Settings>(app, 'GET', '/api/settings')).socialMedia).toEqual([]);
      },
    );

    it('PUT /api/social-media and PUT /api/settings/social-media behave the same for the same body', async () => {
      const body = {
        socialMedia: [
          { platform: 'instagram', url: 'https://instagram.com/deniz', isActive: true },
          { platform: 'github', url: 'https://github.com/deniz', isActive: true },
          { platform: 'tiktok', url: '', isActive: true },
        ],
      };
      const viaSettings = await api<Settings>(app, 'PUT', '/api/settings/social-media', { token: admin, body });
      const afterSettings = ok(await api(app, 'GET', '/api/settings'));
      ok(await api(app, 'PUT', '/api/settings/social-media', { token: admin, body: { socialMedia: [] } }));
      const viaAlias = await api<Settings>(app, 'PUT', '/api/social-media', { token: admin, body });
      const afterAlias = ok(await api(app, 'GET', '/api/settings'));
      expect(viaAlias.status).toBe(viaSettings.status);
      expect(viaAlias.body).toEqual(viaSettings.body);
      expect(afterAlias).toEqual(afterSettings);
    });

    it('PUT /api/settings/contact-info saves {email, location} trimmed and answers the settings', async () => {
      ok(
        await api(app, 'PUT', '/api/settings/social-media', {
          token: admin,
          body: { socialMedia: [{ platform: 'github', url: 'https://github.com/deniz', isActive: true }] },
        }),
      );
      const saved = ok<Settings>(
        await api<Settings>(app, 'PUT', '/api/settings/contact-info', {
          token: admin,
          body: { email: '  iletisim@example.com ', location: ' İstanbul,\nTürkiye ' },
        }),
      );
      const expected = {
        socialMedia: [{ platform: 'github', url: 'https://github.com/deniz', isActive: true }],
        contactInfo: { email: 'iletisim@example.com', location: 'İstanbul,\nTürkiye' },
      };
      expect(saved).toEqual(expected);
      const read = ok<Settings>(await api<Settings>(app, 'GET', '/api/settings'));
      expect(read).toEqual(expected);
      expect(Object.keys(read).sort()).toEqual(['contactInfo', 'socialMedia']);
      expect(Object.keys(read.contactInfo).sort()).toEqual(['email', 'location']);

      // Both fields are optional: empty strings hide them.
      const emptied = ok<Settings>(
        await api<Settings>(app, 'PUT', '/api/settings/contact-info', {
          token: admin,
          body: { email: '', location: '' },
        }),
      );
      expect(emptied.contactInfo).toEqual({ email: '', location: '' });
      expect(ok<Settings>(await api<Settings>(app, 'GET', '/api/settings')).contactInfo).toEqual({
        email: '',
        location: '',
      });
    });
  });
});
