import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProjectDocument, ProjectPreviewDocument } from '../../gql/graphql';
import { RenderingProvider, type ServerAnswer } from '../../lib/render';
import {
  COVER,
  graphQLError,
  type Mock,
  project,
  projectMock,
  projectPreviewMock,
  renderWithProviders,
} from '../../test/render';
import ProjectPage from './ProjectPage';

const { status: _status, ...published } = project();

/** The project's page at `route`, as the server renders it: what it records is in `answer`. */
function renderProject(route: string, mocks: Mock[]) {
  const answer: ServerAnswer = { status: 200, head: '' };
  const rendered = renderWithProviders(
    <RenderingProvider publicUrl="https://deniz.dev" record={(update) => Object.assign(answer, update)}>
      <Routes>
        <Route path="/projects/:slug" element={<ProjectPage />} />
      </Routes>
    </RenderingProvider>,
    { route, mocks },
  );
  return { answer, ...rendered };
}

/** The JSON-LD objects of the recorded head. */
const jsonLd = (head: string) =>
  [...head.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe('/projects/{slug}', () => {
  it('shows the project: title, summary, period, technologies, links, cover and its content as a post’s', async () => {
    renderProject('/projects/isik-olcer', [
      projectMock('isik-olcer', { ...published, content: '<h2 id="nasil">Nasıl</h2><p>Bir <code>kod</code></p>' }),
    ]);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Işık Ölçer' })).toBeInTheDocument();
    expect(within(article).getByText(published.summary)).toBeInTheDocument();
    expect(within(article).getByText('Oca 2024 – Devam ediyor')).toBeInTheDocument();
    expect(
      within(within(article).getByRole('list', { name: 'Teknolojiler' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/tags/typescript', '/tags/node-js']);
    expect(within(article).getByRole('link', { name: 'Kod' })).toHaveAttribute('href', published.links.repo);
    expect(within(article).getByRole('link', { name: 'Canlı' })).toHaveAttribute('href', published.links.demo);
    const img = article.querySelector('picture img')!;
    expect(img).toHaveAttribute('src', COVER);
    expect(img).toHaveAttribute('loading', 'eager');
    // The content in the posts' prose styles.
    const prose = article.querySelector('.prose.post__content')!;
    expect(within(prose as HTMLElement).getByRole('heading', { level: 2, name: 'Nasıl' })).toHaveAttribute(
      'id',
      'nasil',
    );
    expect(screen.getByRole('link', { name: /Tüm Projeler/ })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'Diğer Projeleri Gör' })).toHaveAttribute('href', '/projects');
  });

  it('its head: title, description, canonical, its share card, and JSON-LD SoftwareSourceCode with its repository', async () => {
    const { answer } = renderProject('/projects/isik-olcer', [projectMock('isik-olcer', published)]);
    await screen.findByRole('article');
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<title data-head>Işık Ölçer — ');
    expect(answer.head).toContain(`<meta data-head name="description" content="${published.summary}">`);
    expect(answer.head).toContain('<link data-head rel="canonical" href="https://deniz.dev/projects/isik-olcer">');
    expect(answer.head).toContain('property="og:image" content="https://deniz.dev/projects/isik-olcer/og.png"');
    expect(answer.head).toContain('property="og:image:width" content="1200"');
    const [work, trail] = jsonLd(answer.head);
    expect(work).toMatchObject({
      '@type': 'SoftwareSourceCode',
      name: 'Işık Ölçer',
      url: 'https://deniz.dev/projects/isik-olcer',
      codeRepository: 'https://github.com/deniz/isik-olcer',
      keywords: ['TypeScript', 'Node.js'],
      image: 'https://deniz.dev/projects/isik-olcer/og.png',
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('without a repository it is a CreativeWork, with no codeRepository; without dates or links it shows neither', async () => {
    const { answer } = renderProject('/projects/isik-olcer', [
      projectMock('isik-olcer', {
        ...published,
        links: { repo: '', demo: '' },
        startDate: null,
        endDate: null,
        cover: '',
      }),
    ]);
    const article = await screen.findByRole('article');
    const [work] = jsonLd(answer.head);
    expect(work!['@type']).toBe('CreativeWork');
    expect(work).not.toHaveProperty('codeRepository');
    expect(within(article).queryByRole('link', { name: 'Kod' })).not.toBeInTheDocument();
    expect(article.querySelector('.project-period')).toBeNull();
    expect(article.querySelector('img, .project-cover--empty')).toBeNull();
  });

  it("answers a project that is not published (or does not exist) with 'Proje bulunamadı' and 404, not indexed", async () => {
    const { answer } = renderProject('/projects/taslak', [projectMock('taslak', null)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Proje bulunamadı');
    expect(answer.status).toBe(404);
    expect(answer.head).toContain('name="robots" content="noindex"');
  });

  it('moves a former slug (or an id) to the current address with 301', async () => {
    const { answer } = renderProject('/projects/eski-adi', [projectMock('eski-adi', published)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answer.redirect).toBe('/projects/isik-olcer');
  });

  it("shows the server's message when the project fails to load", async () => {
    renderProject('/projects/isik-olcer', [graphQLError({ query: ProjectDocument, variables: { id: 'isik-olcer' } })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucudan gelen hata mesajı');
  });

  it('?onizleme=1: the owner’s preview of a draft, under its banner, not indexed', async () => {
    const { answer, operations } = renderProject('/projects/isik-olcer?onizleme=1', [
      projectPreviewMock('isik-olcer', project({ status: 'DRAFT', summary: '' })),
    ]);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Önizleme: bu proje henüz yayında değil.')).toBeInTheDocument();
    // The preview alone is asked: not the public read, which would not find a draft.
    expect(operations.map(({ name }) => name)).toContain('ProjectPreview');
    expect(operations.map(({ name }) => name)).not.toContain('Project');
    expect(answer.head).toContain('name="robots" content="noindex"');
    // A draft may have no summary yet: its title stands in.
    expect(answer.head).toContain('<meta data-head name="description" content="Işık Ölçer">');
  });

  it('?onizleme=1 of a published project says it is out', async () => {
    renderProject('/projects/isik-olcer?onizleme=1', [projectPreviewMock('isik-olcer', project())]);
    expect(await screen.findByText('Önizleme: bu proje yayında.')).toBeInTheDocument();
  });

  it('?onizleme=1 for anyone but the admin (FORBIDDEN) is the 404 of a project that does not exist', async () => {
    const { answer } = renderProject('/projects/isik-olcer?onizleme=1', [
      graphQLError({ query: ProjectPreviewDocument, variables: { id: 'isik-olcer' } }, 'Yetkisiz', 'FORBIDDEN'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Proje bulunamadı');
    expect(answer.status).toBe(404);
  });
});
