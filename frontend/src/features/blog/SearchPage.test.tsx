import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchDocument } from '../../gql/graphql';
import { RenderingProvider, type ServerAnswer } from '../../lib/render';
import { type Mock, renderWithProviders } from '../../test/render';
import SearchPage, { SEARCH_TIPS } from './SearchPage';

const post = (n: number) => ({
  __typename: 'SearchResult' as const,
  kind: 'post',
  title: `Işık ${n} <b>`,
  highlightedTitle: `<mark>Işık</mark> ${n} &#60;b&#62;`,
  path: `/blog/isik-${n}`,
  summary: 'Özet',
  snippet: `…bir <mark>ışık</mark> yandı ${n}…`,
  date: '2026-11-21T12:00:00.000Z',
});

const project = (n: number) => ({
  ...post(n),
  kind: 'project',
  title: `Işık projesi ${n}`,
  highlightedTitle: `<mark>Işık</mark> projesi ${n}`,
  path: `/projects/isik-projesi-${n}`,
  snippet: `<mark>Işık</mark> ölçer ${n} &#60;b&#62;`,
});

const searchMock = (query: string, page: number, total: number, items = [post(1)]): Mock => ({
  request: { query: SearchDocument, variables: { query, page, perPage: 12 } },
  result: {
    data: { search: { __typename: 'SiteSearchPage', page, perPage: 12, total, pages: Math.ceil(total / 12), items } },
  },
});

function renderOnServer(route: string, mocks: Mock[] = []) {
  const answer: ServerAnswer = { status: 200, head: '' };
  const rendered = renderWithProviders(
    <RenderingProvider publicUrl="https://deniz.dev" record={(update) => Object.assign(answer, update)}>
      <SearchPage />
    </RenderingProvider>,
    { route, mocks },
  );
  return { answer, ...rendered };
}

describe('Search page', () => {
  it('without a query: the form and how to search, asking nothing', () => {
    const { operations } = renderWithProviders(<SearchPage />, { route: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Arama' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Sitede ara' })).toHaveValue('');
    for (const tip of SEARCH_TIPS) expect(screen.getByText(tip)).toBeInTheDocument();
    expect(operations.filter(({ name }) => name === 'Search')).toEqual([]);
  });

  it('shows each result with its kind, a link to its address, its title’s and snippet’s marks (the gateway escapes the rest)', async () => {
    renderWithProviders(<SearchPage />, {
      route: '/search?q=isik',
      mocks: [searchMock('isik', 1, 2, [post(1), project(2)])],
    });
    expect(await screen.findByText('2 sonuç')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    // A post: 'Yazı', its title with its marks (its escaped text shown as text), its date.
    expect(within(first!).getByText('Yazı')).toBeInTheDocument();
    const postLink = within(first!).getByRole('link', { name: 'Işık 1 <b>' });
    expect(postLink).toHaveAttribute('href', '/blog/isik-1');
    expect(postLink.querySelector('b')).toBeNull();
    expect([...postLink.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Işık']);
    expect(within(first!).getByText('ışık').tagName).toBe('MARK');
    expect(within(first!).getByText('21 Kasım 2026')).toBeInTheDocument();
    // A project: 'Proje', its own address, the snippet's escaped text shown as text.
    expect(within(second!).getByText('Proje')).toBeInTheDocument();
    const projectLink = within(second!).getByRole('link', { name: 'Işık projesi 2' });
    expect(projectLink).toHaveAttribute('href', '/projects/isik-projesi-2');
    expect([...projectLink.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Işık']);
    expect(second!.querySelector('.search-result__snippet mark')!.textContent).toBe('Işık');
    expect(second!.querySelector('.search-result__snippet')).toHaveTextContent('Işık ölçer 2 <b>');
    expect(second!.querySelector('b')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Sitede ara' })).toHaveValue('isik');
  });

  it('says when nothing matched, with the tips', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=zeplin', mocks: [searchMock('zeplin', 1, 0, [])] });
    expect(await screen.findByText('“zeplin” için sonuç bulunamadı.')).toBeInTheDocument();
    expect(screen.getByText(SEARCH_TIPS[0])).toBeInTheDocument();
  });

  it('refuses a query the rules refuse, with their message, asking nothing', () => {
    const { operations } = renderWithProviders(<SearchPage />, { route: `/search?q=${'a'.repeat(201)}` });
    expect(screen.getByRole('alert')).toHaveTextContent('Arama en fazla 200 karakter olabilir.');
    expect(operations.filter(({ name }) => name === 'Search')).toEqual([]);
  });

  it('on the server: a page past the end is a 404, an empty query moves to /search, and no page is indexed', async () => {
    const past = renderOnServer('/search?q=isik&sayfa=3', [searchMock('isik', 3, 1, [])]);
    await screen.findByText('Sayfa bulunamadı');
    expect(past.answer.status).toBe(404);
    past.unmount();
    expect(renderOnServer('/search?q=').answer.redirect).toBe('/search');
    const found = renderOnServer('/search?q=isik', [searchMock('isik', 1, 1)]);
    await screen.findByText('1 sonuç');
    expect(found.answer.head).toContain('noindex');
    expect(found.answer.head).toContain('“isik” araması');
  });
});
