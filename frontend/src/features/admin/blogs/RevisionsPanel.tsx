import { useQuery } from '@apollo/client/react';
import { splitList } from '@portfolio/content-rules';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ErrorBox, Spinner } from '../../../components/States';
import {
  AdminBlogRevisionDocument,
  AdminBlogRevisionsDocument,
  type AdminBlogRevisionQuery,
  type AdminBlogRevisionsQuery,
  type RevisionKind,
} from '../../../gql/admin/graphql';
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

type Revision = NonNullable<AdminBlogRevisionQuery['blogRevision']>;
type RevisionItem = NonNullable<AdminBlogRevisionsQuery['blog']>['revisions'][number];
type Texts = { title: string; shortDescription: string; content: string; tags: string[] };

const retry = (refetch: () => Promise<unknown>) => () => void refetch().catch(() => undefined);

/** Issue 23: a post's saved versions; one of them beside the form's current text, to restore. */
export function RevisionsPanel({
  postId,
  current,
  onRestore,
  onClose,
}: {
  postId: string;
  /** The form as it stands now. */
  current: { title: string; shortDescription: string; content: string; tags: string };
  onRestore: (revision: Revision) => void;
  onClose: () => void;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState<RevisionItem | null>(null);
  const { data, error, loading, refetch } = useQuery(AdminBlogRevisionsDocument, {
    variables: { id: postId },
    fetchPolicy: 'network-only',
  });
  const revisions = data?.blog?.revisions ?? [];

  let list;
  if (loading) list = <Spinner label="Sürümler yükleniyor" />;
  else if (error) {
    list = (
      <div className="revisions__error">
        <ErrorBox message={REVISIONS_LOAD_ERROR} />
        <button type="button" className="button button--small" onClick={retry(refetch)}>
          Tekrar dene
        </button>
      </div>
    );
  } else if (revisions.length === 0) list = <p className="revisions__empty">{NO_REVISIONS}</p>;
  else {
    list = (
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
      {list}
      {chosen && <Comparison key={chosen.id} postId={postId} item={chosen} current={current} onRestore={onRestore} />}
    </section>
  );
}

function Comparison({
  postId,
  item,
  current,
  onRestore,
}: {
  postId: string;
  item: RevisionItem;
  current: { title: string; shortDescription: string; content: string; tags: string };
  onRestore: (revision: Revision) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { data, error, loading, refetch } = useQuery(AdminBlogRevisionDocument, {
    variables: { postId, id: item.id },
  });
  const revision = data?.blogRevision;

  let body;
  if (loading) body = <Spinner label="Sürüm yükleniyor" />;
  else if (error || !revision) {
    body = (
      <div className="revisions__error">
        <ErrorBox message={REVISION_LOAD_ERROR} />
        <button type="button" className="button button--small" onClick={retry(refetch)}>
          Tekrar dene
        </button>
      </div>
    );
  } else {
    body = (
      <Differences
        chosen={revision}
        current={{ ...current, tags: splitList(current.tags) }}
        restore={() => onRestore(revision)}
      />
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

const FIELDS = [
  ['title', 'Başlık'],
  ['shortDescription', 'Kısa Açıklama'],
  ['tags', 'Etiketler'],
  ['content', 'İçerik'],
] as const;
type Field = (typeof FIELDS)[number][0];

function Differences({ chosen, current, restore }: { chosen: Texts; current: Texts; restore: () => void }) {
  const compared = useMemo(() => compareContent(chosen.content, current.content), [chosen.content, current.content]);
  const differs: Record<Field, boolean> = {
    title: chosen.title.trim() !== current.title.trim(),
    shortDescription: chosen.shortDescription.trim() !== current.shortDescription.trim(),
    tags: chosen.tags.join(',') !== current.tags.join(','),
    content: compared.differs,
  };

  return (
    <>
      <ul className="revision-diff" aria-label="Farklar">
        {FIELDS.map(([field, label]) => (
          <li key={field}>
            {label}{' '}
            <span className={`revision-badge revision-badge--${differs[field] ? 'changed' : 'same'}`}>
              {differs[field] ? 'Farklı' : 'Aynı'}
            </span>
          </li>
        ))}
      </ul>
      {compared.differs && <p className="hint">Farklı paragraflar renkli bir çizgiyle işaretlendi.</p>}
      <div className="revision-compare__columns">
        <Column heading="Seçilen sürüm" texts={chosen} html={compared.chosen} differs={differs} />
        <Column heading="Şimdiki metin" texts={current} html={compared.current} differs={differs} />
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
  texts,
  html,
  differs,
}: {
  heading: string;
  texts: Texts;
  html: string;
  differs: Record<Field, boolean>;
}) {
  const headingId = useId();
  const className = (field: Field) => `revision-field${differs[field] ? ' revision-field--changed' : ''}`;
  return (
    <section className="revision-column" aria-labelledby={headingId}>
      <h4 id={headingId}>{heading}</h4>
      <dl>
        <div className={className('title')}>
          <dt>Başlık</dt>
          <dd className="revision-column__title">{texts.title || '—'}</dd>
        </div>
        <div className={className('shortDescription')}>
          <dt>Kısa Açıklama</dt>
          <dd>{texts.shortDescription || '—'}</dd>
        </div>
        <div className={className('tags')}>
          <dt>Etiketler</dt>
          <dd>
            {texts.tags.length ? (
              <ul className="chip-list">
                {texts.tags.map((tag) => (
                  <li key={tag} className="chip">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div className={className('content')}>
          <dt>İçerik</dt>
          {/* The admin's own HTML, sanitised by the gateway or produced by the editor. */}
          <dd className="prose revision-column__content" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
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
