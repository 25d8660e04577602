import { BLOG_SLUG_RULE, CONTENT_LIMITS, slugify } from '@portfolio/content-rules';
import { errorProps, Field } from '../../../components/Field';
import { RichTextEditor } from '../editor/RichTextEditor';
import { CoverField } from './CoverField';
import { ENGLISH_TABS_LABEL, NO_ENGLISH_MARK } from '../languages/englishTexts';
import { LanguageTabs } from '../languages/LanguageTabs';
import { ProjectEnglishFields } from './ProjectEnglishFields';
import { hasEnglish, type FieldErrors, type ProjectFormFields as Fields } from './projectFields';
import { ONGOING_HINT, ONGOING_SHOWN } from './projectTexts';
import type { ProjectFormState } from './useProjectForm';

const LIMITS = CONTENT_LIMITS.project;

/** A field's control: its error tied to it, and `data-field` for the submit's focus on the first error. */
export const control = (id: string, name: keyof FieldErrors, errors: FieldErrors, describedBy: string[] = []) => {
  const error = errors[name];
  return {
    id,
    'data-field': name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [...describedBy, ...(error ? [errorProps(id, error)['aria-describedby']] : [])].join(' ') || undefined,
  };
};

/**
 * The project form's fields (issue 46): Başlık, the address, Özet with its count, the cover,
 * İçerik in the blog's editor, Teknolojiler (as the blog's tags), the links, the period (months;
 * no end: 'Devam ediyor') and Öne çıkan. `ids` prefixes their ids.
 */
export function ProjectFormFields({ ids, form }: { ids: string; form: ProjectFormState }) {
  const { editing, fields, set, errors } = form;
  const text = (key: keyof Fields & keyof FieldErrors) => ({
    className: 'input',
    value: fields[key] as string,
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    onBlur: () => form.validate(key),
  });
  const turkish = (
    <>
      <Field id={`${ids}-title`} label="Başlık *" error={errors.title} errorRole="alert">
        <input {...text('title')} {...control(`${ids}-title`, 'title', errors)} maxLength={LIMITS.title} />
      </Field>

      <Field
        id={`${ids}-slug`}
        label="Bağlantı adresi"
        hint={
          editing
            ? 'Değiştirirseniz eski adres de bu projeyi açmaya devam eder.'
            : 'Boş bırakırsanız başlıktan oluşturulur.'
        }
        error={errors.slug}
        errorRole="alert"
      >
        <div className="blog-form__slug">
          <span id={`${ids}-slug-prefix`} className="blog-form__slug-prefix">
            /projects/
          </span>
          <input
            {...text('slug')}
            {...control(`${ids}-slug`, 'slug', errors, [`${ids}-slug-prefix`, `${ids}-slug-hint`])}
            maxLength={BLOG_SLUG_RULE.max}
            autoComplete="off"
            spellCheck={false}
            placeholder={editing || !fields.title.trim() ? undefined : slugify(fields.title)}
          />
        </div>
      </Field>

      <Field id={`${ids}-summary`} label="Özet" error={errors.summary} errorRole="alert">
        <textarea
          {...text('summary')}
          {...control(`${ids}-summary`, 'summary', errors, [`${ids}-count`])}
          className="input blog-form__short"
          rows={3}
          maxLength={LIMITS.summary}
        />
      </Field>
      <span id={`${ids}-count`} className="hint blog-form__count project-form__count">
        {fields.summary.length}/{LIMITS.summary} karakter
      </span>

      <div className="field">
        <span id={`${ids}-content-label`} className="blog-form__label">
          İçerik
        </span>
        <RichTextEditor
          id={`${ids}-content`}
          labelledBy={`${ids}-content-label`}
          value={fields.content}
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
        panels={{ tr: turkish, en: <ProjectEnglishFields ids={ids} form={form} /> }}
      />

      <CoverField id={`${ids}-cover`} value={fields.cover} onChange={set('cover')} />

      <Field
        id={`${ids}-technologies`}
        label="Teknolojiler"
        hint="Teknolojileri virgülle ayırın; her biri kendi etiket sayfasında da listelenir."
        error={errors.technologies}
        errorRole="alert"
      >
        <input
          {...text('technologies')}
          {...control(`${ids}-technologies`, 'technologies', errors, [`${ids}-technologies-hint`])}
          placeholder="React, Node.js, PostgreSQL"
        />
      </Field>

      <fieldset className="project-form__group">
        <legend>Bağlantılar</legend>
        <div className="project-form__pair">
          <Field id={`${ids}-repo`} label="Kaynak kod (https)" error={errors.repo} errorRole="alert">
            <input
              {...text('repo')}
              {...control(`${ids}-repo`, 'repo', errors)}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://github.com/kullanici/proje"
              maxLength={LIMITS.link}
            />
          </Field>
          <Field id={`${ids}-demo`} label="Canlı site (https)" error={errors.demo} errorRole="alert">
            <input
              {...text('demo')}
              {...control(`${ids}-demo`, 'demo', errors)}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://proje.example.com"
              maxLength={LIMITS.link}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="project-form__group">
        <legend>Dönem</legend>
        <div className="project-form__pair">
          <Field id={`${ids}-start`} label="Başlangıç (ay)" error={errors.startDate} errorRole="alert">
            <input
              {...text('startDate')}
              {...control(`${ids}-start`, 'startDate', errors)}
              type="month"
              placeholder="2024-05"
            />
          </Field>
          <Field
            id={`${ids}-end`}
            label="Bitiş (ay)"
            hint={fields.endDate ? ONGOING_HINT : ONGOING_SHOWN}
            error={errors.endDate}
            errorRole="alert"
          >
            <input
              {...text('endDate')}
              {...control(`${ids}-end`, 'endDate', errors, [`${ids}-end-hint`])}
              type="month"
              placeholder="2025-01"
            />
          </Field>
        </div>
      </fieldset>

      <div className="field">
        <label className="project-check">
          <input
            type="checkbox"
            checked={fields.featured}
            aria-describedby={`${ids}-featured-hint`}
            onChange={(event) => set('featured')(event.target.checked)}
          />{' '}
          Öne çıkan proje
        </label>
        <span id={`${ids}-featured-hint`} className="hint">
          Öne çıkan projeler listede önce, ana sayfada ‘Öne Çıkan Projeler’de görünür (en fazla üçü).
        </span>
      </div>
    </>
  );
}
