import type { AnnouncedItem } from '../../core/module';
import { articleOf, createOf, deleteOf, hashtagOf, updateOf, versionOf } from './articles';

/**
 * Issue 49.3: a post as the fediverse sees it — an `Article` by the site's actor with its title,
 * summary, sanitised HTML (its own addresses made absolute), page, dates, hashtags from its tags and
 * its cover as an image — and the version that decides whether an edit sends an `Update`.
 */
const SITE = 'https://site.example';
const ID = '6f1c1f4e-8d7a-4b8e-9d3a-1c2b3d4e5f60';

const item = (override: Partial<AnnouncedItem> = {}): AnnouncedItem => ({
  id: ID,
  title: 'Işık ve gölge',
  summary: 'Kısa bir özet: ğüşıöç',
  html: '<p>Bir <a href="/blog/baska">bağlantı</a>, <a href="https://ornek.com/x">dış</a> ve <a href="#baslik">başlık</a>.</p><picture><source type="image/avif" srcset="/uploads/a-640.avif 640w, /uploads/a-1280.avif 1280w"><img src="/uploads/a.jpg" alt=""></picture>',
  path: '/blog/isik-ve-golge',
  image: '/blog/isik-ve-golge/og.png',
  cover: '/uploads/a.jpg',
  tags: [
    { name: 'Yapay Zeka', path: '/tags/yapay-zeka' },
    { name: 'Node.js', path: '/tags/node-js' },
    { name: '…', path: '/tags/x' },
  ],
  publishedAt: new Date('2026-03-01T10:00:00.000Z'),
  updatedAt: new Date('2026-03-01T10:00:00.004Z'),
  ...override,
});

describe('a post as an Article', () => {
  it('shows the post: title, summary, absolute HTML, page, dates, hashtags and cover, public and to the followers', async () => {
    const json = (await articleOf(item(), SITE).toJsonLd({ format: 'compact' })) as Record<string, unknown>;
    expect(json).toMatchObject({
      type: 'Article',
      id: `${SITE}/fediverse/posts/${ID}`,
      attributedTo: `${SITE}/about`,
      name: 'Işık ve gölge',
      summary: 'Kısa bir özet: ğüşıöç',
      url: `${SITE}/blog/isik-ve-golge`,
      published: '2026-03-01T10:00:00Z',
      to: 'as:Public',
      cc: `${SITE}/about/followers`,
      tag: [
        { type: 'Hashtag', name: '#YapayZeka', href: `${SITE}/tags/yapay-zeka` },
        { type: 'Hashtag', name: '#Nodejs', href: `${SITE}/tags/node-js` },
      ],
      attachment: { type: 'Image', url: `${SITE}/uploads/a.jpg` },
    });
    expect(json.content).toBe(
      `<p>Bir <a href="${SITE}/blog/baska">bağlantı</a>, <a href="https://ornek.com/x">dış</a> ve <a href="${SITE}/blog/isik-ve-golge#baslik">başlık</a>.</p><picture><source type="image/avif" srcset="${SITE}/uploads/a-640.avif 640w, ${SITE}/uploads/a-1280.avif 1280w"><img src="${SITE}/uploads/a.jpg" alt=""></picture>`,
    );
    // Saved with its publication, not edited since: no `updated` (Mastodon would mark it edited).
    expect(json).not.toHaveProperty('updated');
    const edited = (await articleOf(item({ updatedAt: new Date('2026-03-02T08:00:00Z') }), SITE).toJsonLd({
      format: 'compact',
    })) as Record<string, unknown>;
    expect(edited.updated).toBe('2026-03-02T08:00:00Z');
    // No cover, no tags: no attachment, no tag.
    const bare = (await articleOf(item({ cover: null, tags: [] }), SITE).toJsonLd({ format: 'compact' })) as Record<
      string,
      unknown
    >;
    expect(bare).not.toHaveProperty('attachment');
    expect(bare).not.toHaveProperty('tag');
  });

  it('changes its version with what it shows, never with a save that changes none of it', () => {
    const version = versionOf(item(), SITE);
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(versionOf(item({ updatedAt: new Date() }), SITE)).toBe(version);
    for (const change of [
      { title: 'Başka' },
      { summary: 'Başka' },
      { html: '<p>Başka</p>' },
      { path: '/blog/yeni' },
      { cover: null },
      { tags: [] },
      { publishedAt: new Date('2026-03-02T10:00:00Z') },
    ])
      expect(versionOf(item(change), SITE)).not.toBe(version);
  });

  it('names its activities by the post and the version: Create, Update, and Delete of a Tombstone', async () => {
    const version = versionOf(item(), SITE);
    const article = `${SITE}/fediverse/posts/${ID}`;
    const create = (await createOf(item(), SITE).toJsonLd({ format: 'compact' })) as Record<string, unknown>;
    expect(create).toMatchObject({
      type: 'Create',
      id: `${article}#create-${version}`,
      actor: `${SITE}/about`,
      object: { type: 'Article', id: article },
      to: 'as:Public',
      cc: `${SITE}/about/followers`,
    });
    const update = (await updateOf(item(), SITE).toJsonLd({ format: 'compact' })) as Record<string, unknown>;
    expect(update).toMatchObject({ type: 'Update', id: `${article}#update-${version}`, object: { id: article } });
    // An Update's Article is edited, however soon after it came out.
    expect(update.object).toHaveProperty('updated', '2026-03-01T10:00:00.004Z');
    const deleted = (await deleteOf(ID, SITE).toJsonLd({ format: 'compact' })) as Record<string, unknown>;
    expect(deleted).toMatchObject({
      type: 'Delete',
      id: `${article}#delete`,
      actor: `${SITE}/about`,
      object: { type: 'Tombstone', id: article },
    });
  });

  it.each([
    ['Işık', '#Işık'],
    ['C++', '#C'],
    ['çay_saati', '#çay_saati'],
    ['  ', null],
  ])('makes a hashtag of the tag %j: %j', (name, hashtag) => {
    expect(hashtagOf(name)).toBe(hashtag);
  });
});
