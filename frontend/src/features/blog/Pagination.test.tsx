import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { pageItems, Pagination } from './Pagination';

const href = (page: number) => (page === 1 ? '/liste' : `/liste?sayfa=${page}`);

const renderPagination = (page: number, pages: number) =>
  renderWithProviders(<Pagination page={page} pages={pages} href={href} />, { route: href(page) });

const nav = () => screen.getByRole('navigation', { name: 'Sayfalar' });
const pageLinks = () =>
  within(nav())
    .getAllByRole('link', { name: /^Sayfa / })
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [5, 20, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [16, 20, [1, 'gap', 15, 16, 17, 'gap', 20]],
    [17, 20, [1, 'gap', 16, 17, 18, 19, 20]],
    [20, 20, [1, 'gap', 16, 17, 18, 19, 20]],
    [8, 8, [1, 'gap', 4, 5, 6, 7, 8]],
  ])('page %i of %i → %j (every page reachable in two steps, never more than 7 entries)', (page, pages, items) => {
    expect(pageItems(page, pages)).toEqual(items);
    expect(items.length).toBeLessThanOrEqual(7);
  });
});

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("links every page by number ('Sayfa n'), marks the current one, and links the next with rel=next", () => {
    renderPagination(1, 3);
    expect(pageLinks()).toEqual([
      ['1', '/liste', 'page'],
      ['2', '/liste?sayfa=2', null],
      ['3', '/liste?sayfa=3', null],
    ]);
    const next = within(nav()).getByRole('link', { name: 'Sonraki' });
    expect(next).toHaveAttribute('href', '/liste?sayfa=2');
    expect(next).toHaveAttribute('rel', 'next');
    // On the first page there is no previous page: no link, and nothing a screen reader reads.
    expect(within(nav()).queryByRole('link', { name: 'Önceki' })).not.toBeInTheDocument();
    expect(within(nav()).queryByText('Önceki')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('links the previous page with rel=prev (page 1 is the bare address) and has no next on the last page', () => {
    renderPagination(2, 2);
    const previous = within(nav()).getByRole('link', { name: 'Önceki' });
    expect(previous).toHaveAttribute('href', '/liste');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(within(nav()).queryByRole('link', { name: 'Sonraki' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves out far pages with a gap that is not read aloud', () => {
    renderPagination(10, 20);
    expect(pageLinks().map(([text]) => text)).toEqual(['1', '9', '10', '11', '20']);
    const gaps = nav().querySelectorAll('.pagination__gap');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toHaveAttribute('aria-hidden', 'true');
  });

  it('follows a link inside the app', async () => {
    const { user } = renderPagination(1, 3);
    await user.click(within(nav()).getByRole('link', { name: 'Sayfa 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/liste\?sayfa=3$/);
  });
});
