import { CONTENT_LIMITS } from '@portfolio/content-rules';
import type { ReactNode } from 'react';
import { FiBriefcase, FiUser } from 'react-icons/fi';
import { Field } from '../../../components/Field';
import {
  ENGLISH_EXPERIENCE_OPTIONAL,
  ENGLISH_EXPERIENCES_HINT,
  ENGLISH_OPTIONAL_ABOUT,
  NO_ENGLISH_ABOUT,
  NO_ENGLISH_EXPERIENCE,
} from '../languages/englishTexts';
import {
  ABOUT_IDS,
  experienceHasEnglish,
  experienceId,
  hasEnglish,
  type AboutTexts,
  type Errors,
  type ExperienceDraft,
} from './aboutFields';
import { AboutSection } from './AboutSection';

const { about: LIMITS } = CONTENT_LIMITS;

type EnglishText = 'enName' | 'enTitle' | 'enDescription';
type EnglishExperienceText = 'enTitle' | 'enPeriod' | 'enDescription';

/**
 * A control's value, its message and its check on leaving, as the Turkish fields have them
 * (`hinted`: its Field has a hint, which describes it too).
 */
const control = (
  id: string,
  value: string,
  set: (next: string) => void,
  errors: Errors,
  validate: (id: string) => void,
  hinted = false,
) => ({
  id,
  className: 'input',
  lang: 'en',
  value,
  'aria-invalid': errors[id] ? true : undefined,
  'aria-describedby':
    [...(hinted ? [`${id}-hint`] : []), ...(errors[id] ? [`${id}-error`] : [])].join(' ') || undefined,
  onChange: (event: { target: { value: string } }) => set(event.target.value),
  onBlur: () => validate(id),
});

/**
 * The About editor's 'English' tab (issue 50): the page's English name, title and description, and
 * each experience's English title, period and description beside its company (a name, the same in
 * both languages). Optional as a whole, by the Turkish fields' rules and with their Turkish messages.
 * The experiences are added, removed and ordered in the Turkish tab; their English texts move with them.
 */
export function AboutEnglishFields({
  texts,
  set,
  onExperiences,
  errors,
  onValidate,
}: {
  texts: AboutTexts;
  set: (field: EnglishText) => (next: string) => void;
  onExperiences: (next: ExperienceDraft[]) => void;
  errors: Errors;
  onValidate: (id: string) => void;
}) {
  const written = hasEnglish(texts);
  const text = (field: EnglishText, hinted = false) =>
    control(ABOUT_IDS[field], texts[field], set(field), errors, onValidate, hinted);

  function edit(index: number, field: EnglishExperienceText, value: string) {
    onExperiences(texts.experiences.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  }

  return (
    <>
      <AboutSection id="about-en-basics" title="İngilizce Temel Bilgiler" Icon={FiUser}>
        <p className={written ? 'hint about-english__hint' : 'notice about-english__empty'}>
          {written ? ENGLISH_OPTIONAL_ABOUT : NO_ENGLISH_ABOUT}
        </p>
        <div className="about-editor__grid">
          <Field id={ABOUT_IDS.enName} label="İngilizce isim *" error={errors[ABOUT_IDS.enName]} errorRole="alert">
            <input {...text('enName')} maxLength={LIMITS.name} autoComplete="off" />
          </Field>
          <Field id={ABOUT_IDS.enTitle} label="İngilizce unvan *" error={errors[ABOUT_IDS.enTitle]} errorRole="alert">
            <input {...text('enTitle')} maxLength={LIMITS.title} placeholder="e.g. Full Stack Developer" />
          </Field>
        </div>
        <Field
          id={ABOUT_IDS.enDescription}
          label="İngilizce açıklama *"
          hint="Satır sonları sayfada olduğu gibi gösterilir."
          error={errors[ABOUT_IDS.enDescription]}
          errorRole="alert"
        >
          <textarea {...text('enDescription', true)} rows={5} maxLength={LIMITS.description} />
        </Field>
      </AboutSection>

      <AboutSection id="about-en-experiences" title="İngilizce Deneyimler" Icon={FiBriefcase}>
        {texts.experiences.length === 0 ? (
          <p className="experience-empty">
            <FiBriefcase aria-hidden="true" /> Henüz deneyim eklenmedi. Deneyimleri Türkçe sekmesinde ekleyin.
          </p>
        ) : (
          <>
            <p className="hint">{ENGLISH_EXPERIENCES_HINT}</p>
            <ol className="experience-list">
              {texts.experiences.map((experience, index) => {
                const id = (field: EnglishExperienceText) => experienceId(experience.key, field);
                const input = (field: EnglishExperienceText) =>
                  control(id(field), experience[field], (value) => edit(index, field, value), errors, onValidate);
                const field = (name: EnglishExperienceText, label: string, body: ReactNode, className?: string) => (
                  <Field id={id(name)} label={label} error={errors[id(name)]} errorRole="alert" className={className}>
                    {body}
                  </Field>
                );
                const heading = `${experience.key}-en-heading`;
                return (
                  <li key={experience.key} className="experience-editor" aria-labelledby={heading}>
                    <div className="experience-editor__bar">
                      <h3 className="experience-editor__heading" id={heading}>
                        <span className="experience-editor__number">{index + 1}</span>
                        <span className="experience-editor__name">{experience.title.trim() || 'Yeni deneyim'}</span>
                      </h3>
                    </div>
                    <p className="about-english__company">
                      <span className="about-english__company-label">Şirket:</span> {experience.company.trim() || '—'}
                    </p>
                    <p className="hint about-english__hint">
                      {experienceHasEnglish(experience) ? ENGLISH_EXPERIENCE_OPTIONAL : NO_ENGLISH_EXPERIENCE}
                    </p>
                    <div className="experience-editor__fields about-english__fields">
                      {field(
                        'enTitle',
                        'İngilizce pozisyon *',
                        <input
                          {...input('enTitle')}
                          maxLength={LIMITS.experienceTitle}
                          placeholder="e.g. Senior Software Engineer"
                        />,
                      )}
                      {field(
                        'enPeriod',
                        'İngilizce dönem *',
                        <input
                          {...input('enPeriod')}
                          maxLength={LIMITS.experiencePeriod}
                          placeholder="e.g. 2020 - Present"
                        />,
                      )}
                      {field(
                        'enDescription',
                        'İngilizce deneyim açıklaması *',
                        <textarea {...input('enDescription')} rows={3} maxLength={LIMITS.experienceDescription} />,
                        'experience-editor__wide',
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </AboutSection>
    </>
  );
}
