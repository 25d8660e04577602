import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProjectTechnologiesDocument, TagPageDocument, TagsDocument } from '../../gql/graphql';
import { RenderingProvider, type ServerAnswer } from '../../lib/render';
import {
  blogListItem,
  type Mock,
  projectCard,
  projectsMock,
  renderWithProviders,
  type Technology,
} from '../../test/render';
import TagListPage from './TagListPage';
import TagPage from './TagPage';

const technologiesMock = (technologies: Technology[]): Mock => ({
  request: { query: ProjectTechnologiesDocument },
  result: {
    data: { projectTechnologies: technologies.map((known) => ({ __typename: 'ProjectTechnology', ...known })) },
  },
});

/** No published project lists the technology `slug`. */
const noProjects = (slug: string) => projectsMock([], { technology: slug });

const tagsMock = (tags: Array<{ slug: string; name: string; count: number }>): Mock => ({
  request: { query: TagsDocument },
  result: { data: { tags: tags.map((tag) => ({ __typename: 'BlogTag', ...tag })) } },
});

/** Page `page` of the tag 'Işık' with `total` posts (12 a page), or the answer for a tag no post carries. */
function tagPageMock(slug: string, page: number, total: number | null): Mock {
  const items =
    total === null
      ? []
      : Array.from({ length: Math.max(0, Math.min(12, total - (page - 1) * 12)) }, (_, i) =>
          blogListItem({ id: `p${page}-${i}`, slug: `yazi-${page}-${i}`, title: `Yazı ${page}.${i}`, tags: ['Işık'] }),
        );
  return {
    request: { query: TagPageDocument, variables: { slug, page, perPage: 12 } },
    result: {
      data:
        total === null
          ? { tag: null, tagPosts: null }
          : {
              tag: { __typename: 'BlogTag', slug, name: 'Işık', count: total },
              tagPosts: {
                __typename: 'BlogPage',
                page,
                perPage: 12,
                total,
                pages: Math.ceil(total / 12),
                items: items.map((post) => ({ __typename: 'BlogPost', ...post })),
              },
            },
    },
  };
}

/** The tag's page at `route`, rendered as the server does: what it records (status, redirect, head) is in `answer`. */
function renderTagPage(route: string, mocks: Mock[]) {
  const answer: ServerAnswer = { status: 200, head: '' };
  const rendered = renderWithProviders(
    <RenderingProvider publicUrl="https://deniz.dev" record={(update) => Object.assign(answer, update)}>
      <Routes>
        <Route path="/tags/:slug" element={<TagPage />} />
      </Routes>
    </RenderingProvider>,
    { route, mocks },
  );
  return { answer, ...rendered };
}

describe('/tags', () => {
  it("lists every tag with its count ('N yazı'), each a link to its page, under 'Etiketler'", async () => {
    renderWithProviders(<TagListPage />, {
      route: '/tags',
      mocks: [
        tagsMock([
          { slug: 'isik', name: 'Işık', count: 1 },
          { slug: 'react', name: 'React', count: 12 },
        ]),
        technologiesMock([]),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Etiketler' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Işık 1 yazı', '/tags/isik'],
      ['React 12 yazı', '/tags/react'],
    ]);
  });

  it("says 'Henüz etiket bulunmuyor' when no visible post has a tag", async () => {
    renderWithProviders(<TagListPage />, { mocks: [tagsMock([]), technologiesMock([])] });
    expect(await screen.findByText('Henüz etiket bulunmuyor')).toBeInTheDocument();
  });

  it('merges the projects’ technologies by slug: a tag’s posts and projects, a technology of projects alone', async () => {
    renderWithProviders(<TagListPage />, {
      mocks: [
        tagsMock([
          { slug: 'isik', name: 'Işık', count: 1 },
          { slug: 'react', name: 'React', count: 12 },
        ]),
        technologiesMock([
          { slug: 'react', name: 'react', count: 2 },
          { slug: 'node-js', name: 'Node.js', count: 1 },
        ]),
      ],
    });
    await screen.findByRole('link', { name: /React/ });
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Işık 1 yazı', '/tags/isik'],
      ['Node.js 1 proje', '/tags/node-js'],
      ['React 12 yazı · 2 proje', '/tags/react'],
    ]);
  });
});

describe('/tags/{slug}', () => {
  it('shows the tag’s posts as cards under “Işık” etiketli yazılar, its count, its feed and the way to every tag', async () => {
    const { answer } = renderTagPage('/tags/isik', [tagPageMock('isik', 1, 3), noProjects('isik')]);
    expect(await screen.findByRole('heading', { level: 1, name: '“Işık” etiketli yazılar' })).toBeInTheDocument();
    expect(screen.getByText('3 yazı')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // No projects: no sections, as before projects existed.
    expect(screen.queryByRole('heading', { level: 2, name: 'Projeler' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm etiketler' })).toHaveAttribute('href', '/tags');
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/tags/isik/rss.xml');
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<title data-head>“Işık” etiketli yazılar — ');
    expect(answer.head).toContain(
      '<link data-head rel="alternate" type="application/rss+xml" title="“Işık” etiketli yazılar — ',
    );
    expect(answer.head).toContain('href="https://deniz.dev/tags/isik/rss.xml"');
    expect(answer.head).toContain('<link data-head rel="canonical" href="https://deniz.dev/tags/isik">');
  });

  it('is paged as /blog: 12 a page, ?sayfa=n with its own title and canonical, links to the others', async () => {
    const { answer } = renderTagPage('/tags/isik?sayfa=2', [tagPageMock('isik', 2, 30)]);
    await screen.findByRole('heading', { level: 1, name: '“Işık” etiketli yazılar' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(nav).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute('href', '/tags/isik');
    expect(within(nav).getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute('href', '/tags/isik?sayfa=3');
    expect(answer.head).toContain('<title data-head>“Işık” etiketli yazılar (Sayfa 2) — ');
    expect(answer.head).toContain('rel="canonical" href="https://deniz.dev/tags/isik?sayfa=2"');
    expect(answer.head).toContain('rel="prev" href="https://deniz.dev/tags/isik"');
    expect(answer.head).toContain('rel="next" href="https://deniz.dev/tags/isik?sayfa=3"');
  });

  it.each([
    ['an unknown tag', '/tags/yok', [tagPageMock('yok', 1, null), noProjects('yok')]],
    ['a page past the end', '/tags/isik?sayfa=4', [tagPageMock('isik', 4, 30)]],
    ['a malformed page', '/tags/isik?sayfa=02', []],
    ['a slug in capitals', '/tags/ISIK', []],
  ])('answers %s with the not-found page and 404', async (_name, route, mocks) => {
    const { answer } = renderTagPage(route, mocks);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(answer.status).toBe(404);
  });

  it('moves ?sayfa=1 to the tag’s own address', () => {
    const { answer } = renderTagPage('/tags/isik?sayfa=1', []);
    expect(answer.redirect).toBe('/tags/isik');
  });

  it('on page 1, shows the technology’s projects above its posts, each part under its heading', async () => {
    const tech = { slug: 'isik', name: 'Işık', count: 1 };
    const { answer } = renderTagPage('/tags/isik', [
      tagPageMock('isik', 1, 3),
      projectsMock([projectCard({ technologies: ['Işık'] })], { technology: 'isik', technologies: [tech] }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: '“Işık” etiketli yazılar' })).toBeInTheDocument();
    expect(screen.getByText('3 yazı · 1 proje')).toBeInTheDocument();
    const [projects, posts] = screen.getAllByRole('region');
    expect(within(projects!).getByRole('heading', { level: 2, name: 'Projeler' })).toBeInTheDocument();
    expect(within(projects!).getByRole('link', { name: 'Işık Ölçer' })).toHaveAttribute('href', '/projects/isik-olcer');
    expect(within(posts!).getByRole('heading', { level: 2, name: 'Yazılar' })).toBeInTheDocument();
    expect(within(posts!).getAllByRole('article')).toHaveLength(3);
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('“Işık” etiketiyle yayımlanan 3 yazı ve 1 proje.');
  });

  it('a technology of projects alone: its projects under “… etiketli projeler”, no word of posts, no feed', async () => {
    const tech = { slug: 'node-js', name: 'Node.js', count: 2 };
    const { answer } = renderTagPage('/tags/node-js', [
      tagPageMock('node-js', 1, null),
      projectsMock([projectCard(), projectCard({ id: 'pr2', slug: 'ikinci', title: 'İkinci Proje' })], {
        technology: 'node-js',
        technologies: [tech],
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: '“Node.js” etiketli projeler' })).toBeInTheDocument();
    expect(screen.getByText('2 proje')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/yazı/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'RSS' })).not.toBeInTheDocument();
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('“Node.js” etiketiyle yayımlanan 2 proje.');
    expect(answer.head).not.toContain('rss.xml" title="“Node.js”');
  });

  it('a tag’s later pages show its posts alone, asking nothing of its projects', async () => {
    const { operations } = renderTagPage('/tags/isik?sayfa=2', [tagPageMock('isik', 2, 30)]);
    await screen.findByRole('heading', { level: 1, name: '“Işık” etiketli yazılar' });
    expect(operations.map(({ name }) => name)).not.toContain('Projects');
  });
});
