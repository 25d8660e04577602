import { BLOG_SLUG_RULE, CONTENT_LIMITS, localePath, projectPath, slugify } from '@portfolio/content-rules';
import { FiTrash2 } from 'react-icons/fi';
import { Field } from '../../../components/Field';
import { RichTextEditor } from '../editor/RichTextEditor';
import { ENGLISH_OPTIONAL_PROJECT, NO_ENGLISH_PROJECT, REMOVE_ENGLISH } from '../languages/englishTexts';
import { hasEnglish, type FieldErrors } from './projectFields';
import { control } from './ProjectFormFields';
import type { ProjectFormState } from './useProjectForm';

const LIMITS = CONTENT_LIMITS.project;
/** The English pages' address before the slug: '/en/projects/'. */
const PREFIX = localePath('en', projectPath(''));

/**
 * The 'English' tab of the project form (issue 50): the English version's title, slug, summary and
 * content, by the Turkish fields' rules and with their Turkish messages, a hint while the project
 * has none, and 'İngilizce sürümü kaldır' once it has one.
 */
export function ProjectEnglishFields({ ids, form }: { ids: string; form: ProjectFormState }) {
  const { fields, set, errors, englishSaved } = form;
  const written = hasEnglish(fields);
  const text = (key: 'enTitle' | 'enSlug' | 'enSummary') => ({
    className: 'input',
    value: fields[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    onBlur: () => form.validate(key as keyof FieldErrors),
  });
  return (
    <>
      <p className={written ? 'hint english-fields__hint' : 'notice english-fields__empty'}>
        {written ? ENGLISH_OPTIONAL_PROJECT : NO_ENGLISH_PROJECT}
      </p>

      <Field id={`${ids}-enTitle`} label="İngilizce başlık *" error={errors.enTitle} errorRole="alert">
        <input
          {...text('enTitle')}
          {...control(`${ids}-enTitle`, 'enTitle', errors)}
          lang="en"
          maxLength={LIMITS.title}
        />
      </Field>

      <Field
        id={`${ids}-enSlug`}
        label="İngilizce bağlantı adresi"
        hint={
          englishSaved
            ? 'Değiştirirseniz eski adres de bu projeyi açmaya devam eder.'
            : 'Boş bırakırsanız İngilizce başlıktan oluşturulur.'
        }
        error={errors.enSlug}
        errorRole="alert"
      >
        <div className="blog-form__slug">
          <span id={`${ids}-enSlug-prefix`} className="blog-form__slug-prefix">
            {PREFIX}
          </span>
          <input
            {...text('enSlug')}
            {...control(`${ids}-enSlug`, 'enSlug', errors, [`${ids}-enSlug-prefix`, `${ids}-enSlug-hint`])}
            maxLength={BLOG_SLUG_RULE.max}
            autoComplete="off"
            spellCheck={false}
            placeholder={englishSaved || !fields.enTitle.trim() ? undefined : slugify(fields.enTitle)}
          />
        </div>
      </Field>

      <Field id={`${ids}-enSummary`} label="İngilizce özet" error={errors.enSummary} errorRole="alert">
        <textarea
          {...text('enSummary')}
          {...control(`${ids}-enSummary`, 'enSummary', errors, [`${ids}-en-count`])}
          className="input blog-form__short"
          lang="en"
          rows={3}
          maxLength={LIMITS.summary}
        />
      </Field>
      <span id={`${ids}-en-count`} className="hint blog-form__count project-form__count">
        {fields.enSummary.length}/{LIMITS.summary} karakter
      </span>

      <div className="field">
        <span id={`${ids}-enContent-label`} className="blog-form__label">
          İngilizce içerik
        </span>
        <RichTextEditor
          id={`${ids}-enContent`}
          labelledBy={`${ids}-enContent-label`}
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
