import { useQuery } from '@apollo/client/react';
import { useEffect, useId, type ReactNode } from 'react';
import { FiDownload, FiRefreshCw } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../../components/States';
import { AnalyticsDocument } from '../../../gql/admin/graphql';
import './analytics.css';
import { analyticsCsv, csvFileName, download } from './csv';
import { DaysChart } from './DaysChart';
import { DEVICE_NAMES, dayLabel, isSitePage, numberText, type Report } from './format';

/** The ranges the screen offers, in days; `?gun=` keeps the chosen one in the address. */
export const RANGES = [7, 30, 365] as const;
export const DEFAULT_RANGE = 30;
export const RANGE_PARAM = 'gun';

export const LOAD_ERROR = 'İstatistikler yüklenemedi. Lütfen biraz sonra tekrar deneyin.';
export const NO_VISITS = 'Henüz ziyaret yok';
export const NO_REFERRERS = 'Başka bir siteden gelen ziyaret yok';
export const PRIVACY_TEXT =
  'Çerez kullanılmaz ve IP adresi saklanmaz: bir ziyaretçi, her gün yenilenip ertesi gün silinen rastgele bir ' +
  'anahtarla o günlük tanınır. Botlar ve izlenmek istemediğini bildiren (Do Not Track, GPC) tarayıcılar sayılmaz.';
export const CSV_HINT =
  'Tek dosyada, boş bir satırla ayrılmış üç bölüm: günler, en çok görüntülenen sayfalar ve yönlendiren siteler.';

/** The range in the address, or 30 days for anything else. */
export function rangeOf(value: string | null): number {
  const days = Number(value);
  return (RANGES as readonly number[]).includes(days) ? days : DEFAULT_RANGE;
}

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="card analytics-figure">
      <dt>{label}</dt>
      <dd className="analytics-figure__value">{numberText(value)}</dd>
      {hint && <dd className="analytics-figure__hint">{hint}</dd>}
    </div>
  );
}

/** A top list as a table: the item, its views and its visitors (or `empty` when there are none). */
function CountTable({
  title,
  itemHeader,
  rows,
  empty,
  item = (value) => value,
}: {
  title: string;
  itemHeader: string;
  rows: Report['pages'];
  empty: string;
  item?: (value: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section className="card analytics-list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="analytics-list__empty">{empty}</p>
      ) : (
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">{itemHeader}</th>
              <th scope="col">Görüntülenme</th>
              <th scope="col">Ziyaretçi</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.item}>
                <th scope="row">{item(row.item)}</th>
                <td>{numberText(row.views)}</td>
                <td>{numberText(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Every day of the range in words: what the chart draws, for those who do not see it. */
function DaysTable({ days }: { days: Report['days'] }) {
  return (
    <details className="analytics-days">
      <summary>Günlere göre tablo</summary>
      {/* A year's rows scroll within the box: it takes the keyboard's focus to scroll by keys too. */}
      <div className="analytics-days__scroll" tabIndex={0} role="region" aria-label="Günlere göre tablo">
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">Gün</th>
              <th scope="col">Görüntülenme</th>
              <th scope="col">Tekil ziyaretçi</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{dayLabel(day.day, true)}</time>
                </th>
                <td>{numberText(day.views)}</td>
                <td>{numberText(day.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function ReportView({ report }: { report: Report }) {
  const devices = ['mobile', 'tablet', 'desktop'].flatMap((name) => {
    const found = report.devices.find((device) => device.item === name);
    return found ? [{ ...found, item: DEVICE_NAMES[name]! }] : [];
  });
  return (
    <>
      <dl className="analytics-figures">
        <Figure label="Görüntülenme" value={report.views} />
        <Figure label="Tekil ziyaretçi" value={report.visitors} hint="Her günün tekil ziyaretçilerinin toplamı" />
        <Figure label="Filtrelenen bot" value={report.bots} hint="Hiçbir sayıya katılmadı" />
      </dl>
      <figure className="card analytics-chart" aria-labelledby="analytics-chart-title">
        <figcaption id="analytics-chart-title">Günlük görüntülenme ve tekil ziyaretçi</figcaption>
        <DaysChart days={report.days} />
        <DaysTable days={report.days} />
      </figure>
      <div className="analytics-lists">
        <CountTable
          title="En çok görüntülenen sayfalar"
          itemHeader="Sayfa"
          rows={report.pages}
          empty={NO_VISITS}
          item={(path) =>
            isSitePage(path) ? (
              <a href={path} target="_blank" rel="noopener noreferrer">
                {path}
              </a>
            ) : (
              path
            )
          }
        />
        <CountTable
          title="Yönlendiren siteler"
          itemHeader="Site"
          rows={report.referrers}
          empty={report.views === 0 ? NO_VISITS : NO_REFERRERS}
        />
        <CountTable title="Cihazlar" itemHeader="Cihaz" rows={devices} empty={NO_VISITS} />
      </div>
    </>
  );
}

/**
 * Issue 24's dashboard: who read what, counted by the site itself (gateway: modules/analytics)
 * without cookies. The last 7, 30 or 365 days (`?gun=`): the figures, a chart of each day with
 * its table, the top pages and referrers, the devices, and the range as a CSV file.
 */
export default function AnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get(RANGE_PARAM));
  const { data, loading, error, refetch } = useQuery(AnalyticsDocument, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('İstatistikler yüklenemedi', error);
  }, [error]);
  const report = data?.analytics;

  return (
    <div className="admin-page analytics-page">
      <header className="admin-page__header">
        <h1>İstatistikler</h1>
        <div className="analytics-range" role="group" aria-label="Zaman aralığı">
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              className="button button--small"
              aria-pressed={range === days}
              onClick={() => setParams({ [RANGE_PARAM]: String(range) })}
            >
              Son {range} gün
            </button>
          ))}
        </div>
      </header>
      <p className="info-box analytics-privacy">{PRIVACY_TEXT}</p>

      {report ? (
        <>
          <div className="analytics-export">
            <p className="analytics-export__range">
              <time dateTime={report.from}>{dayLabel(report.from, true)}</time> –{' '}
              <time dateTime={report.to}>{dayLabel(report.to, true)}</time>
            </p>
            <button
              type="button"
              className="button button--small"
              aria-describedby="analytics-csv-hint"
              onClick={() => download(analyticsCsv(report), csvFileName(report))}
            >
              <FiDownload aria-hidden="true" /> CSV indir
            </button>
            <p id="analytics-csv-hint" className="hint analytics-export__hint">
              {CSV_HINT}
            </p>
          </div>
          <ReportView report={report} />
        </>
      ) : loading ? (
        <Spinner />
      ) : (
        <div className="analytics-error">
          <ErrorBox message={LOAD_ERROR} />
          <button type="button" className="button button--small" onClick={() => void refetch().catch(() => undefined)}>
            <FiRefreshCw aria-hidden="true" /> Tekrar dene
          </button>
        </div>
      )}
    </div>
  );
}
