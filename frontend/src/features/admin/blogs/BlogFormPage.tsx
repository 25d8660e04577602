import { useMutation, useQuery } from '@apollo/client/react';
import { BLOG_SLUG_RULE, checkText, CONTENT_LIMITS, postPath, slugify, splitList } from '@portfolio/content-rules';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FiClock, FiExternalLink, FiRotateCcw } from 'react-icons/fi';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Field } from '../../../components/Field';
import { ErrorBox, InlineSpinner, Spinner } from '../../../components/States';
import {
  AdminAutosaveBlogDocument,
  AdminBlogDocument,
  AdminCreateBlogDocument,
  AdminUpdateBlogDocument,
  type AdminBlogFieldsFragment,
  type AdminBlogRevisionQuery,
  type BlogStatus,
} from '../../../gql/admin/graphql';
import { draftPreviewPath, forgetDraftPreview, storeDraftPreview } from '../../blog/draftPreview';
import { errorCode, errorText } from '../../../lib/errors';
import { RichTextEditor } from '../editor/RichTextEditor';
import { useFeedback } from '../feedback';
import { adminPath } from '../paths';
import { SignInAgain } from '../SignInAgain';
import { AutosaveStatusLine, LocalCopyOffer } from './AutosaveStatus';
import {
  dropLocalCopy,
  NEW_POST,
  readLocalCopy,
  worthOffering,
  writeLocalCopy,
  type FormFields,
  type LocalCopy,
} from './localCopy';
import { BACK_TO_EDITING, BROKEN_QUESTION, PUBLISH_ANYWAY } from './prepublish';
import { PrepublishChecks } from './PrepublishChecks';
import { fromPickerValue, isFuture, scheduledMessage, toPickerValue } from './publishDate';
import { RevisionsPanel } from './RevisionsPanel';
import { useAutosave } from './useAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { usePrepublishCheck } from './usePrepublishCheck';
import './blog-form.css';

export const LOAD_ERROR = 'Blog yüklenirken bir hata oluştu';
export const NOT_FOUND = 'Blog bulunamadı';
export const SAVE_ERROR = 'Bir hata oluştu';
export const CREATED = 'Blog başarıyla oluşturuldu';
export const UPDATED = 'Blog başarıyla güncellendi';
export const DRAFT_SAVED = 'Taslak kaydedildi';
export const SAVE_AS_DRAFT = 'Taslak olarak kaydet';
export const SCHEDULED_HINT = 'Bu tarihte kendiliğinden yayımlanacak.';
export const NOW_HINT = 'Boş bırakırsanız kaydettiğiniz an kullanılır.';
export const DATE_HINT = 'Türkiye saatiyle. İleri bir tarih seçerseniz yazı o tarihte kendiliğinden yayımlanır.';
export const DRAFT_HINT = "Bu yazı bir taslak: 'Güncelle' yayımlar, 'Taslak olarak kaydet' taslak olarak bırakır.";
export const SCHEDULE = 'Zamanla';
export const SCHEDULED_DRAFT_HINT =
  "Bu yazı bir taslak: 'Zamanla' seçilen tarihte yayımlar, 'Taslak olarak kaydet' taslak olarak bırakır.";
export const PREVIEW = 'Önizle';
export const PREVIEW_TOO_LARGE = 'Önizleme açılamadı: metin tarayıcıda saklanamadı.';
export const PUBLISHED_AUTOSAVE_HINT =
  "Bu yazı yayında: değişiklikleriniz kendiliğinden kaydedilir ama 'Güncelle'ye basana dek yayımlanmaz.";
export const PENDING_HINT =
  "Bu yazıda yayımlanmamış değişiklikler var (kendiliğinden kaydedildi): 'Güncelle' yayımlar.";
export const REVISIONS = 'Sürümler';
export const REVISION_RESTORED = "Sürüm forma geri yüklendi: kendiliğinden kaydedilir, 'Güncelle' ile yayımlanır.";
/** How often at most the form is copied into the browser while the owner types. */
export const LOCAL_COPY_EVERY_MS = 300;
const LIMITS = CONTENT_LIMITS.blog;
const LIST = adminPath('blogs');

/** SPEC.md §5: tags are sent as a list split on commas, trimmed, empty entries dropped. */
export const splitTags = splitList;

/**
 * The slug field's message, or undefined (the gateway's rule, CONTRACT.md 'Slugs'). On a new post
 * the field may stay empty: the gateway then makes the slug from the title.
 */
export const slugError = (slug: string, editing: boolean) =>
  !editing && slug.trim() === '' ? undefined : checkText(BLOG_SLUG_RULE, slug);

type Post = AdminBlogFieldsFragment;
type Revision = NonNullable<AdminBlogRevisionQuery['blogRevision']>;

/**
 * SPEC.md §2 blog form: new at /blogs/new, edit at /blogs/edit/:id (the post read with `blog`, no
 * view counted). A new post that autosave stored moves to its edit address and keeps its form.
 */
export default function BlogFormPage() {
  const { id } = useParams();
  const [created, setCreated] = useState<string | null>(null);
  if (!id || id === created) return <BlogForm key="form" onCreated={setCreated} />;
  return <EditBlog key={id} id={id} />;
}

function Page({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="admin-page blog-form-page">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

function EditBlog({ id }: { id: string }) {
  const { data, loading, error } = useQuery(AdminBlogDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading) {
    return (
      <Page heading="Blog Düzenle">
        <Spinner />
      </Page>
    );
  }
  if (error || !data?.blog) {
    return (
      <Page heading="Blog Düzenle">
        <ErrorBox message={error ? LOAD_ERROR : NOT_FOUND} />
        <div className="form-actions">
          <Link to={LIST} className="button">
            Blog listesine dön
          </Link>
        </div>
      </Page>
    );
  }
  return <BlogForm post={data.blog} />;
}

/** The version an edit of `post` begins from: its pending edit's, else its own (optimistic concurrency). */
const versionOf = (post: Post) => post.pendingEdit?.savedAt ?? post.updatedAt;

/** The form's fields as the server holds them: a published post's pending edit if it has one. */
function fieldsOf(post?: Post): FormFields {
  const texts = post?.pendingEdit ?? post;
  return {
    title: texts?.title ?? '',
    slug: texts?.slug ?? '',
    shortDescription: texts?.shortDescription ?? '',
    content: texts?.content ?? '',
    tags: texts?.tags.join(', ') ?? '',
    publishAt: texts?.publishDate ? toPickerValue(texts.publishDate) : '',
  };
}

const sameFields = (a: FormFields, b: FormFields) =>
  (Object.keys(a) as Array<keyof FormFields>).every((key) => a[key] === b[key]);

function BlogForm({ post, onCreated }: { post?: Post; onCreated?: (id: string) => void }) {
  const editing = Boolean(post);
  const ids = useId();
  const navigate = useNavigate();
  const { confirm, toast } = useFeedback();
  const [opened] = useState(() => fieldsOf(post));
  const [fields, setFields] = useState(opened);
  const set = (key: keyof FormFields) => (value: string) => setFields((now) => ({ ...now, [key]: value }));
  const { title, slug, shortDescription, content, tags, publishAt } = fields;
  const [slugMessage, setSlugMessage] = useState<string | undefined>();
  // The picker's value (Istanbul time) is sent only when the owner changed it (else: now on a new post,
  // unchanged on an edit, where the picker's minutes would drop the stored seconds).
  const publishDate = fromPickerValue(publishAt);
  const scheduled = publishDate !== null && isFuture(publishDate);
  // Önizle shows the saved post's preview while nothing differs from it, else the text as it stands.
  const unsaved = !post || Boolean(post.pendingEdit) || !sameFields(fields, opened);
  /** The post being edited: set once autosave stored a new one. */
  const postId = useRef(post?.id ?? null);
  /** The server version this form's words rest on (optimistic concurrency); null: not checked. */
  const version = useRef<string | null>(post ? versionOf(post) : null);
  const published = post?.status === 'PUBLISHED';
  const [pending, setPending] = useState(Boolean(post?.pendingEdit));
  const previewSlot = post?.id ?? 'yeni';
  /** What is being saved: the post published (Oluştur / Güncelle) or a draft; null when idle. */
  const [saving, setSaving] = useState<BlogStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** What to do once the owner has signed in again (a save the ended session refused). */
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null);
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  /** Until this browser's copy has been looked for (busy: an offer may still appear above the form). */
  const [checkingCopy, setCheckingCopy] = useState(true);
  const [showRevisions, setShowRevisions] = useState(false);
  const [createBlog] = useMutation(AdminCreateBlogDocument);
  const [updateBlog] = useMutation(AdminUpdateBlogDocument);
  const [autosaveBlog] = useMutation(AdminAutosaveBlogDocument);
  /** The pre-publish check is running or its dialog is open: another submit waits for it. */
  const checking = useRef(false);
  const check = usePrepublishCheck({ title, shortDescription, content });

  /**
   * Publishing: true unless the post would be published broken (issue 43: advice is shown beside
   * the buttons and never asks) and the owner goes back to editing.
   */
  async function confirmPublish(): Promise<boolean> {
    checking.current = true;
    try {
      const broken = await check.broken(content);
      if (broken.length === 0) return true;
      return await confirm(BROKEN_QUESTION, {
        details: broken.map(({ text }) => text),
        confirmLabel: PUBLISH_ANYWAY,
        cancelLabel: BACK_TO_EDITING,
        tone: 'primary',
      });
    } finally {
      checking.current = false;
    }
  }

  const inputOf = (current: FormFields, status: BlogStatus) => {
    const date = fromPickerValue(current.publishAt);
    return {
      title: current.title.trim(),
      // Empty on a new post: the gateway makes it from the title.
      slug: current.slug.trim() || null,
      shortDescription: current.shortDescription.trim(),
      content: current.content,
      tags: splitTags(current.tags),
      status,
      ...(current.publishAt !== opened.publishAt && date ? { publishDate: date } : {}),
    };
  };

  const copyKey = () => postId.current ?? NEW_POST;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const autosave = useAutosave(fields, {
    saved: opened,
    // A title is all a draft needs (issue 43): the summary and the content may come later.
    ready: (current) => current.title.trim() !== '' && !slugError(current.slug, editing),
    same: sameFields,
    save: async (current) => {
      const { data } = await autosaveBlog({
        variables: { id: postId.current, input: inputOf(current, 'DRAFT'), expected: version.current },
      });
      const saved = data!.autosaveBlog;
      version.current = versionOf(saved);
      setPending(Boolean(saved.pendingEdit));
      if (!postId.current) {
        postId.current = saved.id;
        void dropLocalCopy(NEW_POST);
        // A save made as the owner left (a link) must not bring the form back.
        if (!mounted.current) return;
        onCreated?.(saved.id);
        navigate(adminPath('blogs', 'edit', saved.id), { replace: true });
      }
    },
  });
  const { status: autosaveStatus, settle, markSaved, resume } = autosave;
  const dirty = autosave.dirty || saving !== null;
  useLeaveGuard(dirty);

  // On opening: a copy this browser kept that is newer than the server's words is offered back.
  useEffect(() => {
    const key = post?.id ?? NEW_POST;
    void readLocalCopy(key).then((copy) => {
      if (worthOffering(copy, opened, post ? versionOf(post) : '')) setOffer(copy!);
      else if (copy) void dropLocalCopy(key);
      setCheckingCopy(false);
    });
  }, [post, opened]);

  // Every change is copied into the browser, at most LOCAL_COPY_EVERY_MS late.
  const lastCopy = useRef(0);
  useEffect(() => {
    if (sameFields(fields, opened) && !lastCopy.current) return;
    const write = () => {
      lastCopy.current = Date.now();
      void writeLocalCopy(copyKey(), { fields, base: version.current ?? '', savedAt: lastCopy.current });
    };
    const wait = lastCopy.current + LOCAL_COPY_EVERY_MS - Date.now();
    if (wait <= 0) return write();
    const timer = setTimeout(write, wait);
    return () => clearTimeout(timer);
  }, [fields, opened]);

  async function save(status: BlogStatus) {
    setSaving(status);
    setError(null);
    await settle();
    const input = inputOf(fields, status);
    try {
      if (postId.current) {
        await updateBlog({
          variables: { id: postId.current, input, expected: version.current },
          // The list is read again when it is next shown.
          update: (cache) => void cache.evict({ fieldName: 'blogs' }),
        });
      } else {
        await createBlog({ variables: { input }, update: (cache) => void cache.evict({ fieldName: 'blogs' }) });
      }
      markSaved(fields);
      void dropLocalCopy(copyKey());
      forgetDraftPreview(previewSlot);
      const goesOut = status === 'PUBLISHED' && scheduled && publishDate;
      toast(status === 'DRAFT' ? DRAFT_SAVED : goesOut ? scheduledMessage(goesOut) : post ? UPDATED : CREATED);
      navigate(LIST);
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') setAfterSignIn(() => () => void save(status));
      else setError(errorText(failure, SAVE_ERROR));
      setSaving(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || checking.current) return;
    // The button pressed: 'Taslak olarak kaydet' keeps the post a draft; Oluştur/Güncelle (or Enter) publish it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const status: BlogStatus =
      submitter instanceof HTMLButtonElement && submitter.value === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
    const refused = slugError(slug, editing);
    setSlugMessage(refused);
    if (refused) return;
    // Oluştur, Güncelle and Zamanla publish: only a post that would be published broken asks first; a draft never.
    if (status === 'PUBLISHED' && !(await confirmPublish())) return;
    void save(status);
  }

  /** After a conflict: this form's words replace the other tab's, as the owner asked. */
  function overwrite() {
    version.current = null;
    void resume();
  }

  function preview() {
    if (!unsaved) return void window.open(postPath(post.slug, true), '_blank', 'noopener');
    const kept = storeDraftPreview(previewSlot, {
      title: title.trim(),
      shortDescription: shortDescription.trim(),
      content,
      tags: splitTags(tags),
      // Empty on a new post: saving would date it now.
      publishDate: publishDate ?? post?.publishDate ?? new Date().toISOString(),
    });
    if (kept) window.open(draftPreviewPath(previewSlot), '_blank', 'noopener');
    else setError(PREVIEW_TOO_LARGE);
  }

  function restoreRevision(revision: Revision) {
    setFields((now) => ({
      title: revision.title,
      slug: revision.slug ?? now.slug,
      shortDescription: revision.shortDescription,
      content: revision.content,
      tags: revision.tags.join(', '),
      publishAt: revision.publishDate ? toPickerValue(revision.publishDate) : now.publishAt,
    }));
    setShowRevisions(false);
    toast(REVISION_RESTORED);
  }

  const restore = useMemo(
    () => ({
      accept: () => {
        if (offer) setFields(offer.fields);
        setOffer(null);
      },
      discard: () => {
        void dropLocalCopy(copyKey());
        setOffer(null);
      },
    }),
    [offer],
  );

  const busy = (
    <>
      <InlineSpinner /> Kaydediliyor...
    </>
  );

  return (
    <Page heading={editing ? 'Blog Düzenle' : 'Yeni Blog Oluştur'}>
      {offer && <LocalCopyOffer copy={offer} onRestore={restore.accept} onDiscard={restore.discard} />}
      <form className="card admin-section blog-form" onSubmit={submit} aria-busy={checkingCopy}>
        <div className="field">
          <label htmlFor={`${ids}-title`}>Başlık *</label>
          <input
            id={`${ids}-title`}
            className="input"
            required
            maxLength={LIMITS.title}
            value={title}
            onChange={(event) => set('title')(event.target.value)}
          />
        </div>

        <Field
          id={`${ids}-slug`}
          label="Bağlantı adresi"
          hint={
            editing
              ? 'Değiştirirseniz eski adres de bu yazıyı açmaya devam eder.'
              : 'Boş bırakırsanız başlıktan oluşturulur.'
          }
          error={slugMessage}
          errorRole="alert"
        >
          <div className="blog-form__slug">
            <span id={`${ids}-slug-prefix`} className="blog-form__slug-prefix">
              /blog/
            </span>
            <input
              id={`${ids}-slug`}
              className="input"
              maxLength={BLOG_SLUG_RULE.max}
              autoComplete="off"
              spellCheck={false}
              placeholder={editing ? undefined : slugify(title)}
              aria-invalid={slugMessage ? true : undefined}
              aria-describedby={[`${ids}-slug-prefix`, `${ids}-slug-hint`, slugMessage && `${ids}-slug-error`]
                .filter(Boolean)
                .join(' ')}
              value={slug}
              onChange={(event) => {
                set('slug')(event.target.value);
                setSlugMessage(undefined);
              }}
            />
          </div>
        </Field>

        <div className="field">
          <label htmlFor={`${ids}-short`}>Kısa Açıklama *</label>
          <textarea
            id={`${ids}-short`}
            className="input blog-form__short"
            rows={3}
            required
            maxLength={LIMITS.shortDescription}
            aria-describedby={`${ids}-count`}
            value={shortDescription}
            onChange={(event) => set('shortDescription')(event.target.value)}
          />
          <span id={`${ids}-count`} className="hint blog-form__count">
            {shortDescription.length}/{LIMITS.shortDescription} karakter
          </span>
        </div>

        <div className="field">
          <span id={`${ids}-content-label`} className="blog-form__label">
            İçerik *
          </span>
          <RichTextEditor
            id={`${ids}-content`}
            labelledBy={`${ids}-content-label`}
            value={content}
            onChange={set('content')}
          />
        </div>

        <div className="field">
          <label htmlFor={`${ids}-tags`}>Etiketler</label>
          <input
            id={`${ids}-tags`}
            className="input"
            placeholder="react, javascript, web"
            aria-describedby={`${ids}-tags-hint`}
            value={tags}
            onChange={(event) => set('tags')(event.target.value)}
          />
          <span id={`${ids}-tags-hint`} className="hint">
            Etiketleri virgülle ayırın.
          </span>
        </div>

        <div className="field">
          <label htmlFor={`${ids}-date`}>Yayın tarihi</label>
          <input
            id={`${ids}-date`}
            type="datetime-local"
            className="input blog-form__date"
            aria-describedby={`${ids}-date-hint`}
            value={publishAt}
            onChange={(event) => set('publishAt')(event.target.value)}
          />
          {scheduled ? (
            <span id={`${ids}-date-hint`} className="hint blog-form__scheduled" aria-live="polite">
              <FiClock aria-hidden="true" /> {SCHEDULED_HINT}
            </span>
          ) : (
            <span id={`${ids}-date-hint`} className="hint" aria-live="polite">
              {editing ? DATE_HINT : `${DATE_HINT} ${NOW_HINT}`}
            </span>
          )}
        </div>

        <div className="info-box blog-form__info">
          <strong>Editör özellikleri</strong>
          <ul>
            <li>Başlıklar (1–6), yazı tipi ve yazı boyutu (küçük, normal, büyük, çok büyük)</li>
            <li>Kalın, italik, altı çizili, üstü çizili, alt simge ve üst simge</li>
            <li>Yazı rengi ve arka plan rengi</li>
            <li>Numaralı ve madde işaretli listeler, girintiyi artırma ve azaltma</li>
            <li>Hizalama: sola, ortaya, sağa ve iki yana</li>
            <li>Alıntı ve kod bloğu</li>
            <li>Bağlantı (http, https, mailto ve tel adresleri; yeni sekmede açılır)</li>
            <li>
              Görsel: bilgisayardan yükleme, yapıştırma veya sürükleyip bırakma ya da https adresi. Fotoğraflar (JPEG,
              PNG; en fazla 20 MB) dik çevrilir, konum ve kamera bilgileri silinir, telefona göre küçültülür; GIF, BMP
              ve ICO en fazla 5 MB
            </li>
            <li>Video: YouTube veya Vimeo bağlantısı</li>
            <li>Biçimlendirmeyi temizleme; kısayollar: Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Z</li>
          </ul>
        </div>

        {error && (
          <div className="notice notice--error blog-form__error" role="alert">
            {error}
          </div>
        )}

        {post?.status === 'DRAFT' && (
          <p className="hint blog-form__draft-hint">{scheduled ? SCHEDULED_DRAFT_HINT : DRAFT_HINT}</p>
        )}
        {published && (
          <p className={pending ? 'hint blog-form__draft-hint blog-form__pending' : 'hint blog-form__draft-hint'}>
            {pending ? PENDING_HINT : PUBLISHED_AUTOSAVE_HINT}
          </p>
        )}

        <AutosaveStatusLine
          status={autosaveStatus}
          latestPath={postId.current ? adminPath('blogs', 'edit', postId.current) : null}
          onRetry={() => void autosave.flush()}
          onOverwrite={overwrite}
        />

        <PrepublishChecks id={`${ids}-check`} findings={check.findings} />

        <div className="form-actions">
          <button type="submit" value="PUBLISHED" className="button button--primary" disabled={saving !== null}>
            {saving === 'PUBLISHED' ? busy : scheduled ? SCHEDULE : editing ? 'Güncelle' : 'Oluştur'}
          </button>
          <button type="submit" value="DRAFT" className="button" disabled={saving !== null}>
            {saving === 'DRAFT' ? busy : SAVE_AS_DRAFT}
          </button>
          <button type="button" className="button" onClick={preview}>
            <FiExternalLink aria-hidden="true" /> {PREVIEW}
            <span className="visually-hidden">
              {unsaved ? ': kaydedilmemiş metin' : ': kaydedilmiş yazı'} (yeni sekmede açılır)
            </span>
          </button>
          {postId.current && (
            <button
              type="button"
              className="button"
              aria-expanded={showRevisions}
              onClick={() => setShowRevisions((open) => !open)}
            >
              <FiRotateCcw aria-hidden="true" /> {REVISIONS}
            </button>
          )}
          <Link to={LIST} className="button">
            İptal
          </Link>
        </div>
      </form>
      {showRevisions && postId.current && (
        <RevisionsPanel
          postId={postId.current}
          current={{ title, shortDescription, content, tags }}
          onRestore={restoreRevision}
          onClose={() => setShowRevisions(false)}
        />
      )}
      {(afterSignIn || autosaveStatus.kind === 'signin') && (
        <SignInAgain
          onSignedIn={() => {
            setAfterSignIn(null);
            afterSignIn?.();
            if (autosaveStatus.kind === 'signin') void resume();
          }}
        />
      )}
    </Page>
  );
}
