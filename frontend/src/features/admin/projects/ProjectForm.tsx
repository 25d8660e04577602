import { useId, type ReactNode } from 'react';
import { FiExternalLink, FiRotateCcw } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { InlineSpinner } from '../../../components/States';
import { AutosaveStatusLine, LocalCopyOffer } from '../blogs/AutosaveStatus';
import { PrepublishChecks } from '../blogs/PrepublishChecks';
import { PREVIEW, SAVE_AS_DRAFT } from '../blogs/blogFormTexts';
import { adminPath } from '../paths';
import { SignInAgain } from '../SignInAgain';
import type { Project } from './projectFields';
import { ProjectFormFields } from './ProjectFormFields';
import { ProjectRevisionsPanel } from './ProjectRevisionsPanel';
import {
  ALL_CLEAR,
  DRAFT_HINT,
  EDIT_HEADING,
  NEW_HEADING,
  PENDING_HINT,
  PUBLISHED_AUTOSAVE_HINT,
} from './projectTexts';
import { LIST, useProjectForm } from './useProjectForm';

/** The project form's page: its heading over the form (or over the spinner or error while a project loads). */
export function ProjectFormLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="admin-page blog-form-page project-form-page">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

/**
 * The project form (issue 46; its state and saving flow: useProjectForm), laid out as the blog
 * form: the offer of this browser's copy, the fields, what the project's state means for the
 * buttons, autosave's line, the pre-publish check, the actions, the revisions and SignInAgain.
 */
export function ProjectForm({ project, onCreated }: { project?: Project; onCreated?: (id: string) => void }) {
  const ids = useId();
  const form = useProjectForm(project, onCreated);
  const { editing, projectId, pending, saving, error, localCopy } = form;
  const { offer, checkingCopy, restore } = localCopy;
  const busy = (
    <>
      <InlineSpinner /> Kaydediliyor...
    </>
  );

  return (
    <ProjectFormLayout heading={editing ? EDIT_HEADING : NEW_HEADING}>
      {offer && <LocalCopyOffer copy={offer} onRestore={restore.accept} onDiscard={restore.discard} />}
      <form
        className="card admin-section blog-form project-form"
        onSubmit={form.submit}
        aria-busy={checkingCopy}
        noValidate
      >
        <ProjectFormFields ids={ids} form={form} />

        {error && (
          <div className="notice notice--error blog-form__error" role="alert">
            {error}
          </div>
        )}

        {project?.status === 'DRAFT' && <p className="hint blog-form__draft-hint">{DRAFT_HINT}</p>}
        {project?.status === 'PUBLISHED' && (
          <p className={pending ? 'hint blog-form__draft-hint blog-form__pending' : 'hint blog-form__draft-hint'}>
            {pending ? PENDING_HINT : PUBLISHED_AUTOSAVE_HINT}
          </p>
        )}

        <AutosaveStatusLine
          status={form.autosaveStatus}
          incompleteText={form.incomplete}
          latestPath={projectId ? adminPath('projects', 'edit', projectId) : null}
          onRetry={form.retryAutosave}
          onOverwrite={form.overwrite}
        />

        <PrepublishChecks id={`${ids}-check`} findings={form.check.findings} clearText={ALL_CLEAR} />

        <div className="form-actions">
          <button type="submit" value="PUBLISHED" className="button button--primary" disabled={saving !== null}>
            {saving === 'PUBLISHED' ? busy : editing ? 'Güncelle' : 'Yayımla'}
          </button>
          <button type="submit" value="DRAFT" className="button" disabled={saving !== null}>
            {saving === 'DRAFT' ? busy : SAVE_AS_DRAFT}
          </button>
          <button type="button" className="button" onClick={form.preview}>
            <FiExternalLink aria-hidden="true" /> {PREVIEW}
            <span className="visually-hidden">
              {form.unsaved ? ': kaydedilmemiş metin' : ': kaydedilmiş proje'} (yeni sekmede açılır)
            </span>
          </button>
          {projectId && (
            <button
              type="button"
              className="button"
              aria-expanded={form.showRevisions}
              onClick={() => form.setShowRevisions((open) => !open)}
            >
              <FiRotateCcw aria-hidden="true" /> Sürümler
            </button>
          )}
          <Link to={LIST} className="button">
            İptal
          </Link>
        </div>
      </form>
      {form.showRevisions && projectId && (
        <ProjectRevisionsPanel
          projectId={projectId}
          current={form.fields}
          onRestore={form.restoreRevision}
          onClose={() => form.setShowRevisions(false)}
        />
      )}
      {form.signInAsked && <SignInAgain onSignedIn={form.signedInAgain} />}
    </ProjectFormLayout>
  );
}
