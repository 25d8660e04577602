import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProjectsDocument } from '../../gql/graphql';
import { RenderingProvider, type ServerAnswer } from '../../lib/render';
import {
  COVER,
  graphQLError,
  type Mock,
  projectCard,
  projectsMock,
  renderWithProviders,
  SERVER_MESSAGE,
} from '../../test/render';
import ProjectListPage from './ProjectListPage';

const TECHNOLOGIES = [
  { slug: 'node-js', name: 'Node.js', count: 2 },
  { slug: 'typescript', name: 'TypeScript', count: 14 },
];

/** Page `page` of `total` projects (12 a page), of `technology` when given. */
function pageMock(total: number, page = 1, technology: string | null = null): Mock {
  const count = Math.max(0, Math.min(12, total - (page - 1) * 12));
  const items = Array.from({ length: count }, (_, i) =>
    projectCard({ id: `pr${page}-${i}`, slug: `proje-${page}-${i}`, title: `Proje ${page}.${i}`, featured: i === 0 }),
  );
  return projectsMock(items, { page, total, technology, technologies: TECHNOLOGIES });
}

/** /projects at `route`, as the server renders it: what it records (status, redirect, head) is in `answer`. */
function renderList(route: string, mocks: Mock[]) {
  const answer: ServerAnswer = { status: 200, head: '' };
  const rendered = renderWithProviders(
    <RenderingProvider publicUrl="https://deniz.dev" record={(update) => Object.assign(answer, update)}>
      <Routes>
        <Route path="/projects" element={<ProjectListPage />} />
      </Routes>
    </RenderingProvider>,
    { route, mocks },
  );
  return { answer, ...rendered };
}

describe('/projects', () => {
  it('shows the projects as cards in the order given (featured first), each with its cover, period, technologies and links', async () => {
    const { answer } = renderList('/projects', [
      projectsMock(
        [
          projectCard(),
          projectCard({
            id: 'pr2',
            slug: 'eski',
            title: 'Eski Proje',
            cover: '',
            featured: false,
            startDate: '2022-03',
            endDate: '2023-12',
            links: { repo: '', demo: '' },
          }),
        ],
        { technologies: TECHNOLOGIES },
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projeler' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Işık Ölçer' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Işık Ölçer' })).toHaveAttribute('href', '/projects/isik-olcer');
    expect(within(first!).getByText('Oca 2024 – Devam ediyor')).toBeInTheDocument();
    expect(within(first!).getByText('Öne çıkan')).toBeInTheDocument();
    expect(
      within(within(first!).getByRole('list', { name: 'Teknolojiler' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['TypeScript', '/tags/typescript'],
      ['Node.js', '/tags/node-js'],
    ]);
    const code = within(first!).getByRole('link', { name: 'Kod' });
    expect(code).toHaveAttribute('href', 'https://github.com/deniz/isik-olcer');
    expect(code).toHaveAttribute('target', '_blank');
    expect(code).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(first!).getByRole('link', { name: 'Canlı' })).toHaveAttribute('href', 'https://isik.example');
    // The cover: AVIF and WebP widths, its own size, asked for at once (the first row is in view).
    const picture = first!.querySelector('picture')!;
    expect([...picture.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(picture.querySelector('source')!.getAttribute('srcset')).toContain('-480w.avif 480w');
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('src', COVER);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([
      '1600',
      '900',
      '',
    ]);
    expect(img).toHaveAttribute('loading', 'eager');
    // The second: no cover (a placeholder of the same shape), its period closed, no links, not featured.
    expect(second!.querySelector('img')).toBeNull();
    expect(second!.querySelector('.project-cover--empty')).not.toBeNull();
    expect(within(second!).getByText('Mar 2022 – Ara 2023')).toBeInTheDocument();
    expect(within(second!).queryByRole('link', { name: 'Kod' })).not.toBeInTheDocument();
    expect(within(second!).queryByText('Öne çıkan')).not.toBeInTheDocument();
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<title data-head>Projeler — ');
    expect(answer.head).toContain('<link data-head rel="canonical" href="https://deniz.dev/projects">');
  });

  it('filters by technology with a GET form that works without JavaScript, and in the app moves in place', async () => {
    const { user } = renderList('/projects', [pageMock(3), pageMock(2, 1, 'node-js')]);
    const form = (await screen.findByRole('combobox', { name: 'Teknoloji' })).closest('form')!;
    expect(form).toHaveAttribute('action', '/projects');
    expect(form).toHaveAttribute('method', 'get');
    const select = within(form).getByRole('combobox', { name: 'Teknoloji' });
    expect(select).toHaveAttribute('name', 'teknoloji');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Tüm teknolojiler', ''],
      ['Node.js (2)', 'node-js'],
      ['TypeScript (14)', 'typescript'],
    ]);
    await user.selectOptions(select, 'node-js');
    await user.click(within(form).getByRole('button', { name: 'Filtrele' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/projects?teknoloji=node-js');
    expect(await screen.findByRole('heading', { level: 1, name: 'Node.js projeleri' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Teknoloji' })).toHaveValue('node-js');
  });

  it('a technology’s page has its own title and canonical; its pages keep the technology', async () => {
    const { answer } = renderList('/projects?teknoloji=typescript&sayfa=2', [pageMock(14, 2, 'typescript')]);
    await screen.findByRole('heading', { level: 1, name: 'TypeScript projeleri' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(nav).getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute(
      'href',
      '/projects?teknoloji=typescript',
    );
    expect(answer.head).toContain('<title data-head>TypeScript projeleri (Sayfa 2) — ');
    expect(answer.head).toContain('rel="canonical" href="https://deniz.dev/projects?teknoloji=typescript&amp;sayfa=2"');
    expect(answer.head).toContain('rel="prev" href="https://deniz.dev/projects?teknoloji=typescript"');
  });

  it('is paged as /blog: 12 a page, links to the others, loading the later covers lazily', async () => {
    const { answer } = renderList('/projects?sayfa=2', [pageMock(30, 2)]);
    await screen.findByRole('heading', { level: 1, name: 'Projeler' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(nav).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute('href', '/projects?sayfa=3');
    expect(document.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(answer.head).toContain('rel="next" href="https://deniz.dev/projects?sayfa=3"');
  });

  it("says 'Henüz proje bulunmuyor' when no project is published, with no filter", async () => {
    renderList('/projects', [projectsMock([])]);
    expect(await screen.findByText('Henüz proje bulunmuyor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    renderList('/projects', [
      graphQLError({ query: ProjectsDocument, variables: { page: 1, perPage: 12, technology: null } }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
  });

  it.each([
    ['a page past the end', '/projects?sayfa=4', [pageMock(30, 4)]],
    [
      'a technology no project lists',
      '/projects?teknoloji=vue',
      [projectsMock([], { technology: 'vue', technologies: TECHNOLOGIES })],
    ],
    ['a malformed page', '/projects?sayfa=02', []],
    ['a technology that is no slug', '/projects?teknoloji=Node.js', []],
  ])('answers %s with the not-found page and 404', async (_name, route, mocks) => {
    const { answer } = renderList(route, mocks);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(answer.status).toBe(404);
  });

  it.each([
    ['/projects?sayfa=1', '/projects'],
    ['/projects?teknoloji=', '/projects'],
    ['/projects?teknoloji=&sayfa=2', '/projects?sayfa=2'],
    ['/projects?teknoloji=node-js&sayfa=1', '/projects?teknoloji=node-js'],
  ])('moves %s to %s', (route, to) => {
    expect(renderList(route, []).answer.redirect).toBe(to);
  });
});
