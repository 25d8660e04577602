import { BLOG_SLUG_RULE, COMMENT_TEXTS, CONTENT_LIMITS, slugify } from '@portfolio/content-rules';
import { FiClock } from 'react-icons/fi';
import { Field } from '../../../components/Field';
import { RichTextEditor } from '../editor/RichTextEditor';
import { DATE_HINT, NOW_HINT, SCHEDULED_HINT } from './blogFormTexts';
import { MailSubscribersField } from './MailSubscribersField';
import { ENGLISH_TABS_LABEL, NO_ENGLISH_MARK } from '../languages/englishTexts';
import { LanguageTabs } from '../languages/LanguageTabs';
import { EnglishFields } from './EnglishFields';
import { hasEnglish } from './englishFields';
import type { BlogFormState } from './useBlogForm';

const LIMITS = CONTENT_LIMITS.blog;

/**
 * The blog form's fields (docs/product/README.md#routes blog form): Başlık, the slug, Kısa Açıklama
 * with its count and İçerik in the rich-text editor, under the tabs 'Türkçe' | 'English' (issue 50:
 * the English version's own four beside them), then Etiketler, Yayın tarihi, and the editor's
 * features. `ids` prefixes their ids.
 */
export function BlogFormFields({ ids, form }: { ids: string; form: BlogFormState }) {
  const { editing, fields, set, slugMessage, scheduled } = form;
  const { title, slug, shortDescription, content, tags, publishAt, mailSubscribers, commentsOpen } = fields;
  const turkish = (
    <>
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
              form.clearSlugMessage();
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
    </>
  );
  return (
    <>
      <LanguageTabs
        id={`${ids}-language`}
        label={ENGLISH_TABS_LABEL}
        selected={form.tab}
        onSelect={form.setTab}
        marked={hasEnglish(fields) ? {} : { en: NO_ENGLISH_MARK }}
        panels={{ tr: turkish, en: <EnglishFields ids={ids} form={form} /> }}
      />

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

      <MailSubscribersField
        id={`${ids}-mail`}
        postId={form.postId}
        visible={form.visible}
        checked={mailSubscribers}
        onChange={set('mailSubscribers')}
      />

      {/* The post's own switch for its comments (issue 48); 'Ayarlar' may close them after some days. */}
      <div className="field blog-form__comments">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={commentsOpen}
            onChange={(event) => set('commentsOpen')(event.target.checked)}
          />{' '}
          {COMMENT_TEXTS.open}
        </label>
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
            PNG; en fazla 20 MB) dik çevrilir, konum ve kamera bilgileri silinir, telefona göre küçültülür; GIF, BMP ve
            ICO en fazla 5 MB
          </li>
          <li>Video: YouTube veya Vimeo bağlantısı</li>
          <li>Biçimlendirmeyi temizleme; kısayollar: Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Z</li>
        </ul>
      </div>
    </>
  );
}
