import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchPostsDocument } from '../../gql/graphql';
import { RenderingProvider, type ServerAnswer } from '../../lib/render';
import { type Mock, renderWithProviders } from '../../test/render';
import SearchPage, { SEARCH_TIPS } from './SearchPage';

const hit = (n: number) => ({
  __typename: 'SearchHit' as const,
  highlightedTitle: `<mark>Işık</mark> ${n} &#60;b&#62;`,
  snippet: `…bir <mark>ışık</mark> yandı ${n}…`,
  post: {
    __typename: 'BlogPost' as const,
    id: `p${n}`,
    slug: `isik-${n}`,
    title: `Işık ${n} <b>`,
    tags: [],
    publishDate: '2026-11-21T12:00:00.000Z',
    readingMinutes: 3,
  },
});

const searchMock = (query: string, page: number, total: number, items = [hit(1)]): Mock => ({
  request: { query: SearchPostsDocument, variables: { query, page, perPage: 12 } },
  result: {
    data: { searchPosts: { __typename: 'SearchPage', page, perPage: 12, total, pages: Math.ceil(total / 12), items } },
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
    expect(screen.getByRole('searchbox', { name: 'Yazılarda ara' })).toHaveValue('');
    for (const tip of SEARCH_TIPS) expect(screen.getByText(tip)).toBeInTheDocument();
    expect(operations.filter(({ name }) => name === 'SearchPosts')).toEqual([]);
  });

  it('shows each hit with its marks (the gateway escapes the rest), and the count', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=isik', mocks: [searchMock('isik', 1, 1)] });
    expect(await screen.findByText('1 sonuç')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Işık 1 <b>' });
    expect(link).toHaveAttribute('href', '/blog/isik-1');
    expect(within(link).getByText('Işık').tagName).toBe('MARK');
    expect(link.querySelector('b')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Yazılarda ara' })).toHaveValue('isik');
  });

  it('says when nothing matched, with the tips', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?q=zeplin', mocks: [searchMock('zeplin', 1, 0, [])] });
    expect(await screen.findByText('“zeplin” için sonuç bulunamadı.')).toBeInTheDocument();
    expect(screen.getByText(SEARCH_TIPS[0])).toBeInTheDocument();
  });

  it('refuses a query the rules refuse, with their message, asking nothing', () => {
    const { operations } = renderWithProviders(<SearchPage />, { route: `/search?q=${'a'.repeat(201)}` });
    expect(screen.getByRole('alert')).toHaveTextContent('Arama en fazla 200 karakter olabilir.');
    expect(operations.filter(({ name }) => name === 'SearchPosts')).toEqual([]);
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
