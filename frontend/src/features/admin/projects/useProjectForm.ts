import { useMutation } from '@apollo/client/react';
import { localePath, projectPath, type Locale } from '@portfolio/content-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import {
  AdminAutosaveProjectDocument,
  AdminCreateProjectDocument,
  AdminUpdateProjectDocument,
  type AdminProjectRevisionQuery,
  type ProjectStatus,
} from '../../../gql/admin/graphql';
import { errorCode, errorText } from '../../../lib/errors';
import {
  forgetProjectDraftPreview,
  projectDraftPreviewPath,
  storeProjectDraftPreview,
} from '../../projects/draftPreview';
import { INCOMPLETE } from '../blogs/AutosaveStatus';
import { PREVIEW_TOO_LARGE } from '../blogs/blogFormTexts';
import { dropLocalCopy } from '../blogs/localCopy';
import { BACK_TO_EDITING, BROKEN_QUESTION, PUBLISH_ANYWAY } from '../blogs/prepublish';
import { useAutosave } from '../blogs/useAutosave';
import { useLeaveGuard } from '../blogs/useLeaveGuard';
import { useLocalCopy } from '../blogs/useLocalCopy';
import { usePrepublishCheck } from '../blogs/usePrepublishCheck';
import { useFeedback } from '../feedback';
import { ENGLISH_REMOVED, REMOVE_ENGLISH, REMOVE_ENGLISH_PROJECT_QUESTION } from '../languages/englishTexts';
import { adminPath } from '../paths';
import { PROJECT_CHECK } from './projectChecks';
import {
  copyKeyOf,
  englishOf,
  fieldErrors,
  hasEnglish,
  NO_ENGLISH,
  fieldsOf,
  inputOf,
  NEW_PROJECT,
  sameFields,
  versionOf,
  type FieldErrors,
  type Project,
  type ProjectFormFields,
} from './projectFields';
import {
  CREATED,
  DRAFT_SAVED,
  FIELDS_TO_FIX,
  FIX_ERRORS,
  REVISION_RESTORED,
  SAVE_ERROR,
  UPDATED,
} from './projectTexts';

export const LIST = adminPath('projects');

export type Revision = NonNullable<AdminProjectRevisionQuery['projectRevision']>;

/** The list is read again when it is next shown (and the dashboard's counts). */
const forgetLists = (cache: { evict: (options: { fieldName: string }) => boolean }) =>
  void cache.evict({ fieldName: 'projects' });

/**
 * The project form's state and its saving flow, the blog form's (useBlogForm) with the blog's own
 * hooks: autosave to the server (autosaveProject, with the version the words rest on), a copy in
 * this browser, the leave guard, the pre-publish check; 'Yayımla'/'Güncelle' publish after the
 * check, 'Taslak olarak kaydet' keeps a draft; a save the ended session refused waits for
 * SignInAgain. A new project that autosave stored moves to its edit address (`onCreated`).
 */
export function useProjectForm(project: Project | undefined, onCreated?: (id: string) => void) {
  const editing = Boolean(project);
  const navigate = useNavigate();
  const { confirm, toast } = useFeedback();
  const [opened] = useState(() => fieldsOf(project));
  const [fields, setFields] = useState(opened);
  const set =
    <K extends keyof ProjectFormFields>(key: K) =>
    (value: ProjectFormFields[K]) => {
      setFields((now) => ({ ...now, [key]: value }));
      setErrors((now) => (now[key as keyof FieldErrors] ? { ...now, [key]: undefined } : now));
    };
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Issue 50: the tab shown, 'Türkçe' or 'English'; both stay mounted, so neither loses its text. */
  const [tab, setTab] = useState<Locale>('tr');
  /** The server holds an English version (set by the saves' answers): its slug may not be emptied. */
  const [englishSaved, setEnglishSaved] = useState(Boolean(project && englishOf(project)));
  // Önizle shows the saved project's preview while nothing differs from it, else the text as it stands.
  const unsaved = !project || Boolean(project.pendingEdit) || !sameFields(fields, opened);
  const previewSlot = project?.id ?? 'yeni';
  const projectId = useRef(project?.id ?? null);
  /** The server version this form's words rest on (optimistic concurrency); null: not checked. */
  const version = useRef<string | null>(project ? versionOf(project) : null);
  const [pending, setPending] = useState(Boolean(project?.pendingEdit));
  const [saving, setSaving] = useState<ProjectStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null);
  const [showRevisions, setShowRevisions] = useState(false);
  const [createProject] = useMutation(AdminCreateProjectDocument);
  const [updateProject] = useMutation(AdminUpdateProjectDocument);
  const [autosaveProject] = useMutation(AdminAutosaveProjectDocument);
  const checking = useRef(false);
  const { title, summary, cover, content } = fields;
  const check = usePrepublishCheck({ title, summary, cover, content }, PROJECT_CHECK);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const copyKey = () => copyKeyOf(projectId.current);

  const autosave = useAutosave(fields, {
    saved: opened,
    // A title (and fields the gateway would take) is all a draft needs.
    ready: (current) => Object.keys(fieldErrors(current, editing)).length === 0,
    same: sameFields,
    save: async (current) => {
      const input = inputOf(current);
      const { data } = await autosaveProject({
        variables: { id: projectId.current, input, expected: version.current },
        update: forgetLists,
      });
      const saved = data!.autosaveProject;
      version.current = versionOf(saved);
      setPending(Boolean(saved.pendingEdit));
      setEnglishSaved(Boolean(englishOf(saved)));
      if (!projectId.current) {
        projectId.current = saved.id;
        void dropLocalCopy(NEW_PROJECT);
        if (!mounted.current) return;
        onCreated?.(saved.id);
        navigate(adminPath('projects', 'edit', saved.id), { replace: true });
      }
    },
  });
  const { status: autosaveStatus, settle, markSaved, resume } = autosave;
  /** Why autosave waits: no title yet, or a field the gateway would refuse. */
  const incomplete = fields.title.trim() === '' ? INCOMPLETE : FIELDS_TO_FIX;
  useLeaveGuard(autosave.dirty || saving !== null);

  const localCopy = useLocalCopy({
    fields,
    opened,
    openedKey: copyKeyOf(project?.id ?? null),
    openedVersion: project ? versionOf(project) : '',
    same: sameFields,
    copyKey,
    version,
    setFields,
  });

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

  async function save(status: ProjectStatus) {
    setSaving(status);
    setError(null);
    await settle();
    const input = inputOf(fields, status);
    try {
      if (projectId.current) {
        await updateProject({
          variables: { id: projectId.current, input, expected: version.current },
          update: forgetLists,
        });
      } else {
        await createProject({ variables: { input }, update: forgetLists });
      }
      markSaved(fields);
      void dropLocalCopy(copyKey());
      forgetProjectDraftPreview(previewSlot);
      forgetProjectDraftPreview(`${previewSlot}:en`);
      toast(status === 'DRAFT' ? DRAFT_SAVED : project ? UPDATED : CREATED);
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
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const status: ProjectStatus =
      submitter instanceof HTMLButtonElement && submitter.value === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
    const found = fieldErrors(fields, editing, englishSaved);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setError(FIX_ERRORS);
      // The first field that needs the owner takes the focus, its message read with it (its tab shown first).
      flushSync(() => setTab(first.startsWith('en') ? 'en' : 'tr'));
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (status === 'PUBLISHED' && !(await confirmPublish())) return;
    void save(status);
  }

  /**
   * A field left: a message it shows is checked again (gone once the field is right). A new message
   * waits for the submit: one appearing as the owner presses a button would move the button away.
   */
  function validate(key: keyof FieldErrors) {
    setErrors((now) => {
      if (!now[key]) return now;
      const message = fieldErrors(fields, editing, englishSaved)[key];
      return now[key] === message ? now : { ...now, [key]: message };
    });
  }

  /** 'İngilizce sürümü kaldır': once confirmed, the English texts go; the next save sends `english: null`. */
  async function removeEnglish() {
    const sure = await confirm(REMOVE_ENGLISH_PROJECT_QUESTION, { confirmLabel: REMOVE_ENGLISH });
    if (!sure) return;
    setFields((now) => ({ ...now, ...NO_ENGLISH }));
    setErrors(({ enTitle: _title, enSlug: _slug, enSummary: _summary, ...rest }) => rest);
    toast(ENGLISH_REMOVED);
  }

  function overwrite() {
    version.current = null;
    void resume();
  }

  /**
   * The project as its page would show it, in a new tab: the saved one's preview while nothing
   * differs from it, else the form's text as it stands, kept in this browser for the preview page
   * (projects/draftPreview.ts): nothing is sent, so previewing changes nothing on the site.
   */
  function preview() {
    // The English tab previews the English page, when the project has an English text to show.
    if (tab === 'en' && hasEnglish(fields)) return previewEnglish();
    if (project && !unsaved) return void window.open(projectPath(project.slug, true), '_blank', 'noopener');
    const input = inputOf(fields);
    const kept = storeProjectDraftPreview(previewSlot, {
      title: input.title,
      summary: input.summary,
      content: input.content,
      cover: input.cover,
      technologies: input.technologies,
      links: input.links,
      startDate: input.startDate,
      endDate: input.endDate,
      featured: input.featured,
    });
    if (kept) window.open(projectDraftPreviewPath(previewSlot), '_blank', 'noopener');
    else setError(PREVIEW_TOO_LARGE);
  }

  /**
   * The English page's preview (`/en/projects/{slug}?onizleme=1`) while the saved English version is
   * what the form holds; else the English text as it stands, kept in this browser (nothing sent).
   */
  function previewEnglish() {
    const saved = project && englishOf(project);
    if (saved && !unsaved)
      return void window.open(localePath('en', projectPath(saved.slug, true)), '_blank', 'noopener');
    const input = inputOf(fields);
    const english = input.english!;
    const kept = storeProjectDraftPreview(`${previewSlot}:en`, {
      title: english.title,
      summary: english.summary,
      content: english.content,
      cover: input.cover,
      technologies: input.technologies,
      links: input.links,
      startDate: input.startDate,
      endDate: input.endDate,
      featured: input.featured,
    });
    if (kept) window.open(projectDraftPreviewPath(`${previewSlot}:en`), '_blank', 'noopener');
    else setError(PREVIEW_TOO_LARGE);
  }

  function restoreRevision(revision: Revision) {
    setFields((now) => ({
      ...now,
      title: revision.title,
      slug: revision.slug ?? now.slug,
      summary: revision.summary,
      content: revision.content,
      cover: revision.cover,
      technologies: revision.technologies.join(', '),
      repo: revision.links.repo,
      demo: revision.links.demo,
      startDate: revision.startDate ?? '',
      endDate: revision.endDate ?? '',
      featured: revision.featured,
      // A version holds the English version beside the Turkish texts (issue 50): none is none.
      enTitle: revision.english?.title ?? '',
      enSlug: revision.english?.slug ?? '',
      enSummary: revision.english?.summary ?? '',
      enContent: revision.english?.content ?? '',
    }));
    setShowRevisions(false);
    toast(REVISION_RESTORED);
  }

  function signedInAgain() {
    setAfterSignIn(null);
    afterSignIn?.();
    if (autosaveStatus.kind === 'signin') void resume();
  }

  return {
    editing,
    fields,
    set,
    errors,
    validate,
    tab,
    setTab,
    englishSaved,
    removeEnglish,
    projectId: projectId.current,
    pending,
    saving,
    error,
    check,
    autosaveStatus,
    incomplete,
    retryAutosave: () => void autosave.flush(),
    localCopy,
    showRevisions,
    setShowRevisions,
    signInAsked: afterSignIn !== null || autosaveStatus.kind === 'signin',
    submit,
    overwrite,
    unsaved,
    preview,
    restoreRevision,
    signedInAgain,
  };
}

export type ProjectFormState = ReturnType<typeof useProjectForm>;
