import { useMutation, useQuery } from '@apollo/client/react';
import { CONTENT_LIMITS, splitList } from '@portfolio/content-rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { FiBriefcase, FiExternalLink, FiFileText, FiTool, FiUser } from 'react-icons/fi';
import { Field, textInput } from '../../../components/Field';
import { ErrorBox, Spinner } from '../../../components/States';
import { AboutDocument, type AboutQuery as AboutData, UpdateAboutDocument } from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { IconBadge } from '../IconBadge';
import { SaveButton, SaveFeedback, useSaveState } from '../useSaveState';
import { CvManager } from './CvManager';
import { ExperienceEditor, newExperienceKey, type ExperienceDraft } from './ExperienceEditor';
import './about.css';

export { moveItem } from './moveItem';

export const LOAD_ERROR = 'Hakkımda bilgileri yüklenirken bir hata oluştu';
export const SAVE_ERROR = 'Güncelleme sırasında bir hata oluştu';
export const SAVE_SUCCESS = 'Hakkımda bilgileri başarıyla güncellendi';

type About = NonNullable<AboutData['about']>;

/** docs/product/admin.md#about-editor: split on commas, trimmed, empty entries dropped. */
export const splitTechnologies = splitList;

const toDrafts = (about: About | null): ExperienceDraft[] =>
  (about?.experiences ?? []).map(({ title, company, period, description }) => ({
    key: newExperienceKey(),
    title,
    company,
    period,
    description,
  }));

function Section({
  id,
  title,
  Icon,
  children,
}: {
  id: string;
  title: string;
  Icon: typeof FiUser;
  children: ReactNode;
}) {
  return (
    <section className="card admin-section about-editor__section" aria-labelledby={id}>
      <h2 id={id} className="about-editor__section-title">
        <IconBadge Icon={Icon} className="about-editor__section-icon" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The form itself. It starts from the About data as first loaded and then keeps its own state:
 * reloading the data after a CV change must not throw away unsaved edits.
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
  const [name, setName] = useState(initial?.name ?? '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [experiences, setExperiences] = useState(() => toDrafts(initial));
  const [technologies, setTechnologies] = useState(initial?.technologies.join(', ') ?? '');
  const [updateAbout] = useMutation(UpdateAboutDocument);
  const { saving, error, run } = useSaveState();
  const technologyList = splitTechnologies(technologies);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name,
      title,
      description,
      experiences: experiences.map(({ title, company, period, description }) => ({
        title,
        company,
        period,
        description,
      })),
      technologies: technologyList,
    };
    await run(
      async () => {
        const result = await updateAbout({
          variables: { input },
          // The first save creates the page: the query's `about` goes from null to this.
          update(cache, { data }) {
            if (data) cache.writeQuery({ query: AboutDocument, data: { about: data.updateAbout } });
          },
        });
        // The server drops duplicates: show what it kept.
        if (result.data) setTechnologies(result.data.updateAbout.technologies.join(', '));
      },
      { success: SAVE_SUCCESS, failure: SAVE_ERROR },
    );
  }

  return (
    <form className="about-editor__form" onSubmit={submit} aria-busy={saving}>
      <Section id="about-basics" title="Temel Bilgiler" Icon={FiUser}>
        <div className="about-editor__grid">
          <Field id="about-name" label="İsim *">
            <input
              id="about-name"
              required
              maxLength={CONTENT_LIMITS.about.name}
              autoComplete="name"
              {...textInput(name, setName)}
            />
          </Field>
          <Field id="about-title" label="Unvan *">
            <input
              id="about-title"
              required
              maxLength={CONTENT_LIMITS.about.title}
              placeholder="Örn. Full Stack Geliştirici"
              {...textInput(title, setTitle)}
            />
          </Field>
        </div>
        <Field id="about-description" label="Açıklama *" hint="Satır sonları sayfada olduğu gibi gösterilir.">
          <textarea
            id="about-description"
            rows={5}
            required
            maxLength={CONTENT_LIMITS.about.description}
            aria-describedby="about-description-hint"
            {...textInput(description, setDescription)}
          />
        </Field>
      </Section>

      <Section id="about-experiences" title="Deneyimler" Icon={FiBriefcase}>
        <ExperienceEditor experiences={experiences} onChange={setExperiences} />
      </Section>

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
  const { data, error, refetch } = useQuery(AboutDocument, { fetchPolicy: 'network-only' });
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
