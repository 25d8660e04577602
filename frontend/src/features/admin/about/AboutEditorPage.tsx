import { useMutation, useQuery } from '@apollo/client/react';
import { CONTENT_LIMITS, type Locale } from '@portfolio/content-rules';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { FiBriefcase, FiExternalLink, FiFileText, FiTool, FiUser } from 'react-icons/fi';
import { Field, textInput } from '../../../components/Field';
import { ErrorBox, Spinner } from '../../../components/States';
import { AdminAboutDocument, UpdateAboutDocument } from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { ENGLISH_TABS_LABEL, NO_ENGLISH_MARK } from '../languages/englishTexts';
import { LanguageTabs } from '../languages/LanguageTabs';
import { SaveButton, SaveFeedback, useSaveState } from '../useSaveState';
import {
  ABOUT_IDS,
  aboutErrors,
  errorsById,
  hasEnglish,
  inputOf,
  splitTechnologies,
  toDrafts,
  type About,
  type AboutTexts,
  type Errors,
} from './aboutFields';
import { AboutEnglishFields } from './AboutEnglishFields';
import { AboutSection as Section } from './AboutSection';
import { CvManager } from './CvManager';
import { ExperienceEditor } from './ExperienceEditor';
import './about.css';

export { moveItem } from './moveItem';
export { splitTechnologies };

export const LOAD_ERROR = 'Hakkımda bilgileri yüklenirken bir hata oluştu';
export const SAVE_ERROR = 'Güncelleme sırasında bir hata oluştu';
export const SAVE_SUCCESS = 'Hakkımda bilgileri başarıyla güncellendi';

const textsOf = (about: About | null): AboutTexts => ({
  name: about?.name ?? '',
  title: about?.title ?? '',
  description: about?.description ?? '',
  enName: about?.english?.name ?? '',
  enTitle: about?.english?.title ?? '',
  enDescription: about?.english?.description ?? '',
  experiences: toDrafts(about),
});

/**
 * The form itself. It starts from the About data as first loaded and then keeps its own state:
 * reloading the data after a CV change must not throw away unsaved edits. Issue 50: the page's and
 * the experiences' texts in two tabs, 'Türkçe' | 'English'; the technologies and the CV are the
 * same in both languages, below them.
 */
function AboutForm({
  initial,
  cvFile,
  reload,
}: {
  initial: About | null;
  cvFile: string;
  reload: () => Promise<unknown>;
}) {
  const [texts, setTexts] = useState(() => textsOf(initial));
  const [technologies, setTechnologies] = useState(initial?.technologies.join(', ') ?? '');
  const [tab, setTab] = useState<Locale>('tr');
  const [errors, setErrors] = useState<Errors>({});
  const [updateAbout] = useMutation(UpdateAboutDocument);
  const { saving, error, run } = useSaveState();
  const technologyList = splitTechnologies(technologies);

  const set = (field: 'name' | 'title' | 'description' | 'enName' | 'enTitle' | 'enDescription') => (next: string) =>
    setTexts((now) => ({ ...now, [field]: next }));
  const setExperiences = (experiences: AboutTexts['experiences']) => setTexts((now) => ({ ...now, experiences }));

  /**
   * A control left: a message it shows is checked again (gone once the field is right). A new
   * message waits for the submit: one appearing as the owner presses a button would move the button.
   */
  function validate(id: string) {
    setErrors((now) => {
      if (!now[id]) return now;
      const { [id]: _old, ...rest } = now;
      const message = errorsById(aboutErrors(texts))[id];
      return message ? { ...rest, [id]: message } : rest;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = aboutErrors(texts);
    setErrors(errorsById(found));
    const first = found[0];
    if (first) {
      // The first field that needs the owner takes the focus, its message read with it (its tab shown first).
      flushSync(() => setTab(first.locale));
      document.getElementById(first.id)?.focus();
      return;
    }
    const input = inputOf(texts, technologies);
    await run(
      async () => {
        const result = await updateAbout({
          variables: { input },
          // The first save creates the page: the query's `about` goes from null to this.
          update(cache, { data }) {
            if (data) cache.writeQuery({ query: AdminAboutDocument, data: { about: data.updateAbout } });
          },
        });
        // The server drops duplicates: show what it kept.
        if (result.data) setTechnologies(result.data.updateAbout.technologies.join(', '));
      },
      { success: SAVE_SUCCESS, failure: SAVE_ERROR },
    );
  }

  const field = (id: string, value: string, next: (value: string) => void) => ({
    ...textInput(value, next),
    'aria-invalid': errors[id] ? true : undefined,
    onBlur: () => validate(id),
  });
  const describedBy = (id: string, hint?: boolean) =>
    [...(hint ? [`${id}-hint`] : []), ...(errors[id] ? [`${id}-error`] : [])].join(' ') || undefined;

  const turkish = (
    <>
      <Section id="about-basics" title="Temel Bilgiler" Icon={FiUser}>
        <div className="about-editor__grid">
          <Field id={ABOUT_IDS.name} label="İsim *" error={errors[ABOUT_IDS.name]} errorRole="alert">
            <input
              id={ABOUT_IDS.name}
              required
              maxLength={CONTENT_LIMITS.about.name}
              autoComplete="name"
              aria-describedby={describedBy(ABOUT_IDS.name)}
              {...field(ABOUT_IDS.name, texts.name, set('name'))}
            />
          </Field>
          <Field id={ABOUT_IDS.title} label="Unvan *" error={errors[ABOUT_IDS.title]} errorRole="alert">
            <input
              id={ABOUT_IDS.title}
              required
              maxLength={CONTENT_LIMITS.about.title}
              placeholder="Örn. Full Stack Geliştirici"
              aria-describedby={describedBy(ABOUT_IDS.title)}
              {...field(ABOUT_IDS.title, texts.title, set('title'))}
            />
          </Field>
        </div>
        <Field
          id={ABOUT_IDS.description}
          label="Açıklama *"
          hint="Satır sonları sayfada olduğu gibi gösterilir."
          error={errors[ABOUT_IDS.description]}
          errorRole="alert"
        >
          <textarea
            id={ABOUT_IDS.description}
            rows={5}
            required
            maxLength={CONTENT_LIMITS.about.description}
            aria-describedby={describedBy(ABOUT_IDS.description, true)}
            {...field(ABOUT_IDS.description, texts.description, set('description'))}
          />
        </Field>
      </Section>

      <Section id="about-experiences" title="Deneyimler" Icon={FiBriefcase}>
        <ExperienceEditor
          experiences={texts.experiences}
          onChange={setExperiences}
          errors={errors}
          onValidate={validate}
        />
      </Section>
    </>
  );

  return (
    <form className="about-editor__form" onSubmit={submit} aria-busy={saving} noValidate>
      <LanguageTabs
        id="about-language"
        label={ENGLISH_TABS_LABEL}
        selected={tab}
        onSelect={setTab}
        marked={hasEnglish(texts) ? {} : { en: NO_ENGLISH_MARK }}
        panels={{
          tr: turkish,
          en: (
            <AboutEnglishFields
              texts={texts}
              set={set}
              onExperiences={setExperiences}
              errors={errors}
              onValidate={validate}
            />
          ),
        }}
      />

      <Section id="about-technologies-title" title="Teknolojiler ve Araçlar" Icon={FiTool}>
        <Field id="about-technologies" label="Teknolojiler" hint="Virgülle ayırın; boş girişler kaydedilmez.">
          <input
            id="about-technologies"
            placeholder="React, TypeScript, Node.js"
            aria-describedby="about-technologies-hint"
            {...textInput(technologies, setTechnologies)}
          />
        </Field>
        {technologyList.length > 0 && (
          <ul className="chip-list" aria-label="Kaydedilecek teknolojiler">
            {technologyList.map((technology, index) => (
              <li key={`${technology}-${index}`} className="chip">
                {technology}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="about-cv" title="CV Yönetimi" Icon={FiFileText}>
        <CvManager cvFile={cvFile} reload={reload} />
      </Section>

      <div className="about-editor__footer">
        <SaveFeedback error={error} />
        <SaveButton saving={saving} className="about-editor__save" />
      </div>
    </form>
  );
}

function AboutEditor() {
  const { data, error, refetch } = useQuery(AdminAboutDocument, { fetchPolicy: 'network-only' });
  // The first answer seeds the form once; later answers (after a CV change) only refresh the CV.
  const [loaded, setLoaded] = useState<{ about: About | null } | null>(null);
  if (loaded === null && data) setLoaded({ about: data.about ?? null });

  const current = data ? (data.about ?? null) : (loaded?.about ?? null);

  return (
    <div className="admin-page about-editor">
      <header className="admin-page__header">
        <h1>Hakkımda Yönetimi</h1>
        <a className="button button--small" href="/about" target="_blank" rel="noopener noreferrer">
          <FiExternalLink aria-hidden="true" /> Sayfayı Görüntüle
        </a>
      </header>
      {loaded ? (
        <AboutForm initial={loaded.about} cvFile={current?.cvFile ?? ''} reload={refetch} />
      ) : error ? (
        <ErrorBox message={errorText(error, LOAD_ERROR)} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}

/** docs/product/admin.md#about-editor: 'Hakkımda Yönetimi' (/mrpurposeless/about). react-dnd is loaded with this screen only. */
export default function AboutEditorPage() {
  return (
    <DndProvider backend={HTML5Backend}>
      <AboutEditor />
    </DndProvider>
  );
}
