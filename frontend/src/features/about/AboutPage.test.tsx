import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AboutDocument } from '../../gql/graphql';
import {
  about,
  aboutMock,
  graphQLError,
  networkError,
  featuredProjectsMock,
  projectCard,
  renderWithProviders,
  SERVER_MESSAGE,
} from '../../test/render';
import AboutPage from './AboutPage';

// Vitest does not load CSS, so the stylesheet is read as text.
const aboutCss = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'about.css'), 'utf8');

describe('About page', () => {
  it('shows a spinner while loading', () => {
    renderWithProviders(<AboutPage />, { mocks: [aboutMock(about(), { delay: Infinity })] });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows name, title, description, experiences and technologies', async () => {
    renderWithProviders(<AboutPage />, {
      mocks: [
        aboutMock(
          about({
            experiences: [
              { title: 'Kıdemli Geliştirici', company: 'Acme A.Ş.', period: '2020 - Devam ediyor', description: 'Web' },
              { title: 'Stajyer', company: 'Beta Ltd.', period: '2018 - 2019', description: 'Test yazdım' },
            ],
            technologies: ['TypeScript', 'React', 'Node.js'],
          }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deniz Yılmaz' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Full Stack Geliştirici')).toBeInTheDocument();

    const experiences = screen.getByRole('region', { name: 'Deneyimler' });
    const items = experiences.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Kıdemli Geliştirici');
    expect(items[0]).toHaveTextContent('Acme A.Ş.');
    expect(items[0]).toHaveTextContent('2020 - Devam ediyor');
    expect(items[0]).toHaveTextContent('Web');
    expect(items[1]).toHaveTextContent('Stajyer');
    expect(items[1]).toHaveTextContent('Beta Ltd.');
    expect(items[1]).toHaveTextContent('2018 - 2019');
    expect(items[1]).toHaveTextContent('Test yazdım');

    const technologies = screen.getByRole('region', { name: 'Teknolojiler ve Yetenekler' });
    expect([...technologies.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'TypeScript',
      'React',
      'Node.js',
    ]);
  });

  it("a page made by a CV uploaded before its first save shows the home page's stand-ins and the CV (issue 43)", async () => {
    renderWithProviders(<AboutPage />, {
      mocks: [aboutMock(about({ name: '', title: '', description: '', experiences: [], technologies: [] }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adınız' })).toBeInTheDocument();
    expect(screen.getByText('Developer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CV İndir' })).toHaveAttribute('href', '/api/about/cv/download');
  });

  it('keeps the line breaks of the description', async () => {
    renderWithProviders(<AboutPage />, {
      mocks: [aboutMock(about({ description: 'Satır bir\nSatır iki\n\nSatır dört' }))],
    });
    const description = await screen.findByText(/Satır bir/);
    expect(description.textContent).toBe('Satır bir\nSatır iki\n\nSatır dört');
    // jsdom does not lay text out: check that the element's class keeps line breaks in the stylesheet.
    const className = [...description.classList].find((name) =>
      new RegExp(`\\.${name}\\s*\\{[^}]*white-space:\\s*pre(-line|-wrap)?\\s*;`).test(aboutCss),
    );
    expect(className).toBeDefined();
  });

  it("offers 'CV İndir' opening /api/about/cv/download in a new tab when there is a CV", async () => {
    renderWithProviders(<AboutPage />, { mocks: [aboutMock(about({ cvFile: 'cv-123.pdf' }))] });
    const cv = await screen.findByRole('link', { name: 'CV İndir' });
    expect(cv).toHaveAttribute('href', '/api/about/cv/download');
    expect(cv).toHaveAttribute('target', '_blank');
    expect(cv.getAttribute('rel')).toMatch(/noopener/);
  });

  it("has no 'CV İndir' without a CV file", async () => {
    renderWithProviders(<AboutPage />, { mocks: [aboutMock(about({ cvFile: '' }))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deniz Yılmaz' })).toBeInTheDocument();
    expect(screen.queryByText('CV İndir')).not.toBeInTheDocument();
  });

  it("shows neither 'Deneyimler' nor 'Teknolojiler ve Yetenekler' when their lists are empty", async () => {
    renderWithProviders(<AboutPage />, { mocks: [aboutMock(about({ experiences: [], technologies: [] }))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deniz Yılmaz' })).toBeInTheDocument();
    expect(screen.queryByText('Deneyimler')).not.toBeInTheDocument();
    expect(screen.queryByText('Teknolojiler ve Yetenekler')).not.toBeInTheDocument();
  });

  it('shows each section on its own', async () => {
    renderWithProviders(<AboutPage />, { mocks: [aboutMock(about({ experiences: [], technologies: ['Go'] }))] });
    expect(await screen.findByRole('heading', { name: 'Teknolojiler ve Yetenekler' })).toBeInTheDocument();
    expect(screen.queryByText('Deneyimler')).not.toBeInTheDocument();
  });

  it("says 'Veri bulunamadı' when there is no about data", async () => {
    renderWithProviders(<AboutPage />, { mocks: [aboutMock(null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Veri bulunamadı$/);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("shows the server's message in the error box", async () => {
    renderWithProviders(<AboutPage />, { mocks: [graphQLError({ query: AboutDocument })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${SERVER_MESSAGE}$`));
    expect(screen.queryByText('CV İndir')).not.toBeInTheDocument();
  });

  it("shows 'Hakkımda bilgisi yüklenemedi' when the server sent no message", async () => {
    renderWithProviders(<AboutPage />, { mocks: [networkError({ query: AboutDocument })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Hakkımda bilgisi yüklenemedi$/);
  });

  it("links to /projects ('Projelerimi görün') when any project is published, and not before", async () => {
    renderWithProviders(<AboutPage />, {
      mocks: [aboutMock(about()), featuredProjectsMock([projectCard()], { total: 2 })],
    });
    expect(await screen.findByRole('link', { name: 'Projelerimi görün' })).toHaveAttribute('href', '/projects');
  });

  it('has no link to /projects when no project is published', async () => {
    const { operations } = renderWithProviders(<AboutPage />, {
      mocks: [aboutMock(about()), featuredProjectsMock([])],
    });
    await screen.findByRole('heading', { level: 1, name: 'Deniz Yılmaz' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(operations.map(({ name }) => name)).toContain('FeaturedProjects');
    expect(screen.queryByRole('link', { name: 'Projelerimi görün' })).not.toBeInTheDocument();
  });
});
