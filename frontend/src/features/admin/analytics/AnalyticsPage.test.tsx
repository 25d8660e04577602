import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsDocument } from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import { graphQLError, type Mock } from '../../../test/render';
import AnalyticsPage, { LOAD_ERROR, NO_REFERRERS, NO_VISITS, PRIVACY_TEXT, rangeOf } from './AnalyticsPage';
import { analyticsCsv, csvFileName } from './csv';
import type { Report } from './format';

/** jsdom has no canvas: uPlot is replaced by a stand-in that keeps what it was given. */
const charts = vi.hoisted(() => [] as Array<{ data: number[][]; destroyed: boolean }>);
vi.mock('uplot', () => ({
  default: class {
    width = 600;
    record: { data: number[][]; destroyed: boolean };
    constructor(_options: unknown, data: number[][]) {
      this.record = { data, destroyed: false };
      charts.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const count = (item: string, views: number, visitors: number) => ({
  __typename: 'Count' as const,
  item,
  views,
  visitors,
});

/** Seven days of 21–27 Nov 2026 (the 24th without a reader), as the gateway reports them. */
const report = (overrides: Partial<Report> = {}): Report => ({
  from: '2026-11-21',
  to: '2026-11-27',
  views: 1234,
  visitors: 321,
  bots: 56,
  days: [
    ['2026-11-21', 100, 30],
    ['2026-11-22', 200, 50],
    ['2026-11-23', 150, 40],
    ['2026-11-24', 0, 0],
    ['2026-11-25', 300, 80],
    ['2026-11-26', 250, 60],
    ['2026-11-27', 234, 61],
  ].map(([day, views, visitors]) => ({
    __typename: 'DayCount' as const,
    day: day as string,
    views: views as number,
    visitors: visitors as number,
  })),
  pages: [count('/', 600, 200), count('/blog/ilk-yazi', 400, 90), count('/about', 234, 31)],
  referrers: [count('google.com', 120, 40), count('news.ycombinator.com', 30, 12)],
  devices: [count('desktop', 800, 200), count('mobile', 400, 110), count('tablet', 34, 11)],
  ...overrides,
});

const empty = (): Report =>
  report({
    views: 0,
    visitors: 0,
    bots: 0,
    days: report().days.map((day) => ({ ...day, views: 0, visitors: 0 })),
    pages: [],
    referrers: [],
    devices: [],
  });

const analyticsMock = (days: number, answer: Report = report(), extra: Partial<Mock> = {}): Mock => ({
  request: { query: AnalyticsDocument, variables: { days } },
  result: { data: { analytics: { __typename: 'AnalyticsReport', ...answer } } },
  ...extra,
});

const render = (mocks: Mock[], route = '/mrpurposeless/analytics') =>
  renderAdminScreen(<AnalyticsPage />, { mocks, route, path: '/mrpurposeless/analytics' });

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
const table = (title: string) => within(screen.getByRole('region', { name: title }));
const rows = (title: string) =>
  table(title)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  charts.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AnalyticsPage', () => {
  it('shows the last 30 days by default: the figures, what is counted and how', async () => {
    const { operations } = render([analyticsMock(30)]);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument(); // the spinner
    await screen.findByText('1.234');
    expect(operations.map((operation) => operation.variables)).toEqual([{ days: 30 }]);
    expect(screen.getByRole('button', { name: 'Son 30 gün' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Son 7 gün' })).toHaveAttribute('aria-pressed', 'false');
    expect(figure('Görüntülenme')).toHaveTextContent('1.234');
    expect(figure('Tekil ziyaretçi')).toHaveTextContent('321Her günün tekil ziyaretçilerinin toplamı');
    expect(figure('Filtrelenen bot')).toHaveTextContent('56');
    expect(screen.getByText(PRIVACY_TEXT)).toBeInTheDocument();
    expect(PRIVACY_TEXT).toMatch(/Çerez kullanılmaz/);
    expect(document.querySelector('.analytics-export__range')).toHaveTextContent('21 Kasım 2026 – 27 Kasım 2026');
  });

  it('switches between 7, 30 and 365 days, keeping the choice in the address (?gun=)', async () => {
    const { user, operations } = render([analyticsMock(30), analyticsMock(7), analyticsMock(365)]);
    await screen.findByText('1.234');
    await user.click(screen.getByRole('button', { name: 'Son 7 gün' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mrpurposeless/analytics?gun=7'));
    expect(screen.getByRole('button', { name: 'Son 7 gün' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Son 365 gün' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?gun=365'));
    await screen.findByText('1.234');
    expect(operations.map((operation) => operation.variables)).toEqual([{ days: 30 }, { days: 7 }, { days: 365 }]);
  });

  it('opens at the range in the address, and at 30 days for any other value', async () => {
    const first = render([analyticsMock(365)], '/mrpurposeless/analytics?gun=365');
    await screen.findByText('1.234');
    expect(screen.getByRole('button', { name: 'Son 365 gün' })).toHaveAttribute('aria-pressed', 'true');
    first.unmount();
    expect([rangeOf('7'), rangeOf('30'), rangeOf('365'), rangeOf('12'), rangeOf('abc'), rangeOf(null)]).toEqual([
      7, 30, 365, 30, 30, 30,
    ]);
  });

  it('lists the top pages (each a link to the page), the referrers and the devices in Turkish', async () => {
    render([analyticsMock(30)]);
    await screen.findByText('1.234');
    expect(rows('En çok görüntülenen sayfalar')).toEqual([
      ['/', '600', '200'],
      ['/blog/ilk-yazi', '400', '90'],
      ['/about', '234', '31'],
    ]);
    expect(table('En çok görüntülenen sayfalar').getByRole('link', { name: '/blog/ilk-yazi' })).toHaveAttribute(
      'href',
      '/blog/ilk-yazi',
    );
    expect(rows('Yönlendiren siteler')).toEqual([
      ['google.com', '120', '40'],
      ['news.ycombinator.com', '30', '12'],
    ]);
    expect(rows('Cihazlar')).toEqual([
      ['Mobil', '400', '110'],
      ['Tablet', '34', '11'],
      ['Masaüstü', '800', '200'],
    ]);
  });

  it('links a page only when it is one of the site’s own addresses, else shows it as text (issue 42.5)', async () => {
    // Stored before the gateway kept only the site's pages, or by a gateway of an older version.
    const hostile = [
      '/\\evil.example/x',
      '//evil.example/x',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/yok/boyle/bir/yol',
    ];
    render([
      analyticsMock(
        30,
        report({
          pages: [
            count('/blog/ilk-yazi', 9, 9),
            count('/tags/etiket', 8, 8),
            ...hostile.map((path) => count(path, 1, 1)),
          ],
        }),
      ),
    ]);
    await screen.findByText('1.234');
    const pages = table('En çok görüntülenen sayfalar');
    expect(pages.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/blog/ilk-yazi',
      '/tags/etiket',
    ]);
    for (const path of hostile) expect(pages.getByText(path).closest('a')).toBeNull();
    // A referrer is never a link.
    expect(table('Yönlendiren siteler').queryAllByRole('link')).toEqual([]);
  });

  it('draws every day, and lists them in a table too (newest first) for those who do not see the chart', async () => {
    render([analyticsMock(30)]);
    await screen.findByText('1.234');
    expect(charts.at(-1)!.data).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [100, 200, 150, 0, 300, 250, 234],
      [30, 50, 40, 0, 80, 60, 61],
    ]);
    expect(screen.getByTestId('days-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('figure', { name: 'Günlük görüntülenme ve tekil ziyaretçi' })).toBeInTheDocument();
    const days = within(screen.getByText('Günlere göre tablo').closest('details')!);
    const lines = days.getAllByRole('row').map((row) => row.textContent);
    expect(lines).toEqual([
      'GünGörüntülenmeTekil ziyaretçi',
      '27 Kasım 202623461',
      '26 Kasım 202625060',
      '25 Kasım 202630080',
      '24 Kasım 202600',
      '23 Kasım 202615040',
      '22 Kasım 202620050',
      '21 Kasım 202610030',
    ]);
  });

  it("says 'Henüz ziyaret yok' where nobody came yet, and draws the empty days", async () => {
    render([analyticsMock(30, empty())]);
    await screen.findByRole('region', { name: 'Cihazlar' });
    expect(table('En çok görüntülenen sayfalar').getByText(NO_VISITS)).toBeInTheDocument();
    expect(table('Yönlendiren siteler').getByText(NO_VISITS)).toBeInTheDocument();
    expect(table('Cihazlar').getByText(NO_VISITS)).toBeInTheDocument();
    expect(figure('Görüntülenme')).toHaveTextContent('0');
    expect(charts.at(-1)!.data[1]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('says no site sent readers when all came directly', async () => {
    render([analyticsMock(30, report({ referrers: [] }))]);
    await screen.findByText('1.234');
    expect(table('Yönlendiren siteler').getByText(NO_REFERRERS)).toBeInTheDocument();
  });

  it('shows an error box in Turkish, logs the error, and tries again on request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = render([graphQLError({ query: AnalyticsDocument, variables: { days: 30 } }), analyticsMock(30)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_ERROR);
    expect(log).toHaveBeenCalledWith('İstatistikler yüklenemedi', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the CSV', () => {
  it('has the days, then the top pages and the referrers, as sections parted by an empty line', () => {
    const text = analyticsCsv(report({ pages: [count('/blog/a,"b"', 3, 2)], referrers: [count('ornek.com', 1, 1)] }));
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'gun,goruntulenme,tekil_ziyaretci',
      '2026-11-21,100,30',
      '2026-11-22,200,50',
      '2026-11-23,150,40',
      '2026-11-24,0,0',
      '2026-11-25,300,80',
      '2026-11-26,250,60',
      '2026-11-27,234,61',
      '',
      'sayfa,goruntulenme,tekil_ziyaretci',
      '"/blog/a,""b""",3,2',
      '',
      'yonlendiren,goruntulenme,tekil_ziyaretci',
      'ornek.com,1,1',
      '',
    ]);
    expect(csvFileName(report())).toBe('istatistikler-2026-11-21-2026-11-27.csv');
  });

  it('neutralises every cell a spreadsheet would run: = + - @, a tab or a carriage return first (issue 42.5)', () => {
    const formula = '=hyperlink("http"&char(58)&"//evil.example","tıkla")';
    const text = analyticsCsv(
      report({
        pages: [count('/ok', 1, 1), count('+1', 1, 1), count('-2+3', 1, 1), count('@SUM(A1)', 1, 1)],
        referrers: [
          count(formula, 1, 1),
          count('\tx.example', 1, 1),
          count('\rx.example', 1, 1),
          count('ornek.com', 1, 1),
        ],
      }),
    );
    const lines = text.slice(1).split('\r\n');
    expect(lines.slice(10, 14)).toEqual(['/ok,1,1', "'+1,1,1", "'-2+3,1,1", "'@SUM(A1),1,1"]);
    expect(lines.slice(16, 19)).toEqual([
      `"'${formula.replaceAll('"', '""')}",1,1`,
      "'\tx.example,1,1",
      `"'\rx.example",1,1`,
    ]);
    expect(lines[19]).toBe('ornek.com,1,1');
    // No cell of it begins with what a spreadsheet runs, quoted or not.
    const cells = lines.flatMap((line) => line.split(','));
    expect(cells.filter((cell) => /^"?[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("'CSV indir' saves the shown range as a UTF-8 file with a BOM, named after its days", async () => {
    const made: Blob[] = [];
    // jsdom makes no object URLs: the file is kept here instead.
    Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:csv'), revokeObjectURL: () => {} });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = render([analyticsMock(30)]);
    await screen.findByText('1.234');
    expect(screen.getByRole('button', { name: 'CSV indir' })).toHaveAccessibleDescription(/üç bölüm/);
    await user.click(screen.getByRole('button', { name: 'CSV indir' }));
    expect(clicks.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      ['istatistikler-2026-11-21-2026-11-27.csv', 'blob:csv'],
    ]);
    expect(made[0]!.type).toBe('text/csv;charset=utf-8');
    const reader = new FileReader(); // jsdom's Blob has no arrayBuffer()
    reader.readAsArrayBuffer(made[0]!);
    await new Promise((resolve) => reader.addEventListener('load', resolve));
    const bytes = new Uint8Array(reader.result as ArrayBuffer);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(analyticsCsv(report()).slice(1));
  });
});
