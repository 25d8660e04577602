import { Settings, SocialLink } from '../src/modules/settings/settings.entity';
import { startAdminApp, type TestApp } from './support/app';
import { testDb } from './support/db';
import { expectAdminOnly, failure } from './support/graphql';
import { snapshot } from './support/snapshot';

/** Site settings over HTTP: social links and contact info, their defaults, order and rules. */

const FIELDS = 'socialMedia { platform url isActive } contactInfo { email location }';
const SETTINGS = `{ settings { ${FIELDS} } }`;
const UPDATE_SOCIAL = `mutation($socialMedia: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $socialMedia) { ${FIELDS} } }`;
const UPDATE_CONTACT = `mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { ${FIELDS} } }`;

/** The platforms of docs/product/data.md#social-media-entry, in the order the site shows them, each with an address. */
const URLS = {
  github: 'https://github.com/ayse',
  linkedin: 'https://www.linkedin.com/in/ayse',
  twitter: 'https://x.com/ayse',
  instagram: 'https://instagram.com/ayse',
  facebook: 'https://facebook.com/ayse',
  youtube: 'https://youtube.com/@ayse',
  medium: 'https://medium.com/@ayse',
  tiktok: 'https://www.tiktok.com/@ayse',
  discord: 'https://discord.gg/abc123',
  telegram: 'https://t.me/ayse',
  whatsapp: 'https://wa.me/905551112233',
  email: 'mailto:ayse@ornek.com',
};
const PLATFORMS = Object.keys(URLS) as Array<keyof typeof URLS>;

type Link = { platform: string; url: string; isActive: boolean };
type SettingsView = { socialMedia: Link[]; contactInfo: { email: string; location: string } };

/** The stored social links, in the fixed platform order. */
async function storedLinks(app: TestApp): Promise<Link[]> {
  const rows = await app.dataSource.getRepository(SocialLink).find();
  return rows
    .map(({ platform, url, isActive }) => ({ platform, url, isActive }))
    .sort((a, b) => PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform));
}

async function storedContactInfo(app: TestApp) {
  const rows = await app.dataSource.getRepository(Settings).find();
  return rows.map((row) => ({ id: row.id, ...row.contactInfo }));
}

describe(`GraphQL settings: happy path (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  async function updateSocial(socialMedia: unknown[]): Promise<SettingsView> {
    const response = await app.gql<{ updateSocialMedia: SettingsView }>(UPDATE_SOCIAL, { socialMedia }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.updateSocialMedia;
  }

  async function updateContact(input: { email: string; location: string }): Promise<SettingsView> {
    const response = await app.gql<{ updateContactInfo: SettingsView }>(UPDATE_CONTACT, { input }, { token });
    expect(response.errors).toBeUndefined();
    return response.data!.updateContactInfo;
  }

  beforeAll(async () => ({ app, token } = await startAdminApp()));
  afterAll(() => app.close());

  it('settings has empty defaults before anything is saved, for visitors and the admin', async () => {
    const empty = { settings: { socialMedia: [], contactInfo: { email: '', location: '' } } };
    expect(await app.gql(SETTINGS)).toEqual({ data: empty });
    expect(await app.gql(SETTINGS, {}, { token })).toEqual({ data: empty });
    expect(await storedLinks(app)).toEqual([]);
    expect(await storedContactInfo(app)).toEqual([]);
  });

  it('updateSocialMedia stores the list in the fixed platform order, dropping empty URLs', async () => {
    const saved = await updateSocial([
      { platform: 'email', url: '  mailto:ayse@ornek.com ' },
      { platform: 'twitter', url: 'https://x.com/ayse', isActive: true },
      { platform: 'youtube', url: '' },
      { platform: 'medium', url: '   ' },
      { platform: 'whatsapp', url: 'https://wa.me/905551112233' },
      { platform: 'linkedin', url: 'https://www.linkedin.com/in/ayse', isActive: false },
      { platform: 'github', url: '\thttps://github.com/ayse\n' },
      { platform: 'discord', url: '', isActive: false },
    ]);
    const expected: Link[] = [
      { platform: 'github', url: 'https://github.com/ayse', isActive: true },
      { platform: 'linkedin', url: 'https://www.linkedin.com/in/ayse', isActive: false },
      { platform: 'twitter', url: 'https://x.com/ayse', isActive: true },
      { platform: 'whatsapp', url: 'https://wa.me/905551112233', isActive: true },
      { platform: 'email', url: 'mailto:ayse@ornek.com', isActive: true },
    ];
    expect(saved).toEqual({ socialMedia: expected, contactInfo: { email: '', location: '' } });
    expect(await app.gql(SETTINGS)).toEqual({ data: { settings: saved } });
    expect(await storedLinks(app)).toEqual(expected);
  });

  it('updateSocialMedia returns all twelve platforms in the fixed order whatever the input order', async () => {
    const saved = await updateSocial([...PLATFORMS].reverse().map((platform) => ({ platform, url: URLS[platform] })));
    const expected = PLATFORMS.map((platform) => ({ platform, url: URLS[platform], isActive: true }));
    expect(saved.socialMedia).toEqual(expected);
    expect((await app.gql<{ settings: SettingsView }>(SETTINGS)).data!.settings.socialMedia).toEqual(expected);
    expect(await storedLinks(app)).toEqual(expected);
  });

  it('updateSocialMedia replaces the whole list: absent platforms are removed, an empty list clears it', async () => {
    const one = await updateSocial([{ platform: 'medium', url: 'https://medium.com/@yeni', isActive: false }]);
    expect(one.socialMedia).toEqual([{ platform: 'medium', url: 'https://medium.com/@yeni', isActive: false }]);
    expect(await storedLinks(app)).toEqual([{ platform: 'medium', url: 'https://medium.com/@yeni', isActive: false }]);

    // isActive defaults to true again when it is left out, and null counts as left out.
    const again = await updateSocial([
      { platform: 'medium', url: 'https://medium.com/@yeni' },
      { platform: 'github', url: 'http://github.com/ayse', isActive: null },
    ]);
    expect(again.socialMedia).toEqual([
      { platform: 'github', url: 'http://github.com/ayse', isActive: true },
      { platform: 'medium', url: 'https://medium.com/@yeni', isActive: true },
    ]);
    expect(await storedLinks(app)).toEqual(again.socialMedia);

    const cleared = await updateSocial([]);
    expect(cleared.socialMedia).toEqual([]);
    expect(await storedLinks(app)).toEqual([]);

    await updateSocial([{ platform: 'github', url: URLS.github }]);
    const onlyEmpty = await updateSocial([{ platform: 'github', url: '' }]);
    expect(onlyEmpty.socialMedia).toEqual([]);
    expect(await storedLinks(app)).toEqual([]);
  });

  it('an email platform may also link to a web page; a duplicate with an empty URL is just dropped', async () => {
    const saved = await updateSocial([
      { platform: 'email', url: 'https://ornek.com/iletisim' },
      { platform: 'github', url: URLS.github },
      { platform: 'github', url: '' },
    ]);
    expect(saved.socialMedia).toEqual([
      { platform: 'github', url: URLS.github, isActive: true },
      { platform: 'email', url: 'https://ornek.com/iletisim', isActive: true },
    ]);
    expect(await storedLinks(app)).toEqual(saved.socialMedia);
  });

  it('updateContactInfo stores trimmed values and keeps the social links', async () => {
    const links = (await app.gql<{ settings: SettingsView }>(SETTINGS)).data!.settings.socialMedia;
    const saved = await updateContact({ email: '  ayse@ornek.com.tr ', location: '\n İstanbul,\nTürkiye  ' });
    const expected = {
      socialMedia: links,
      contactInfo: { email: 'ayse@ornek.com.tr', location: 'İstanbul,\nTürkiye' },
    };
    expect(saved).toEqual(expected);
    expect(await app.gql(SETTINGS)).toEqual({ data: { settings: expected } });
    expect(await storedContactInfo(app)).toEqual([
      { id: 1, email: 'ayse@ornek.com.tr', location: 'İstanbul,\nTürkiye' },
    ]);
    expect(await storedLinks(app)).toEqual(links);
  });

  it('updateContactInfo accepts an empty (or blank) email and location', async () => {
    const blank = await updateContact({ email: '   ', location: 'Ankara' });
    expect(blank.contactInfo).toEqual({ email: '', location: 'Ankara' });
    expect(await storedContactInfo(app)).toEqual([{ id: 1, email: '', location: 'Ankara' }]);

    const empty = await updateContact({ email: '', location: '' });
    expect(empty.contactInfo).toEqual({ email: '', location: '' });
    expect(await storedContactInfo(app)).toEqual([{ id: 1, email: '', location: '' }]);
    expect((await app.gql<{ settings: SettingsView }>(SETTINGS)).data!.settings.contactInfo).toEqual({
      email: '',
      location: '',
    });
  });

  it('updateContactInfo accepts the limits exactly: a location of 500 characters, an email of 254', async () => {
    const email = `${'a'.repeat(244)}@ornek.com`;
    const saved = await updateContact({ email, location: 'ş'.repeat(500) });
    expect(saved.contactInfo).toEqual({ email, location: 'ş'.repeat(500) });
    expect(await storedContactInfo(app)).toEqual([{ id: 1, email, location: 'ş'.repeat(500) }]);
  });
});

describe(`GraphQL settings: validation (${testDb})`, () => {
  let app: TestApp;
  let token: string;
  const LINKS = [
    { platform: 'github', url: URLS.github },
    { platform: 'email', url: URLS.email },
  ];

  beforeAll(async () => {
    ({ app, token } = await startAdminApp());
    expect((await app.gql(UPDATE_SOCIAL, { socialMedia: LINKS }, { token })).errors).toBeUndefined();
    const contact = { email: 'ayse@ornek.com', location: 'İzmir' };
    expect((await app.gql(UPDATE_CONTACT, { input: contact }, { token })).errors).toBeUndefined();
  });
  afterAll(() => app.close());

  async function expectRefused(query: string, variables: Record<string, unknown>, code: string, message: string) {
    const before = await snapshot(app);
    const settingsBefore = await app.gql(SETTINGS);
    const response = await app.gql(query, variables, { token });
    expect(failure(response)).toEqual({ code, message });
    expect(await snapshot(app)).toEqual(before);
    expect(await app.gql(SETTINGS)).toEqual(settingsBefore);
  }

  const webLink = (platform: string) => `Geçerli bir bağlantı giriniz (${platform}): https:// ile başlayan tam adres`;
  const MAILTO = 'E-posta bağlantısı mailto: ile başlamalıdır (ör. mailto:ad@ornek.com)';

  it.each<[string, unknown, string]>([
    [
      'an unknown platform',
      [{ platform: 'myspace', url: 'https://myspace.com/a' }],
      'Geçersiz değer: socialMedia[0].platform.',
    ],
    ['a platform in capitals', [{ platform: 'GITHUB', url: URLS.github }], 'Geçersiz değer: socialMedia[0].platform.'],
    ['a string for the list', 'github', 'Geçersiz değer: socialMedia.'],
    [
      'a string for isActive',
      [{ platform: 'github', url: URLS.github, isActive: 'evet' }],
      'Geçersiz değer: socialMedia[0].isActive.',
    ],
    ['a number for the url', [{ platform: 'github', url: 42 }], 'Geçersiz değer: socialMedia[0].url.'],
    ['an unknown field', [{ platform: 'github', url: URLS.github, order: 1 }], 'Bilinmeyen alan: order.'],
    ['a missing url', [{ platform: 'github' }], 'Zorunlu alan eksik: url.'],
  ])('updateSocialMedia refuses %s with BAD_USER_INPUT', async (_what, socialMedia, message) => {
    await expectRefused(UPDATE_SOCIAL, { socialMedia }, 'BAD_USER_INPUT', message);
  });

  it.each<[string, unknown[], string]>([
    [
      'a duplicate platform',
      [
        { platform: 'github', url: 'https://github.com/a' },
        { platform: 'twitter', url: URLS.twitter },
        { platform: 'github', url: 'https://github.com/b' },
      ],
      'Her platform yalnızca bir kez eklenebilir: github',
    ],
    ['a javascript: URL', [{ platform: 'github', url: 'javascript:alert(1)' }], webLink('github')],
    ['an ftp: URL', [{ platform: 'linkedin', url: 'ftp://x' }], webLink('linkedin')],
    ['a URL without a scheme', [{ platform: 'twitter', url: 'example.com' }], webLink('twitter')],
    ['a protocol-relative URL', [{ platform: 'medium', url: '//medium.com/@a' }], webLink('medium')],
    ['a data: URL', [{ platform: 'youtube', url: 'data:text/html,<script>alert(1)</script>' }], webLink('youtube')],
    ['a bare https://', [{ platform: 'instagram', url: 'https://' }], webLink('instagram')],
    ['a URL with a space', [{ platform: 'facebook', url: 'https://face book.com/a' }], webLink('facebook')],
    ['a mailto: link on a web platform', [{ platform: 'github', url: 'mailto:a@b.co' }], webLink('github')],
    ['an email platform without mailto:', [{ platform: 'email', url: 'ayse@ornek.com' }], MAILTO],
    ['a javascript: URL on the email platform', [{ platform: 'email', url: 'javascript:alert(1)' }], MAILTO],
    ['a mailto: without an address', [{ platform: 'email', url: 'mailto:' }], MAILTO],
    [
      'a good entry followed by a bad one (nothing of the list is saved)',
      [
        { platform: 'twitter', url: URLS.twitter },
        { platform: 'telegram', url: 'tg://resolve?domain=ayse' },
      ],
      webLink('telegram'),
    ],
    [
      'a URL of 2049 characters',
      [{ platform: 'github', url: `https://github.com/${'a'.repeat(2030)}` }],
      'Bağlantı en fazla 2048 karakter olabilir',
    ],
  ])('updateSocialMedia refuses %s and keeps the old list', async (_what, socialMedia, message) => {
    await expectRefused(UPDATE_SOCIAL, { socialMedia }, 'BAD_USER_INPUT', message);
  });

  it('names the refused link in extensions.platform, so the admin form can mark that field', async () => {
    for (const [platform, url] of [
      ['telegram', 'tg://resolve?domain=ayse'],
      ['email', 'ayse@ornek.com'],
    ]) {
      const response = await app.gql(
        UPDATE_SOCIAL,
        {
          socialMedia: [
            { platform: 'twitter', url: URLS.twitter },
            { platform, url },
          ],
        },
        { token },
      );
      expect(response.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', platform });
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an email without @', { email: 'ayse.ornek.com', location: '' }, 'Geçerli bir e-posta adresi giriniz'],
    ['an email without a domain ending', { email: 'ayse@ornek', location: '' }, 'Geçerli bir e-posta adresi giriniz'],
    ['an email with a space', { email: 'ay se@ornek.com', location: '' }, 'Geçerli bir e-posta adresi giriniz'],
    ['an email without a local part', { email: '@ornek.com', location: '' }, 'Geçerli bir e-posta adresi giriniz'],
    ['an email ending in one letter', { email: 'ayse@ornek.c', location: '' }, 'Geçerli bir e-posta adresi giriniz'],
    ['an email ending in digits', { email: 'ayse@ornek.123', location: '' }, 'Geçerli bir e-posta adresi giriniz'],
    [
      'an email of 255 characters',
      { email: `${'a'.repeat(245)}@ornek.com`, location: '' },
      'E-posta en fazla 254 karakter olabilir',
    ],
    ['a location of 501 characters', { email: '', location: 'ş'.repeat(501) }, 'Konum en fazla 500 karakter olabilir'],
    ['a number for the location', { email: '', location: 34 }, 'Geçersiz değer: input.location.'],
    ['an unknown field', { email: '', location: '', phone: '0555' }, 'Bilinmeyen alan: phone.'],
    ['a missing location', { email: '' }, 'Zorunlu alan eksik: location.'],
  ])('updateContactInfo refuses %s and keeps the old values', async (_what, input, message) => {
    await expectRefused(UPDATE_CONTACT, { input }, 'BAD_USER_INPUT', message);
  });

  it('settings writes need the admin: no token is UNAUTHENTICATED, a user is FORBIDDEN, nothing changes', async () => {
    await expectAdminOnly(app, [
      [UPDATE_SOCIAL, { socialMedia: [{ platform: 'github', url: 'https://github.com/saldirgan' }] }],
      [UPDATE_CONTACT, { input: { email: 'saldirgan@ornek.com', location: '' } }],
    ]);
  });
});
