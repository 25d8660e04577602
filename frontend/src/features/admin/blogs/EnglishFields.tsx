import { BLOG_SLUG_RULE, CONTENT_LIMITS, localePath, postPath, slugify } from '@portfolio/content-rules';
import { FiTrash2 } from 'react-icons/fi';
import { errorProps, Field } from '../../../components/Field';
import { RichTextEditor } from '../editor/RichTextEditor';
import { ENGLISH_OPTIONAL, NO_ENGLISH_POST, REMOVE_ENGLISH } from '../languages/englishTexts';
import { hasEnglish } from './englishFields';
import type { BlogFormState } from './useBlogForm';

const LIMITS = CONTENT_LIMITS.blog;
/** The English pages' address before the slug: '/en/blog/'. */
const PREFIX = localePath('en', postPath(''));

/** A field's description: its own parts, then its message when it has one. */
const describedBy = (id: string, parts: string[], error?: string) =>
  [...parts, error && errorProps(id, error)['aria-describedby']].filter(Boolean).join(' ') || undefined;

/**
 * The 'English' tab of the blog form (issue 50): the English version's title, slug, summary and
 * content, with the Turkish fields' rules and Turkish messages (`form.englishMessages`, set on
 * submit), a hint while the post has none, and 'İngilizce sürümü kaldır' once it has one.
 */
export function EnglishFields({ ids, form }: { ids: string; form: BlogFormState }) {
  const { fields, set, englishMessages: errors, englishSaved } = form;
  const written = hasEnglish(fields);
  const id = (key: string) => `${ids}-${key}`;
  return (
    <>
      <p className={written ? 'hint english-fields__hint' : 'notice english-fields__empty'}>
        {written ? ENGLISH_OPTIONAL : NO_ENGLISH_POST}
      </p>

      <Field id={id('enTitle')} label="İngilizce başlık *" error={errors.enTitle} errorRole="alert">
        <input
          id={id('enTitle')}
          className="input"
          lang="en"
          maxLength={LIMITS.title}
          aria-invalid={errors.enTitle ? true : undefined}
          aria-describedby={describedBy(id('enTitle'), [], errors.enTitle)}
          value={fields.enTitle}
          onChange={(event) => set('enTitle')(event.target.value)}
        />
      </Field>

      <Field
        id={id('enSlug')}
        label="İngilizce bağlantı adresi"
        hint={
          englishSaved
            ? 'Değiştirirseniz eski adres de bu yazıyı açmaya devam eder.'
            : 'Boş bırakırsanız İngilizce başlıktan oluşturulur.'
        }
        error={errors.enSlug}
        errorRole="alert"
      >
        <div className="blog-form__slug">
          <span id={id('enSlug-prefix')} className="blog-form__slug-prefix">
            {PREFIX}
          </span>
          <input
            id={id('enSlug')}
            className="input"
            maxLength={BLOG_SLUG_RULE.max}
            autoComplete="off"
            spellCheck={false}
            placeholder={englishSaved || !fields.enTitle.trim() ? undefined : slugify(fields.enTitle)}
            aria-invalid={errors.enSlug ? true : undefined}
            aria-describedby={describedBy(id('enSlug'), [id('enSlug-prefix'), id('enSlug-hint')], errors.enSlug)}
            value={fields.enSlug}
            onChange={(event) => set('enSlug')(event.target.value)}
          />
        </div>
      </Field>

      <Field
        id={id('enShortDescription')}
        label="İngilizce kısa açıklama *"
        error={errors.enShortDescription}
        errorRole="alert"
      >
        <textarea
          id={id('enShortDescription')}
          className="input blog-form__short"
          lang="en"
          rows={3}
          maxLength={LIMITS.shortDescription}
          aria-invalid={errors.enShortDescription ? true : undefined}
          aria-describedby={describedBy(id('enShortDescription'), [id('en-count')], errors.enShortDescription)}
          value={fields.enShortDescription}
          onChange={(event) => set('enShortDescription')(event.target.value)}
        />
        <span id={id('en-count')} className="hint blog-form__count">
          {fields.enShortDescription.length}/{LIMITS.shortDescription} karakter
        </span>
      </Field>

      <div className="field">
        <span id={id('enContent-label')} className="blog-form__label">
          İngilizce içerik *
        </span>
        <RichTextEditor
          id={id('enContent')}
          labelledBy={id('enContent-label')}
          value={fields.enContent}
          onChange={set('enContent')}
        />
      </div>

      {written && (
        <div className="english-fields__remove">
          <button type="button" className="button button--danger" onClick={() => void form.removeEnglish()}>
            <FiTrash2 aria-hidden="true" /> {REMOVE_ENGLISH}
          </button>
        </div>
      )}
    </>
  );
}
