import type { Report } from './format';

/**
 * What a spreadsheet (Excel, LibreOffice, Google Sheets) runs as a formula when a cell begins with
 * it: OWASP's 'CSV injection' list. A referrer or page read from visitors may begin so.
 */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break; a text
 * that a spreadsheet would run is a plain text with `'` before it (OWASP's advice), numbers as they are.
 */
const field = (value: string | number) => {
  const text = typeof value === 'string' && FORMULA.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const section = (header: string, rows: Array<Array<string | number>>) =>
  [header, ...rows.map((row) => row.map(field).join(','))].join('\r\n');

/**
 * The shown range as one CSV file, in three sections parted by an empty line: every day
 * (`gun,goruntulenme,tekil_ziyaretci`), then the top pages (`sayfa,…`) and the top referrers
 * (`yonlendiren,…`). UTF-8 with a BOM, so that Excel reads Turkish letters as they are. No cell
 * runs as a formula, whatever a visitor sent.
 */
export function analyticsCsv(report: Report): string {
  const counts = (rows: Report['pages']) => rows.map((row) => [row.item, row.views, row.visitors]);
  return `\uFEFF${[
    section(
      'gun,goruntulenme,tekil_ziyaretci',
      report.days.map((day) => [day.day, day.views, day.visitors]),
    ),
    section('sayfa,goruntulenme,tekil_ziyaretci', counts(report.pages)),
    section('yonlendiren,goruntulenme,tekil_ziyaretci', counts(report.referrers)),
  ].join('\r\n\r\n')}\r\n`;
}

/** 'istatistikler-2026-10-29-2026-11-27.csv': the range's first and last day. */
export const csvFileName = (report: Pick<Report, 'from' | 'to'>) => `istatistikler-${report.from}-${report.to}.csv`;

/** Saves `text` as a file named `name`, made in the browser (no request). */
export function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
