import { useId, type ReactNode } from 'react';
import { FiExternalLink, FiRotateCcw } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { InlineSpinner } from '../../../components/States';
import { adminPath } from '../paths';
import { SignInAgain } from '../SignInAgain';
import { AutosaveStatusLine, LocalCopyOffer } from './AutosaveStatus';
import { BlogFormFields } from './BlogFormFields';
import {
  DRAFT_HINT,
  PENDING_HINT,
  PREVIEW,
  PUBLISHED_AUTOSAVE_HINT,
  REVISIONS,
  SAVE_AS_DRAFT,
  SCHEDULE,
  SCHEDULED_DRAFT_HINT,
} from './blogFormTexts';
import type { Post } from './postFields';
import { PrepublishChecks } from './PrepublishChecks';
import { RevisionsPanel } from './RevisionsPanel';
import { LIST, useBlogForm } from './useBlogForm';

/** The blog form's page: its heading over the form (or over the spinner or error while a post loads). */
export function BlogFormLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="admin-page blog-form-page">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

/**
 * The blog form on its page (its state and saving flow: `useBlogForm`): the offer of this
 * browser's copy, the fields, what the post's state means for the buttons, autosave's line, the
 * pre-publish checks, the actions, the revisions panel and, once the session ended, SignInAgain.
 */
export function BlogForm({ post, onCreated }: { post?: Post; onCreated?: (id: string) => void }) {
  const ids = useId();
  const form = useBlogForm(ids, post, onCreated);
  const { editing, fields, scheduled, unsaved, postId, pending, saving, error, localCopy } = form;
  const { offer, checkingCopy, restore } = localCopy;

  const busy = (
    <>
      <InlineSpinner /> Kaydediliyor...
    </>
  );

  return (
    <BlogFormLayout heading={editing ? 'Blog Düzenle' : 'Yeni Blog Oluştur'}>
      {offer && <LocalCopyOffer copy={offer} onRestore={restore.accept} onDiscard={restore.discard} />}
      <form className="card admin-section blog-form" onSubmit={form.submit} aria-busy={checkingCopy}>
        <BlogFormFields ids={ids} form={form} />

        {error && (
          <div className="notice notice--error blog-form__error" role="alert">
            {error}
          </div>
        )}

        {post?.status === 'DRAFT' && (
          <p className="hint blog-form__draft-hint">{scheduled ? SCHEDULED_DRAFT_HINT : DRAFT_HINT}</p>
        )}
        {post?.status === 'PUBLISHED' && (
          <p className={pending ? 'hint blog-form__draft-hint blog-form__pending' : 'hint blog-form__draft-hint'}>
            {pending ? PENDING_HINT : PUBLISHED_AUTOSAVE_HINT}
          </p>
        )}

        <AutosaveStatusLine
          status={form.autosaveStatus}
          incompleteText={form.incomplete}
          latestPath={postId ? adminPath('blogs', 'edit', postId) : null}
          onRetry={form.retryAutosave}
          onOverwrite={form.overwrite}
        />

        <PrepublishChecks id={`${ids}-check`} findings={form.check.findings} />

        <div className="form-actions">
          <button type="submit" value="PUBLISHED" className="button button--primary" disabled={saving !== null}>
            {saving === 'PUBLISHED' ? busy : scheduled ? SCHEDULE : editing ? 'Güncelle' : 'Oluştur'}
          </button>
          <button type="submit" value="DRAFT" className="button" disabled={saving !== null}>
            {saving === 'DRAFT' ? busy : SAVE_AS_DRAFT}
          </button>
          <button type="button" className="button" onClick={form.preview}>
            <FiExternalLink aria-hidden="true" /> {PREVIEW}
            <span className="visually-hidden">
              {unsaved ? ': kaydedilmemiş metin' : ': kaydedilmiş yazı'} (yeni sekmede açılır)
            </span>
          </button>
          {postId && (
            <button
              type="button"
              className="button"
              aria-expanded={form.showRevisions}
              onClick={() => form.setShowRevisions((open) => !open)}
            >
              <FiRotateCcw aria-hidden="true" /> {REVISIONS}
            </button>
          )}
          <Link to={LIST} className="button">
            İptal
          </Link>
        </div>
      </form>
      {form.showRevisions && postId && (
        <RevisionsPanel
          postId={postId}
          current={{
            title: fields.title,
            shortDescription: fields.shortDescription,
            content: fields.content,
            tags: fields.tags,
          }}
          onRestore={form.restoreRevision}
          onClose={() => form.setShowRevisions(false)}
        />
      )}
      {form.signInAsked && <SignInAgain onSignedIn={form.signedInAgain} />}
    </BlogFormLayout>
  );
}
