// @vitest-environment node
import { NOT_FOUND_PATHS, publicPage } from '@portfolio/content-rules';
import type { FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { render, type Execute } from '../../entry-server';

/**
 * The gateway keeps one answer per page under `publicPage(...).url` and renders that address for
 * every spelling of it, so the pages' router must agree: each spelling renders what its key
 * renders, and what publicPage calls not found is this site's 404.
 */

const POST = {
  __typename: 'BlogPost',
  id: 'p1',
  slug: 'bir-yazi',
  title: 'Bir yazı',
  shortDescription: 'Kısa',
  content: '<p>Gövde</p>',
  tags: ['a'],
  publishDate: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  viewCount: 3,
  readingMinutes: 1,
  shareImage: '/blog/bir-yazi/og.png',
  previous: null,
  next: null,
  related: [],
};

const TAG = { __typename: 'BlogTag', slug: 'isik', name: 'Işık', count: 30 };

const PROJECT = {
  __typename: 'Project',
  id: 'pr1',
  slug: 'bir-proje',
  title: 'Bir proje',
  summary: 'Kısa',
  cover: '',
  technologies: ['React'],
  links: { __typename: 'ProjectLinks', repo: '', demo: '' },
  startDate: '2024-01',
  endDate: null,
  featured: false,
  content: '<p>Gövde</p>',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const TECHNOLOGY = { __typename: 'ProjectTechnology', slug: 'react', name: 'React', count: 20 };

/** 20 projects (two pages), each of React; none of another technology. */
function projects(variables: Record<string, unknown>) {
  const page = Number(variables.page);
  const mine = !variables.technology || variables.technology === TECHNOLOGY.slug;
  const items = mine && page <= 2 ? [PROJECT] : [];
  const total = mine ? 20 : 0;
  return {
    projects: { __typename: 'ProjectPage', page, perPage: 12, total, pages: Math.ceil(total / 12), items },
    projectTechnologies: [TECHNOLOGY],
  };
}

/** The gateway as far as the pages need it: one post, 30 of them in the list and under one tag, no About yet. */
const execute: Execute = async ({ query, variables }): Promise<FormattedExecutionResult> => {
  if (query.includes('projectsInMenu')) return { data: { projectsInMenu: false } };
  if (query.includes('query FeaturedProjects'))
    return { data: { projects: { __typename: 'ProjectPage', total: 20, items: [PROJECT] } } };
  if (query.includes('query Projects(')) return { data: projects(variables) };
  if (query.includes('query ProjectTechnologies')) return { data: { projectTechnologies: [TECHNOLOGY] } };
  if (query.includes('project(')) return { data: { project: variables.id === PROJECT.slug ? PROJECT : null } };
  if (query.includes('tagPosts')) {
    const page = Number(variables.page);
    if (variables.slug !== TAG.slug) return { data: { tag: null, tagPosts: null } };
    const items = page <= 3 ? [POST] : [];
    return {
      data: { tag: TAG, tagPosts: { __typename: 'BlogPage', page, perPage: 12, total: 30, pages: 3, items } },
    };
  }
  if (query.includes('query Tags')) return { data: { tags: [TAG] } };
  if (query.includes('blogPage')) {
    const page = Number(variables.page);
    const items = page <= 3 ? [POST] : [];
    return { data: { blogPage: { __typename: 'BlogPage', page, perPage: 12, total: 30, pages: 3, items } } };
  }
  if (query.includes('blog(')) return { data: { blog: variables.id === POST.slug ? POST : null } };
  if (query.includes('about')) return { data: { about: null } };
  if (query.includes('settings'))
    return {
      data: {
        settings: {
          __typename: 'Settings',
          socialMedia: [],
          contactInfo: { __typename: 'ContactInfo', email: '', location: '' },
        },
      },
    };
  return { data: {} };
};

const rendered = (url: string) => render(url, { execute, publicUrl: 'https://site.example' });

const keyOf = (url: string) => {
  const { pathname, search } = new URL(url, 'https://site.example');
  return publicPage(pathname, search);
};

describe('publicPage: the gateway’s key of a page agrees with the pages’ router', () => {
  it.each([
    ['/About/', '/about'],
    ['/about?x=1', '/about'],
    ['/?utm_source=x', '/'],
    ['/CONTACT', '/contact'],
    ['/Blog/?x=1', '/blog'],
    ['/blog?sayfa=2&x=1', '/blog?sayfa=2'],
    ['/blog?onizleme=1', '/blog'],
    ['/blog/bir-yazi/', '/blog/bir-yazi'],
    ['/blog/bir-yaz%69', '/blog/bir-yazi'],
    ['/BLOG/bir-yazi?x=1&onizleme=0', '/blog/bir-yazi'],
    ['/Tags/?x=1', '/tags'],
    ['/TAGS/isik/?x=1', '/tags/isik'],
    ['/tags/%69sik', '/tags/isik'],
    ['/tags/isik?sayfa=2&x=1', '/tags/isik?sayfa=2'],
    ['/tags/yok', '/tags/yok'],
    ['/Projects/?x=1', '/projects'],
    ['/projects?onizleme=1', '/projects'],
    ['/projects?sayfa=2&x=1', '/projects?sayfa=2'],
    ['/projects?sayfa=2&teknoloji=react', '/projects?teknoloji=react&sayfa=2'],
    ['/PROJECTS/?teknoloji=react', '/projects?teknoloji=react'],
    ['/projects?teknoloji=vue', '/projects?teknoloji=vue'],
    ['/projects/bir-proje/', '/projects/bir-proje'],
    ['/projects/bir-proj%65', '/projects/bir-proje'],
    ['/PROJECTS/bir-proje?x=1&onizleme=0', '/projects/bir-proje'],
    ['/projects/yok', '/projects/yok'],
  ])('%s renders what its key %s renders', async (spelling, key) => {
    expect(keyOf(spelling)).toMatchObject({ url: key });
    const [a, b] = await Promise.all([rendered(spelling), rendered(key)]);
    expect({ status: a.status, redirect: a.redirect, html: a.html }).toEqual({
      status: b.status,
      redirect: b.redirect,
      html: b.html,
    });
  });

  it('/blog?sayfa=1 is its own key: a redirect to /blog; so is a tag’s', async () => {
    expect(keyOf('/blog?sayfa=1&x=2')).toMatchObject({ url: '/blog?sayfa=1' });
    expect((await rendered('/blog?sayfa=1')).redirect).toBe('/blog');
    expect(keyOf('/tags/isik?sayfa=1')).toMatchObject({ url: '/tags/isik?sayfa=1' });
    expect((await rendered('/tags/isik?sayfa=1')).redirect).toBe('/tags/isik');
  });

  it('/projects?sayfa=1 and the filter’s “every technology” (?teknoloji=) are their own keys: redirects', async () => {
    expect(keyOf('/projects?sayfa=1&x=2')).toMatchObject({ url: '/projects?sayfa=1' });
    expect((await rendered('/projects?sayfa=1')).redirect).toBe('/projects');
    expect(keyOf('/projects?teknoloji=')).toMatchObject({ url: '/projects?teknoloji=' });
    expect((await rendered('/projects?teknoloji=')).redirect).toBe('/projects');
    expect(keyOf('/projects?teknoloji=&sayfa=2')).toMatchObject({ url: '/projects?teknoloji=&sayfa=2' });
    expect((await rendered('/projects?teknoloji=&sayfa=2')).redirect).toBe('/projects?sayfa=2');
    expect(keyOf('/projects?teknoloji=react&sayfa=1')).toMatchObject({ url: '/projects?teknoloji=react&sayfa=1' });
    expect((await rendered('/projects?teknoloji=react&sayfa=1')).redirect).toBe('/projects?teknoloji=react');
  });

  it('the projects: their keys name the page, the technology and the slug; past the end, an unknown technology or project are 404', async () => {
    expect(keyOf('/projects?teknoloji=react&sayfa=2')).toEqual({
      locale: 'tr',
      kind: 'project-list',
      url: '/projects?teknoloji=react&sayfa=2',
      page: 2,
      technology: 'react',
    });
    expect(keyOf('/projects')).toEqual({
      locale: 'tr',
      kind: 'project-list',
      url: '/projects',
      page: 1,
      technology: '',
    });
    expect(keyOf('/projects/bir-proje')).toEqual({
      locale: 'tr',
      kind: 'project',
      url: '/projects/bir-proje',
      slug: 'bir-proje',
    });
    expect(keyOf('/projects/bir-proje?onizleme=1')).toEqual({ kind: 'preview', locale: 'tr' });
    const [list, page, past, vue, known, unknown] = await Promise.all([
      rendered('/projects'),
      rendered('/projects?sayfa=2'),
      rendered('/projects?sayfa=3'),
      rendered('/projects?teknoloji=vue'),
      rendered('/projects/bir-proje'),
      rendered('/projects/yok'),
    ]);
    expect([list.status, page.status, past.status, vue.status, known.status, unknown.status]).toEqual([
      200, 200, 404, 404, 200, 404,
    ]);
    expect(known.html).toContain('Bir proje');
    expect(unknown.html).toContain('Proje bulunamadı');
  });

  it('a tag’s page: its key names the tag and the page; one the tag has not, and an unknown tag, are 404', async () => {
    expect(keyOf('/tags/isik?sayfa=3')).toEqual({
      locale: 'tr',
      kind: 'tag',
      url: '/tags/isik?sayfa=3',
      slug: 'isik',
      page: 3,
    });
    const [page, past, unknown] = await Promise.all([
      rendered('/tags/isik?sayfa=3'),
      rendered('/tags/isik?sayfa=4'),
      rendered('/tags/yok'),
    ]);
    expect([page.status, past.status, unknown.status]).toEqual([200, 404, 404]);
    expect(page.html).toContain('“Işık” etiketli yazılar');
  });

  it.each([
    '/yok',
    '/about/x',
    '/blog/a/b',
    '/blog/a%2Fb',
    '/blog?sayfa=0',
    '/blog?sayfa=02',
    '/blog?sayfa=x',
    '/tags/ISIK',
    '/tags/I%C5%9F%C4%B1k',
    '/tags/isik?sayfa=0',
    '/tags/a/b',
    '/projects/a/b',
    '/projects/a%2Fb',
    '/projects?sayfa=0',
    '/projects?teknoloji=React',
    '/projects?teknoloji=a%20b',
    '/%E0%A4%A',
  ])('%s is not found, and the site renders its 404 there', async (url) => {
    expect(keyOf(url)).toEqual({ kind: 'not-found', locale: 'tr' });
    expect((await rendered(url)).status).toBe(404);
  });

  it('the shared not-found pages render as 404: “Sayfa bulunamadı” and “Blog bulunamadı”', async () => {
    const [page, post] = await Promise.all([rendered(NOT_FOUND_PATHS.page), rendered(NOT_FOUND_PATHS.post)]);
    expect([page.status, post.status]).toEqual([404, 404]);
    expect(page.html).toContain('Sayfa bulunamadı');
    expect(post.html).toContain('Blog bulunamadı');
    expect(keyOf(NOT_FOUND_PATHS.page)).toEqual({ kind: 'not-found', locale: 'tr' });
    expect(keyOf(NOT_FOUND_PATHS.post)).toMatchObject({ kind: 'post', slug: '_' });
  });

  it('`//`, `//about` (another host’s address to a browser) and `/%61bout` are no spelling of a page', () => {
    for (const pathname of ['//', '//about', '/%61bout'])
      expect(publicPage(pathname, '')).toEqual({ kind: 'not-found', locale: 'tr' });
  });

  const TOKEN = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12';

  it.each([
    ['/Subscribe/?x=1', '/subscribe'],
    ['/subscribe?durum=bilinmeyen', '/subscribe'],
    ['/SUBSCRIBE?x=1&durum=ayrildi', '/subscribe?durum=ayrildi'],
    [`/Subscribe/Confirm/${TOKEN}/`, `/subscribe/confirm/${TOKEN}`],
    [`/UNSUBSCRIBE/${TOKEN}?x=1`, `/unsubscribe/${TOKEN}`],
  ])('a subscription page, %s, has no key: rendered from %s for each reader, not indexed', async (spelling, path) => {
    expect(keyOf(spelling)).toEqual({ locale: 'tr', kind: 'subscription', path });
    const [a, b] = await Promise.all([rendered(spelling), rendered(path)]);
    expect(a.html).toBe(b.html);
    expect(b.status).toBe(200);
    expect(b.head).toContain('<meta data-head name="robots" content="noindex">');
    expect(b.head).not.toContain('canonical');
    // The token stays out of the head (og:url names /subscribe).
    expect(b.head).not.toContain(TOKEN);
  });

  it.each(['/subscribe/confirm/bozuk', `/unsubscribe/${TOKEN}x`, '/subscribe/x', '/unsubscribe'])(
    '%s is not found, and the site renders its 404 there',
    async (url) => {
      expect(keyOf(url)).toEqual({ kind: 'not-found', locale: 'tr' });
      expect((await rendered(url)).status).toBe(404);
    },
  );

  it('a post’s preview is nobody else’s: no key', () => {
    expect(keyOf('/blog/bir-yazi?onizleme=1')).toEqual({ kind: 'preview', locale: 'tr' });
  });
});
