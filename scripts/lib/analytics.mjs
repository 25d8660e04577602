// Analytics at scale (gateway/test/support/analytics-bench.ts): a year of 1 000 000 page views on
// SQLite and on MySQL/MariaDB, the admin's reports on the roll-ups against the same 365-day report
// from the raw views; a simulated day of 10 000 visitors; the bot filter. For `npm run bench` (and
// `npm run bench -- analytics` alone).
import { measuredOn } from './benchmarks.mjs';
import { onBothDatabases } from './both-databases.mjs';

const ms = (value) => `${Math.round(value)} ms`;
const times = ({ p50, p95 }) => `${ms(p50)} / ${ms(p95)}`;
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;

export async function analyticsBench() {
  const reports = await onBothDatabases('analytics-bench.ts', [], 'Analytics: a year of page views');
  const { day, bots } = reports[0];
  const name = { sqlite: 'SQLite', mysql: 'MariaDB' };
  return [
    `Measured by \`npm run bench -- analytics\` ${measuredOn()} (gateway/test/support/analytics-bench.ts). Goals (issue`,
    "'Owner data'): the 365-day report ≤ 100 ms at 1 000 000 page views on SQLite and MariaDB; a simulated day of",
    '10 000 visitors within ±2 % of the model; ≥ 99 % of a bot corpus dropped and ≤ 0.5 % of real browsers.',
    '',
    `**A year of ${reports[0].year.views.toLocaleString('en')} page views** (about 2 740 a day over 300 pages, 60 referrer hosts, three device`,
    'classes, 5 % bots), inserted as the pages report them, then rolled up by `tidy` (days, then whole months:',
    "modules/analytics). Each report's p50 / p95 over 30 runs; the baseline is the same 365-day report read from",
    'the raw views before the roll-up, in the same run.',
    '',
    '| database | 7 days | 30 days | 365 days | 365 days from the raw views (baseline) | roll-up of the year |',
    '|---|---:|---:|---:|---:|---:|',
    ...reports.map(
      ({ database, year }) =>
        `| ${name[database]} | ${times(year.report7)} | ${times(year.report30)} | ${times(year.report365)} | ${times(year.raw365)} (${Math.round(year.raw365.p50 / year.report365.p50)}× slower) | ${ms(year.rollUpMs)} |`,
    ),
    '',
    `**A simulated day** (SQLite; the counting is one code on both): ${day.model.toLocaleString('en')} visitors with User-Agents sampled`,
    "from real browsers' traffic (user-agents), 1–6 pages each; 5 % behind shared NAT (50 addresses of 10",
    'readers), 10 % changing address after their first page (Wi-Fi to mobile data). A visitor is counted where',
    "a visit begins, by the hash of the day's salt, the site, the address and the browser.",
    '',
    '| visitors in the model | counted | error | page views |',
    '|---:|---:|---:|---:|',
    `| ${day.model.toLocaleString('en')} | ${day.counted.toLocaleString('en')} | ${(100 * day.error).toFixed(2)} % | ${day.views.toLocaleString('en')} |`,
    '',
    "**The bot filter** (isbot): every example of crawler-user-agents' list, and the distinct User-Agents of",
    '10 000 samples of real browsers (user-agents).',
    '',
    '| bots dropped | real browsers dropped |',
    '|---:|---:|',
    `| ${bots.botsDropped} of ${bots.bots} (${percent(bots.botsDropped, bots.bots)}) | ${bots.browsersDropped} of ${bots.browsers} (${percent(bots.browsersDropped, bots.browsers)}) |`,
  ];
}
