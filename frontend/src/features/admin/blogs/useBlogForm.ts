import { useMutation } from '@apollo/client/react';
import { localePath, postPath, type Locale } from '@portfolio/content-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import {
  AdminAutosaveBlogDocument,
  AdminCreateBlogDocument,
  AdminUpdateBlogDocument,
  type AdminBlogRevisionQuery,
  type BlogStatus,
} from '../../../gql/admin/graphql';
import { errorCode, errorText } from '../../../lib/errors';
import { draftPreviewPath, forgetDraftPreview, storeDraftPreview } from '../../blog/draftPreview';
import { useFeedback } from '../feedback';
import {
  ENGLISH_INCOMPLETE,
  ENGLISH_REMOVED,
  ENGLISH_TO_FIX,
  REMOVE_ENGLISH,
  REMOVE_ENGLISH_POST_QUESTION,
} from '../languages/englishTexts';
import { adminPath } from '../paths';
import { INCOMPLETE } from './AutosaveStatus';
import { CREATED, DRAFT_SAVED, PREVIEW_TOO_LARGE, REVISION_RESTORED, SAVE_ERROR, UPDATED } from './blogFormTexts';
import { englishErrors, hasEnglish, NO_ENGLISH, type EnglishErrors } from './englishFields';
import { dropLocalCopy, NEW_POST, type FormFields } from './localCopy';
import {
  englishFields,
  englishOf,
  fieldsOf,
  inputOf,
  sameFields,
  slugError,
  splitTags,
  versionOf,
  type Post,
} from './postFields';
import { BACK_TO_EDITING, BROKEN_QUESTION, PUBLISH_ANYWAY } from './prepublish';
import { fromPickerValue, isFuture, scheduledMessage, toPickerValue } from './publishDate';
import { useAutosave } from './useAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { useLocalCopy } from './useLocalCopy';
import { BLOG_CHECK, usePrepublishCheck } from './usePrepublishCheck';

export const LIST = adminPath('blogs');

type Revision = NonNullable<AdminBlogRevisionQuery['blogRevision']>;

/**
 * The blog form's state and its saving flow (docs/product/README.md#routes blog form): the fields
 * as typed, autosave to the server and a copy in this browser, the leave guard, and the owner's
 * saves: Oluştur, Güncelle and Zamanla publish (after the pre-publish check), 'Taslak olarak
 * kaydet' keeps a draft; a save the ended session refused waits for SignInAgain. A new post that
 * autosave stored moves to its edit address (`onCreated`) and keeps its form.
 */
export function useBlogForm(ids: string, post: Post | undefined, onCreated?: (id: string) => void) {
  const editing = Boolean(post);
  const navigate = useNavigate();
  const { confirm, toast } = useFeedback();
  const [opened] = useState(() => fieldsOf(post));
  const [fields, setFields] = useState(opened);
  const set =
    <K extends keyof FormFields>(key: K) =>
    (value: FormFields[K]) => {
      setFields((now) => ({ ...now, [key]: value }));
      // An English field's message goes once the owner edits it, as the slug's does.
      setEnglishMessages((now) => (now[key as keyof EnglishErrors] ? { ...now, [key]: undefined } : now));
    };
  /** Issue 50: the tab shown, 'Türkçe' or 'English'; both stay mounted, so neither loses its text. */
  const [tab, setTab] = useState<Locale>('tr');
  const [englishMessages, setEnglishMessages] = useState<EnglishErrors>({});
  /** The server holds an English version (set by the saves' answers): its slug may not be emptied. */
  const [englishSaved, setEnglishSaved] = useState(Boolean(post && englishOf(post)));
  const { title, slug, shortDescription, content, tags, publishAt } = fields;
  const [slugMessage, setSlugMessage] = useState<string | undefined>();
  // The picker's value (Istanbul time) is sent only when the owner changed it (inputOf).
  const publishDate = fromPickerValue(publishAt);
  const scheduled = publishDate !== null && isFuture(publishDate);
  /** The stored post is on the site now: published, its moment passed. */
  const visible = post?.status === 'PUBLISHED' && !isFuture(post.publishDate);
  // Önizle shows the saved post's preview while nothing differs from it, else the text as it stands.
  const unsaved = !post || Boolean(post.pendingEdit) || !sameFields(fields, opened);
  /** The post being edited: set once autosave stored a new one. */
  const postId = useRef(post?.id ?? null);
  /** The server version this form's words rest on (optimistic concurrency); null: not checked. */
  const version = useRef<string | null>(post ? versionOf(post) : null);
  const [pending, setPending] = useState(Boolean(post?.pendingEdit));
  const previewSlot = post?.id ?? 'yeni';
  /** What is being saved: the post published (Oluştur / Güncelle) or a draft; null when idle. */
  const [saving, setSaving] = useState<BlogStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** What to do once the owner has signed in again (a save the ended session refused). */
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null);
  const [showRevisions, setShowRevisions] = useState(false);
  const [createBlog] = useMutation(AdminCreateBlogDocument);
  const [updateBlog] = useMutation(AdminUpdateBlogDocument);
  const [autosaveBlog] = useMutation(AdminAutosaveBlogDocument);
  /** The pre-publish check is running or its dialog is open: another submit waits for it. */
  const checking = useRef(false);
  const check = usePrepublishCheck({ title, shortDescription, content }, BLOG_CHECK);

  /**
   * Publishing: true unless the post would be published broken (issue 43: advice is shown beside
   * the buttons and never asks) and the owner goes back to editing.
   */
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

  const copyKey = () => postId.current ?? NEW_POST;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const autosave = useAutosave(fields, {
    saved: opened,
    // A title is all a draft needs (issue 43): the summary and the content may come later.
    ready: (current) =>
      current.title.trim() !== '' &&
      !slugError(current.slug, editing) &&
      // An English version is saved with its title and summary (BlogTranslationInput, a draft's too);
      // an emptied slug the gateway keeps as it was.
      Object.keys(englishErrors(current, false)).length === 0,
    same: sameFields,
    save: async (current) => {
      const { data } = await autosaveBlog({
        variables: { id: postId.current, input: inputOf(current, 'DRAFT', opened), expected: version.current },
      });
      const saved = data!.autosaveBlog;
      version.current = versionOf(saved);
      setPending(Boolean(saved.pendingEdit));
      setEnglishSaved(Boolean(englishOf(saved)));
      if (!postId.current) {
        postId.current = saved.id;
        void dropLocalCopy(NEW_POST);
        // A save made as the owner left (a link) must not bring the form back.
        if (!mounted.current) return;
        onCreated?.(saved.id);
        navigate(adminPath('blogs', 'edit', saved.id), { replace: true });
      }
    },
  });
  const { status: autosaveStatus, settle, markSaved, resume } = autosave;
  const dirty = autosave.dirty || saving !== null;
  useLeaveGuard(dirty);

  const localCopy = useLocalCopy({
    fields,
    opened,
    openedKey: post?.id ?? NEW_POST,
    openedVersion: post ? versionOf(post) : '',
    same: sameFields,
    copyKey,
    version,
    // A copy taken by an older form may lack a field added since: the server's value fills it.
    setFields: (copy) => setFields({ ...opened, ...copy }),
  });

  async function save(status: BlogStatus) {
    setSaving(status);
    setError(null);
    await settle();
    const input = inputOf(fields, status, opened);
    try {
      if (postId.current) {
        await updateBlog({
          variables: { id: postId.current, input, expected: version.current },
          // The list is read again when it is next shown.
          update: (cache) => void cache.evict({ fieldName: 'blogs' }),
        });
      } else {
        await createBlog({ variables: { input }, update: (cache) => void cache.evict({ fieldName: 'blogs' }) });
      }
      markSaved(fields);
      void dropLocalCopy(copyKey());
      forgetDraftPreview(previewSlot);
      forgetDraftPreview(`${previewSlot}:en`);
      const goesOut = status === 'PUBLISHED' && scheduled && publishDate;
      toast(status === 'DRAFT' ? DRAFT_SAVED : goesOut ? scheduledMessage(goesOut) : post ? UPDATED : CREATED);
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
    // The button pressed: 'Taslak olarak kaydet' keeps the post a draft; Oluştur/Güncelle (or Enter) publish it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const status: BlogStatus =
      submitter instanceof HTMLButtonElement && submitter.value === 'DRAFT' ? 'DRAFT' : 'PUBLISHED';
    // The Turkish fields the browser requires are rendered in their tab alone: shown, they are
    // checked as a submit from it checks them (the browser shows the first one's message).
    const form = event.currentTarget;
    if (tab !== 'tr' && !(submitter instanceof HTMLButtonElement && submitter.formNoValidate)) {
      flushSync(() => setTab('tr'));
      if (!form.reportValidity()) return;
    }
    const refused = slugError(slug, editing);
    setSlugMessage(refused);
    if (refused) return selectAndFocus('tr', `${ids}-slug`);
    // The English version is checked as the Turkish one would be, its messages at its fields.
    const english = englishErrors(fields, englishSaved);
    setEnglishMessages(english);
    const first = Object.keys(english)[0];
    if (first) {
      setError(ENGLISH_TO_FIX);
      return selectAndFocus('en', `${ids}-${first}`);
    }
    // Oluştur, Güncelle and Zamanla publish: only a post that would be published broken asks first; a draft never.
    if (status === 'PUBLISHED' && !(await confirmPublish())) return;
    void save(status);
  }

  /** Shows a tab and moves the focus to one of its fields (a field in error). */
  function selectAndFocus(locale: Locale, id: string) {
    flushSync(() => setTab(locale));
    document.getElementById(id)?.focus();
  }

  /** 'İngilizce sürümü kaldır': once confirmed, the English texts go; the next save sends `english: null`. */
  async function removeEnglish() {
    const sure = await confirm(REMOVE_ENGLISH_POST_QUESTION, { confirmLabel: REMOVE_ENGLISH });
    if (!sure) return;
    setFields((now) => ({ ...now, ...NO_ENGLISH }));
    setEnglishMessages({});
    setError(null);
    toast(ENGLISH_REMOVED);
  }

  /** After a conflict: this form's words replace the other tab's, as the owner asked. */
  function overwrite() {
    version.current = null;
    void resume();
  }

  function preview() {
    // The English tab previews the English page, when the post has an English text to show.
    if (tab === 'en' && hasEnglish(fields)) return previewEnglish();
    if (!unsaved) return void window.open(postPath(post.slug, true), '_blank', 'noopener');
    const kept = storeDraftPreview(previewSlot, {
      title: title.trim(),
      shortDescription: shortDescription.trim(),
      content,
      tags: splitTags(tags),
      // Empty on a new post: saving would date it now.
      publishDate: publishDate ?? post?.publishDate ?? new Date().toISOString(),
    });
    if (kept) window.open(draftPreviewPath(previewSlot), '_blank', 'noopener');
    else setError(PREVIEW_TOO_LARGE);
  }

  /**
   * The English page's preview (`/en/blog/{slug}?onizleme=1`) while the saved English version is
   * what the form holds; else the English text as it stands, kept in this browser (nothing sent).
   */
  function previewEnglish() {
    const saved = post && englishOf(post);
    if (saved && !unsaved) return void window.open(localePath('en', postPath(saved.slug, true)), '_blank', 'noopener');
    const kept = storeDraftPreview(`${previewSlot}:en`, {
      title: fields.enTitle.trim(),
      shortDescription: fields.enShortDescription.trim(),
      content: fields.enContent,
      tags: splitTags(tags),
      publishDate: publishDate ?? post?.publishDate ?? new Date().toISOString(),
    });
    if (kept) window.open(draftPreviewPath(`${previewSlot}:en`), '_blank', 'noopener');
    else setError(PREVIEW_TOO_LARGE);
  }

  function restoreRevision(revision: Revision) {
    setFields((now) => ({
      title: revision.title,
      slug: revision.slug ?? now.slug,
      shortDescription: revision.shortDescription,
      content: revision.content,
      tags: revision.tags.join(', '),
      publishAt: revision.publishDate ? toPickerValue(revision.publishDate) : now.publishAt,
      // A version holds the texts; whether the post goes to the subscribers or is open to
      // comments stays as it is.
      mailSubscribers: now.mailSubscribers,
      commentsOpen: now.commentsOpen,
      // Both languages as the version held them (issue 50): no English text if it had none.
      ...englishFields(revision.english),
    }));
    setShowRevisions(false);
    toast(REVISION_RESTORED);
  }

  /** SignInAgain took the password: the refused save runs again, and autosave goes on. */
  function signedInAgain() {
    setAfterSignIn(null);
    afterSignIn?.();
    if (autosaveStatus.kind === 'signin') void resume();
  }

  return {
    editing,
    fields,
    set,
    slugMessage,
    clearSlugMessage: () => setSlugMessage(undefined),
    tab,
    setTab,
    englishMessages,
    englishSaved,
    removeEnglish,
    incomplete: fields.title.trim() === '' ? INCOMPLETE : ENGLISH_INCOMPLETE,
    scheduled,
    visible,
    unsaved,
    postId: postId.current,
    pending,
    saving,
    error,
    check,
    autosaveStatus,
    retryAutosave: () => void autosave.flush(),
    localCopy,
    showRevisions,
    setShowRevisions,
    signInAsked: afterSignIn !== null || autosaveStatus.kind === 'signin',
    submit,
    overwrite,
    preview,
    restoreRevision,
    signedInAgain,
  };
}

export type BlogFormState = ReturnType<typeof useBlogForm>;
