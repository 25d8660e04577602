import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ErrorBox, Spinner } from '../../../components/States';
import type { RevisionKind } from '../../../gql/admin/graphql';
import { longDateTimeText } from '../../../lib/format';
import '../../../styles/prose.css';
import './revisions.css';

export const REVISIONS_LOAD_ERROR = 'Sürümler yüklenemedi';
export const REVISION_LOAD_ERROR = 'Sürüm yüklenemedi';
export const NO_REVISIONS = 'Henüz kaydedilmiş bir sürüm yok.';
export const RESTORE = 'Bu sürümü geri yükle';
export const KIND_LABELS: Record<RevisionKind, string> = {
  SAVED: 'Kaydedildi',
  AUTOSAVED: 'Otomatik kaydedildi',
  PENDING: 'Yayımlanmamış değişiklik',
};

/** One line of the list of versions. */
export type RevisionItem = { id: string; kind: RevisionKind; savedAt: string; title: string };

/** A field the comparison shows: a text, a list (chips) or the rich content. */
export type ComparedField = { key: string; label: string; kind: 'text' | 'list' | 'html' };
export type Texts = Readonly<Record<string, unknown>>;

/** What a query of the versions gives the panel (a hook of its owner runs it). */
export type Loaded<T> = { value: T | undefined; loading: boolean; failed: boolean; retry: () => void };

/** An Apollo query's result as the panel reads it. */
export const loaded = <T,>(
  value: T | undefined,
  { loading, error, refetch }: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
): Loaded<T> => ({ value, loading, failed: Boolean(error), retry: () => void refetch().catch(() => undefined) });

/**
 * Issue 23 (posts) and 46 (projects): an item's saved versions; one of them beside the form's
 * current texts, to restore. Its owner runs the queries: `list` the versions, `useRevision` one
 * (as a hook, in the comparison). `fields` say what is compared, `current` holds them as they stand.
 */
export function RevisionHistory<R extends object>({
  list,
  useRevision,
  fields,
  current,
  onRestore,
  onClose,
}: {
  list: Loaded<RevisionItem[]>;
  useRevision: (id: string) => Loaded<R>;
  fields: readonly ComparedField[];
  current: Texts;
  onRestore: (revision: R) => void;
  onClose: () => void;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState<RevisionItem | null>(null);
  const revisions = list.value ?? [];

  let items;
  if (list.loading) items = <Spinner label="Sürümler yükleniyor" />;
  else if (list.failed) {
    items = (
      <div className="revisions__error">
        <ErrorBox message={REVISIONS_LOAD_ERROR} />
        <button type="button" className="button button--small" onClick={list.retry}>
          Tekrar dene
        </button>
      </div>
    );
  } else if (revisions.length === 0) items = <p className="revisions__empty">{NO_REVISIONS}</p>;
  else {
    items = (
      <ul className="revisions__list">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <button
              type="button"
              className="revisions__item"
              aria-pressed={chosen?.id === revision.id}
              onClick={() => setChosen(revision)}
            >
              <span className="revisions__meta">
                <time dateTime={revision.savedAt}>{longDateTimeText(revision.savedAt)}</time>
                <span className={`revision-badge revision-badge--${revision.kind.toLowerCase()}`}>
                  {KIND_LABELS[revision.kind]}
                </span>
              </span>
              <span className="revisions__title">{revision.title}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card admin-section revisions" aria-labelledby={headingId}>
      <div className="revisions__header">
        <h2 id={headingId}>Sürümler</h2>
        <button type="button" className="button button--small" onClick={onClose}>
          Kapat
        </button>
      </div>
      {items}
      {chosen && (
        <Comparison
          key={chosen.id}
          item={chosen}
          useRevision={useRevision}
          fields={fields}
          current={current}
          onRestore={onRestore}
        />
      )}
    </section>
  );
}

function Comparison<R extends object>({
  item,
  useRevision,
  fields,
  current,
  onRestore,
}: {
  item: RevisionItem;
  useRevision: (id: string) => Loaded<R>;
  fields: readonly ComparedField[];
  current: Texts;
  onRestore: (revision: R) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { value: revision, loading, failed, retry } = useRevision(item.id);

  let body;
  if (loading) body = <Spinner label="Sürüm yükleniyor" />;
  else if (failed || !revision) {
    body = (
      <div className="revisions__error">
        <ErrorBox message={REVISION_LOAD_ERROR} />
        <button type="button" className="button button--small" onClick={retry}>
          Tekrar dene
        </button>
      </div>
    );
  } else {
    body = (
      <Differences fields={fields} chosen={revision as Texts} current={current} restore={() => onRestore(revision)} />
    );
  }

  return (
    <div className="revision-compare">
      <h3 ref={heading} tabIndex={-1} className="revision-compare__heading">
        Karşılaştırma
      </h3>
      <p className="hint revision-compare__what">
        <time dateTime={item.savedAt}>{longDateTimeText(item.savedAt)}</time> · {KIND_LABELS[item.kind]}
      </p>
      {body}
    </div>
  );
}

const text = (value: unknown) =>
  Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value.trim() : '';
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function Differences({
  fields,
  chosen,
  current,
  restore,
}: {
  fields: readonly ComparedField[];
  chosen: Texts;
  current: Texts;
  restore: () => void;
}) {
  // Each content (the Turkish one, and the English one beside it: issue 50) compared paragraph by paragraph.
  const contents = fields
    .filter((field) => field.kind === 'html')
    .map(({ key }) => [key, String(chosen[key] ?? ''), String(current[key] ?? '')] as const);
  const contentsKey = JSON.stringify(contents);
  const compared = useMemo(
    () => Object.fromEntries(contents.map(([key, was, now]) => [key, compareContent(was, now)])),
    // The contents' texts are what changes the comparison (the objects are new on each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [contentsKey],
  );
  const differs = Object.fromEntries(
    fields.map(({ key, kind }) => [
      key,
      kind === 'html' ? compared[key]!.differs : text(chosen[key]) !== text(current[key]),
    ]),
  );
  const anyContentDiffers = contents.some(([key]) => compared[key]!.differs);
  const side = (which: 'chosen' | 'current') =>
    Object.fromEntries(contents.map(([key]) => [key, compared[key]![which]]));

  return (
    <>
      <ul className="revision-diff" aria-label="Farklar">
        {fields.map(({ key, label }) => (
          <li key={key}>
            {label}{' '}
            <span className={`revision-badge revision-badge--${differs[key] ? 'changed' : 'same'}`}>
              {differs[key] ? 'Farklı' : 'Aynı'}
            </span>
          </li>
        ))}
      </ul>
      {anyContentDiffers && <p className="hint">Farklı paragraflar renkli bir çizgiyle işaretlendi.</p>}
      <div className="revision-compare__columns">
        <Column heading="Seçilen sürüm" fields={fields} texts={chosen} html={side('chosen')} differs={differs} />
        <Column heading="Şimdiki metin" fields={fields} texts={current} html={side('current')} differs={differs} />
      </div>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={restore}>
          {RESTORE}
        </button>
      </div>
    </>
  );
}

function Column({
  heading,
  fields,
  texts,
  html,
  differs,
}: {
  heading: string;
  fields: readonly ComparedField[];
  texts: Texts;
  /** Each content's marked HTML, by its field's key. */
  html: Record<string, string>;
  differs: Record<string, boolean>;
}) {
  const headingId = useId();
  return (
    <section className="revision-column" aria-labelledby={headingId}>
      <h4 id={headingId}>{heading}</h4>
      <dl>
        {fields.map(({ key, label, kind }) => {
          const value = texts[key];
          let shown;
          if (kind === 'html') {
            // The admin's own HTML, sanitised by the gateway or produced by the editor.
            shown = (
              <dd className="prose revision-column__content" dangerouslySetInnerHTML={{ __html: html[key] ?? '' }} />
            );
          } else if (kind === 'list') {
            shown = (
              <dd>
                {list(value).length ? (
                  <ul className="chip-list">
                    {list(value).map((entry) => (
                      <li key={entry} className="chip">
                        {entry}
                      </li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </dd>
            );
          } else {
            shown = <dd className={key === 'title' ? 'revision-column__title' : undefined}>{text(value) || '—'}</dd>;
          }
          return (
            <div key={key} className={`revision-field${differs[key] ? ' revision-field--changed' : ''}`}>
              <dt>{label}</dt>
              {shown}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

const CHANGED = 'revision-changed';

/** The top-level blocks of some HTML, each with what it says: its kind and text (or its markup when it has none). */
function blocksOf(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const blocks = Array.from(template.content.children, (element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { element, key: text ? `${element.tagName}:${text}` : element.outerHTML };
  });
  return { template, blocks, keys: blocks.map((block) => block.key) };
}

/**
 * Two contents compared block by block: whether they differ, and each one's HTML with the blocks
 * the other does not have marked (class `revision-changed`).
 */
export function compareContent(chosenHtml: string, currentHtml: string) {
  const chosen = blocksOf(chosenHtml);
  const current = blocksOf(currentHtml);
  const mark = (side: ReturnType<typeof blocksOf>, other: ReturnType<typeof blocksOf>) => {
    const others = new Set(other.keys);
    for (const { element, key } of side.blocks) if (!others.has(key)) element.classList.add(CHANGED);
    return side.template.innerHTML;
  };
  return {
    differs: chosen.keys.join('\n') !== current.keys.join('\n'),
    chosen: mark(chosen, current),
    current: mark(current, chosen),
  };
}
