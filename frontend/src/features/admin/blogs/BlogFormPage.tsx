import { useMutation, useQuery } from '@apollo/client/react';
import { BLOG_SLUG_RULE, checkText, CONTENT_LIMITS, postPath, slugify, splitList } from '@portfolio/content-rules';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FiClock, FiExternalLink } from 'react-icons/fi';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Field } from '../../../components/Field';
import { ErrorBox, InlineSpinner, Spinner } from '../../../components/States';
import {
  AdminBlogDocument,
  AdminCreateBlogDocument,
  AdminUpdateBlogDocument,
  type AdminBlogFieldsFragment,
  type BlogStatus,
} from '../../../gql/admin/graphql';
import { draftPreviewPath, forgetDraftPreview, storeDraftPreview } from '../../blog/draftPreview';
import { errorText } from '../../../lib/errors';
import { RichTextEditor } from '../editor/RichTextEditor';
import { useFeedback } from '../feedback';
import { adminPath } from '../paths';
import { fromPickerValue, isFuture, scheduledMessage, toPickerValue } from './publishDate';
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

/** SPEC.md §2 blog form: new at /blogs/new, edit at /blogs/edit/:id (the post read with `blog`, no view counted). */
export default function BlogFormPage() {
  const { id } = useParams();
  return id ? <EditBlog key={id} id={id} /> : <BlogForm />;
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

function BlogForm({ post }: { post?: Post }) {
  const editing = Boolean(post);
  const ids = useId();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugMessage, setSlugMessage] = useState<string | undefined>();
  const [shortDescription, setShortDescription] = useState(post?.shortDescription ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [tags, setTags] = useState(post?.tags.join(', ') ?? '');
  // The picker's value (Istanbul time); sent only when the owner changed it (else: now on a new post,
  // unchanged on an edit, where the picker's minutes would drop the stored seconds).
  const initialPublishAt = post ? toPickerValue(post.publishDate) : '';
  const [publishAt, setPublishAt] = useState(initialPublishAt);
  const publishDate = fromPickerValue(publishAt);
  const scheduled = publishDate !== null && isFuture(publishDate);
  // Önizle shows the saved post's preview while nothing differs from it, else the text as it stands.
  const unsaved =
    !post ||
    title !== post.title ||
    slug !== post.slug ||
    shortDescription !== post.shortDescription ||
    content !== post.content ||
    tags !== post.tags.join(', ') ||
    publishAt !== initialPublishAt;
  const previewSlot = post?.id ?? 'yeni';
  /** What is being saved: the post published (Oluştur / Güncelle) or a draft; null when idle. */
  const [saving, setSaving] = useState<BlogStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [createBlog] = useMutation(AdminCreateBlogDocument);
  const [updateBlog] = useMutation(AdminUpdateBlogDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // The button pressed: 'Taslak olarak kaydet' keeps the post a draft; Oluştur/Güncelle (or Enter) publish it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const status: BlogStatus =
      submitter instanceof HTMLButtonElement && submitter.value === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
    const refused = slugError(slug, editing);
    setSlugMessage(refused);
    if (refused) return;
    setSaving(status);
    setError(null);
    const input = {
      title: title.trim(),
      // Empty on a new post: the gateway makes it from the title.
      slug: slug.trim() || null,
      shortDescription: shortDescription.trim(),
      content,
      tags: splitTags(tags),
      status,
      ...(publishAt !== initialPublishAt && publishDate ? { publishDate } : {}),
    };
    try {
      if (post) {
        await updateBlog({ variables: { id: post.id, input } });
      } else {
        await createBlog({
          variables: { input },
          // The list is read again when it is next shown.
          update: (cache) => void cache.evict({ fieldName: 'blogs' }),
        });
      }
      forgetDraftPreview(previewSlot);
      const goesOut = status === 'PUBLISHED' && scheduled && publishDate;
      toast(status === 'DRAFT' ? DRAFT_SAVED : goesOut ? scheduledMessage(goesOut) : post ? UPDATED : CREATED);
      navigate(LIST);
    } catch (failure) {
      setError(errorText(failure, SAVE_ERROR));
      setSaving(null);
    }
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

  const busy = (
    <>
      <InlineSpinner /> Kaydediliyor...
    </>
  );

  return (
    <Page heading={editing ? 'Blog Düzenle' : 'Yeni Blog Oluştur'}>
      <form className="card admin-section blog-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${ids}-title`}>Başlık *</label>
          <input
            id={`${ids}-title`}
            className="input"
            required
            maxLength={LIMITS.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
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
                setSlug(event.target.value);
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
            onChange={(event) => setShortDescription(event.target.value)}
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
            onChange={setContent}
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
            onChange={(event) => setTags(event.target.value)}
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
            onChange={(event) => setPublishAt(event.target.value)}
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
          <Link to={LIST} className="button">
            İptal
          </Link>
        </div>
      </form>
    </Page>
  );
}
