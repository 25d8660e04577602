import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FiAlertTriangle, FiDownload, FiSearch, FiTrash2 } from 'react-icons/fi';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Empty, ErrorBox, InlineSpinner, Spinner } from '../../../components/States';
import {
  AdminDeleteSubscriberDocument,
  AdminSubscriberCountsDocument,
  AdminSubscribersCsvDocument,
  AdminSubscribersDocument,
  AdminSubscriberSendsDocument,
  AdminSubscriberSettingsDocument,
  type AdminSubscribersQuery,
} from '../../../gql/admin/graphql';
import { shortDate } from '../../../lib/format';
import { pageLabel, Pagination } from '../../blog/Pagination';
import { download } from '../analytics/csv';
import { useFeedback } from '../feedback';
import { adminPath } from '../paths';
import '../blogs/blog-list.css';
import { ImportForm, MailContentSetting } from './SubscriberTools';
import { SendProgress, usePollWhileSending } from './SendProgress';
import {
  COLUMNS,
  COUNT_LABELS,
  DELETE_ERROR,
  DELETE_SUCCESS,
  deleteQuestion,
  EMPTY_LIST,
  EXPORT_BUTTON,
  EXPORT_ERROR,
  exportName,
  groupDigits,
  LIST_LOAD_ERROR,
  LIST_TITLE,
  MAIL_OFF,
  NO_SENDS,
  noMatch,
  SEARCH_BUTTON,
  SEARCH_LABEL,
  SEND_STATUS_TEXT,
  SENDS_TITLE,
  SOURCE_TEXT,
  STATUS_TEXT,
  TITLE,
  totalText,
} from './subscriberTexts';
import './subscribers.css';

/** A page of the list: short enough that the sends and the import stay within reach on a phone. */
export const PER_PAGE = 25;
/** The list's place in the address: `?ara=` the search, `?sayfa=` the page (as the public lists). */
export const SEARCH_PARAM = 'ara';
export const PAGE_PARAM = 'sayfa';

/** The list's address for `search` and `page` (page 1 and an empty search are left out). */
export function listHref(search: string, page = 1): string {
  const params = new URLSearchParams();
  if (search) params.set(SEARCH_PARAM, search);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${adminPath('subscribers')}?${query}` : adminPath('subscribers');
}

type Subscriber = AdminSubscribersQuery['subscribers']['items'][number];

/** The three counts: confirmed, waiting for their confirmation, left this month. */
function Counts() {
  const { data, error } = useQuery(AdminSubscriberCountsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Abone sayıları yüklenemedi', error);
  }, [error]);
  const counts = data?.subscriberCounts;
  return (
    <ul className="subscriber-counts" aria-label="Abone sayıları">
      {(['confirmed', 'waiting', 'leftThisMonth'] as const).map((key) => (
        <li key={key} className="card subscriber-counts__item">
          <span className="subscriber-counts__value">{counts ? groupDigits(counts[key]) : '–'}</span>
          <span className="subscriber-counts__label">{COUNT_LABELS[key]}</span>
        </li>
      ))}
    </ul>
  );
}

/** The search box: a GET form (the address keeps the search), sent on Enter or 'Ara'. */
function SearchBox({ search }: { search: string }) {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="subscriber-search"
      action={adminPath('subscribers')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get(SEARCH_PARAM);
        navigate(listHref(typeof value === 'string' ? value.trim() : ''));
      }}
    >
      <input
        type="search"
        name={SEARCH_PARAM}
        key={search}
        defaultValue={search}
        className="input"
        aria-label={SEARCH_LABEL}
        placeholder={`${SEARCH_LABEL}…`}
        maxLength={254}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="button">
        <FiSearch aria-hidden="true" /> {SEARCH_BUTTON}
      </button>
    </form>
  );
}

/** One page of the list (newest first), searched by a part of the address, with 'Sil' on each. */
function SubscriberList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const { data, loading, error } = useQuery(AdminSubscribersDocument, {
    variables: { search: search || null, page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteSubscriber] = useMutation(AdminDeleteSubscriberDocument);
  const { confirm, toast } = useFeedback();
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = data?.subscribers;

  // A page past the end (the last one emptied by deletes, or an old link): the last page there is.
  useEffect(() => {
    if (list && list.pages > 0 && page > list.pages) navigate(listHref(search, list.pages), { replace: true });
  }, [list, page, search, navigate]);

  async function remove(subscriber: Subscriber) {
    if (!(await confirm(deleteQuestion(subscriber.email)))) return;
    setDeleting(subscriber.id);
    try {
      await deleteSubscriber({
        variables: { id: subscriber.id },
        refetchQueries: [AdminSubscribersDocument, AdminSubscriberCountsDocument],
        awaitRefetchQueries: true,
      });
      toast(DELETE_SUCCESS);
    } catch {
      toast(DELETE_ERROR, 'error');
    } finally {
      setDeleting(null);
    }
  }

  let body;
  if (!list && loading) body = <Spinner />;
  else if (!list && error) body = <ErrorBox message={LIST_LOAD_ERROR} />;
  else if (!list || list.items.length === 0) body = <Empty>{search ? noMatch(search) : EMPTY_LIST}</Empty>;
  else {
    body = (
      <>
        <p className="hint subscriber-list__total" role="status">
          {totalText(list.total)}
          {list.pages > 1 && ` · ${pageLabel(list.page)} / ${list.pages}`}
        </p>
        <div className="table-wrap card subscriber-table">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{COLUMNS.email}</th>
                <th scope="col">{COLUMNS.status}</th>
                <th scope="col">{COLUMNS.source}</th>
                <th scope="col">{COLUMNS.createdAt}</th>
                <th scope="col">
                  <span className="visually-hidden">{COLUMNS.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="subscriber-table__email">{subscriber.email}</td>
                  <td data-label={COLUMNS.status}>
                    <span
                      className={`status-badge status-badge--${subscriber.status === 'CONFIRMED' ? 'confirmed' : 'draft'}`}
                    >
                      {STATUS_TEXT[subscriber.status]}
                    </span>
                  </td>
                  <td data-label={COLUMNS.source}>{SOURCE_TEXT[subscriber.source] ?? subscriber.source}</td>
                  <td data-label={COLUMNS.createdAt} className="subscriber-table__date">
                    <time dateTime={subscriber.createdAt}>{shortDate(subscriber.createdAt)}</time>
                  </td>
                  <td className="subscriber-table__actions">
                    <button
                      type="button"
                      className="button button--small button--danger"
                      disabled={deleting === subscriber.id}
                      onClick={() => void remove(subscriber)}
                    >
                      <FiTrash2 aria-hidden="true" /> Sil
                      <span className="visually-hidden">: {subscriber.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={list.page} pages={list.pages} href={(n) => listHref(search, n)} />
      </>
    );
  }

  return (
    <section className="subscriber-list" aria-labelledby="subscriber-list-title">
      <h2 id="subscriber-list-title">{LIST_TITLE}</h2>
      <SearchBox search={search} />
      {body}
    </section>
  );
}

/** The last sends, newest first, each with its progress (asked again while one goes out). */
function Sends() {
  const { data, error, startPolling, stopPolling } = useQuery(AdminSubscriberSendsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const sends = data?.subscriberSends;
  usePollWhileSending(sends ?? [], { startPolling, stopPolling });
  useEffect(() => {
    if (error) console.error('Son gönderimler yüklenemedi', error);
  }, [error]);
  return (
    <section className="subscriber-sends" aria-labelledby="subscriber-sends-title">
      <h2 id="subscriber-sends-title">{SENDS_TITLE}</h2>
      {!sends ? (
        !error && <Spinner />
      ) : sends.length === 0 ? (
        <p className="hint">{NO_SENDS}</p>
      ) : (
        <ul className="subscriber-sends__list">
          {sends.map((send) => (
            <li key={send.id} className="card subscriber-send">
              <p className="subscriber-send__head">
                <strong className="subscriber-send__title">{send.title}</strong>
                <span className={`status-badge status-badge--send-${send.status.toLowerCase()}`}>
                  {SEND_STATUS_TEXT[send.status]}
                </span>
              </p>
              <SendProgress send={send} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'CSV olarak indir': every subscriber, asked of the gateway when pressed, saved as a file. */
function ExportButton() {
  const client = useApolloClient();
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      const { data } = await client.query({ query: AdminSubscribersCsvDocument, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      download(data.subscribersCsv, exportName());
    } catch {
      toast(EXPORT_ERROR, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button" disabled={busy} onClick={() => void save()}>
      {busy ? <InlineSpinner /> : <FiDownload aria-hidden="true" />} {EXPORT_BUTTON}
    </button>
  );
}

/**
 * Issue 47, docs/product/admin.md#subscribers: 'Aboneler': the counts, the list (search, pages,
 * delete), the last sends with their progress, the CSV import and export, and what a post's mail
 * carries; a note when mail is off (no SMTP_URL), as nothing is sent then.
 */
export default function SubscribersPage() {
  const settings = useQuery(AdminSubscriberSettingsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (settings.error) console.error('Abone ayarları yüklenemedi', settings.error);
  }, [settings.error]);
  const current = settings.data?.subscriberSettings;
  return (
    <div className="admin-page subscribers-page">
      <div className="admin-page__header">
        <h1>{TITLE}</h1>
        <ExportButton />
      </div>
      {current && !current.mailEnabled && (
        <p className="notice subscribers-page__mail-off">
          <FiAlertTriangle aria-hidden="true" /> {MAIL_OFF}
        </p>
      )}
      <Counts />
      <SubscriberList />
      <Sends />
      <div className="subscriber-tools">
        <ImportForm />
        {current && <MailContentSetting settings={current} />}
      </div>
    </div>
  );
}
