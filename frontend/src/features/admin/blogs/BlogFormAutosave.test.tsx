import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AdminAutosaveBlogDocument,
  AdminBlogDocument,
  AdminUpdateBlogDocument,
  type AdminBlogQuery,
} from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import { graphQLError, networkError, type Mock } from '../../../test/render';
import { adminPath } from '../paths';
import { INCOMPLETE, OVERWRITE, RESTORE, RETRY, SAVING, savedText, UNSAVED } from './AutosaveStatus';
import BlogFormPage from './BlogFormPage';
import { formOperations } from './blogFormTestKit';
import { PENDING_HINT, PUBLISHED_AUTOSAVE_HINT } from './blogFormTexts';
import { readLocalCopy, writeLocalCopy, type FormFields } from './localCopy';
import { LEAVE_QUESTION } from './useLeaveGuard';
import { AUTOSAVE_FAILED, IDLE_MS, MAX_WAIT_MS } from './useAutosave';

/**
 * Author tools (issue 23): the form saves itself (3 s after typing stops, at least once a minute
 * while it goes on), keeps a copy in the browser, offers a newer copy back, asks before leaving,
 * and stops at a conflict rather than overwrite another tab's words.
 */

type Post = NonNullable<AdminBlogQuery['blog']>;
type Variables = { id: string | null; input: { title: string; status: string }; expected: string | null };

const UPDATED_AT = '2026-11-22T09:30:00.000Z';
const draft: Post = {
  id: 'p1',
  title: 'Taslak',
  slug: 'taslak',
  shortDescription: 'Kısa',
  content: '<p>Metin</p>',
  tags: ['web'],
  publishDate: '2026-11-21T12:00:00.000Z',
  status: 'DRAFT',
  mailSubscribers: true,
  commentsOpen: true,
  updatedAt: UPDATED_AT,
  pendingEdit: null,
  english: null,
};

const EDIT = { route: adminPath('blogs', 'edit', 'p1'), path: adminPath('blogs', 'edit', ':id') };
const NEW = { route: adminPath('blogs', 'new'), path: adminPath('blogs', 'new') };
const title = () => screen.getByLabelText('Başlık *');
const shortDescription = () => screen.getByLabelText('Kısa Açıklama *');
/** The autosave's line (one of the page's status regions). */
const statusLine = () => document.querySelector('.autosave') as HTMLElement;

const loaded = (post: Post): Mock => ({
  request: { query: AdminBlogDocument, variables: { id: post.id } },
  result: { data: { blog: { __typename: 'BlogPost', ...post } } },
});

/** An autosave the server takes: the post as it answers, whatever was sent. */
const autosaved = (answer: (variables: Variables) => Post, times = 10): Mock => ({
  request: { query: AdminAutosaveBlogDocument, variables: () => true },
  result: (variables: Variables) => ({ data: { autosaveBlog: { __typename: 'BlogPost', ...answer(variables) } } }),
  maxUsageCount: times,
});

const sent = (operations: Array<{ name?: string; variables: Record<string, unknown> }>) =>
  operations.filter(({ name }) => name === 'AdminAutosaveBlog').map(({ variables }) => variables as Variables);

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('BlogFormPage: autosave', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const render = (mocks: Mock[], route = EDIT) =>
    renderAdminScreen(<BlogFormPage />, { ...route, mocks, userOptions: { advanceTimers: vi.advanceTimersByTime } });

  it("saves a draft 2.5 s after typing stops, from the version it loaded, and says 'Kaydedildi hh:mm'", async () => {
    const { user, operations } = render([
      loaded(draft),
      autosaved(({ input }) => ({ ...draft, title: input.title, updatedAt: '2026-11-22T09:31:00.000Z' })),
    ]);
    await user.type(await screen.findByDisplayValue('Taslak'), ' yazısı');
    expect(statusLine()).toHaveTextContent(UNSAVED);
    await later(IDLE_MS - 200);
    expect(sent(operations)).toEqual([]);
    await later(400);
    await waitFor(() => expect(sent(operations)).toHaveLength(1));
    expect(sent(operations)[0]).toMatchObject({ id: 'p1', expected: UPDATED_AT, input: { title: 'Taslak yazısı' } });
    expect(await screen.findByText(/^Kaydedildi \d\d:\d\d$/)).toBeInTheDocument();

    // The next save begins from the version this one returned.
    await user.type(title(), '!');
    await later(IDLE_MS + 100);
    await waitFor(() => expect(sent(operations)).toHaveLength(2));
    expect(sent(operations)[1]).toMatchObject({
      expected: '2026-11-22T09:31:00.000Z',
      input: { title: 'Taslak yazısı!' },
    });
  });

  it('saves at least once a minute while the typing never stops for 3 s', async () => {
    const { user, operations } = render([loaded(draft), autosaved(({ input }) => ({ ...draft, title: input.title }))]);
    await screen.findByDisplayValue('Taslak');
    for (let second = 1; second <= MAX_WAIT_MS / 1000 + 1; second++) {
      await user.type(title(), 'a');
      await later(1000);
    }
    await waitFor(() => expect(sent(operations)).toHaveLength(1));
    expect(sent(operations)[0]!.input.title.length).toBeGreaterThanOrEqual(draft.title.length + 59);
  });

  it("a published post's autosave is a pending edit: said on screen, and 'Güncelle' starts from it", async () => {
    const published: Post = { ...draft, status: 'PUBLISHED' };
    const pendingAt = '2026-11-22T09:40:00.000Z';
    const { user, operations } = render([
      loaded(published),
      autosaved(({ input }) => ({
        ...published,
        pendingEdit: { ...published, __typename: 'BlogRevision', savedAt: pendingAt, title: input.title },
      })),
      {
        request: { query: AdminUpdateBlogDocument, variables: (v: Variables) => v.expected === pendingAt },
        result: { data: { updateBlog: { __typename: 'BlogPost', ...published, title: 'Yayında!' } } },
      },
    ]);
    await user.type(await screen.findByDisplayValue('Taslak'), '!');
    expect(screen.getByText(PUBLISHED_AUTOSAVE_HINT)).toBeInTheDocument();
    await later(IDLE_MS + 100);
    expect(await screen.findByText(PENDING_HINT)).toBeInTheDocument();
    // The post has no image: that is advice beside the buttons, and 'Güncelle' asks nothing (issue 43).
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs')));
    expect(operations.find(({ name }) => name === 'AdminUpdateBlog')?.variables).toMatchObject({ expected: pendingAt });
  });

  it("stops at a conflict with the server's message; 'Benim metnimle üzerine yaz' saves unchecked", async () => {
    const message = 'Bu yazı siz düzenlerken başka bir sekmede ya da cihazda kaydedildi; üzerine yazılmadı.';
    const { user, operations } = render([
      loaded(draft),
      graphQLError(
        { query: AdminAutosaveBlogDocument, variables: (v: Variables) => v.expected !== null },
        message,
        'CONFLICT',
      ),
      autosaved(() => ({ ...draft, title: 'Benim' }), 1),
    ]);
    await user.type(await screen.findByDisplayValue('Taslak'), '!');
    await later(IDLE_MS + 100);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Son hâlini yeni sekmede aç' })).toHaveAttribute('target', '_blank');
    // No more autosaves until the owner decides.
    await user.type(title(), '?');
    await later(IDLE_MS + 100);
    expect(sent(operations)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: OVERWRITE }));
    await waitFor(() => expect(sent(operations)).toHaveLength(2));
    expect(sent(operations)[1]).toMatchObject({ expected: null, input: { title: 'Taslak!?' } });
  });

  it("a failed save says so with 'Tekrar dene', which saves again", async () => {
    const { user, operations } = render([
      loaded(draft),
      networkError({ query: AdminAutosaveBlogDocument, variables: () => true }),
      autosaved(() => draft, 1),
    ]);
    await user.type(await screen.findByDisplayValue('Taslak'), '!');
    await later(IDLE_MS + 100);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Kaydedilemedi: ${AUTOSAVE_FAILED}`);
    await user.click(screen.getByRole('button', { name: RETRY }));
    expect(await screen.findByText(/^Kaydedildi/)).toBeInTheDocument();
    expect(sent(operations)).toHaveLength(2);
  });

  it('opening the new-post form creates nothing; a title alone makes one draft (issue 43), at its own address, in the same form', async () => {
    // Both of the app's routes of the form, as AdminApp has them: the form must survive the move.
    const { user, operations } = renderAdminScreen(
      <Routes>
        <Route path={NEW.path} element={<BlogFormPage />} />
        <Route path={EDIT.path} element={<BlogFormPage />} />
      </Routes>,
      {
        route: NEW.route,
        mocks: [autosaved(({ input }) => ({ ...draft, id: 'yeni1', title: input.title }), 1)],
        userOptions: { advanceTimers: vi.advanceTimersByTime },
      },
    );
    await later(IDLE_MS * 3);
    expect(formOperations(operations)).toEqual([]);
    // Words without a title stay in this browser.
    await user.type(shortDescription(), 'Özet');
    await later(IDLE_MS + 100);
    expect(statusLine()).toHaveTextContent(INCOMPLETE);
    expect(sent(operations)).toEqual([]);
    await user.clear(shortDescription());
    const field = title();
    await user.type(title(), 'Yeni');
    await later(IDLE_MS + 100);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs', 'edit', 'yeni1')));
    expect(sent(operations)).toEqual([
      expect.objectContaining({
        id: null,
        expected: null,
        input: expect.objectContaining({ title: 'Yeni', shortDescription: '', content: '' }),
      }),
    ]);
    expect(title()).toBe(field);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Yeni Blog Oluştur');
  });
});

describe('BlogFormPage: the copy in this browser', () => {
  const copyOf = (fields: Partial<FormFields>, savedAt: number) => ({
    fields: {
      title: draft.title,
      slug: draft.slug,
      shortDescription: draft.shortDescription,
      content: draft.content,
      tags: 'web',
      publishAt: '2026-11-21T15:00',
      ...fields,
    },
    base: UPDATED_AT,
    savedAt,
  });

  it('keeps every change in IndexedDB within a second', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [loaded(draft)] });
    await user.type(await screen.findByDisplayValue('Taslak'), ' 1');
    await waitFor(async () => expect((await readLocalCopy('p1'))?.fields.title).toBe('Taslak 1'), { timeout: 1000 });
  });

  it("offers a newer copy back: 'Geri yükle' fills the form with it", async () => {
    await writeLocalCopy('p1', copyOf({ title: 'Kaybolmayan' }, Date.parse(UPDATED_AT) + 60_000));
    const { user } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [loaded(draft)] });
    expect(await screen.findByRole('heading', { name: 'Kaydedilmemiş değişiklikler bulundu' })).toBeInTheDocument();
    expect(title()).toHaveValue('Taslak');
    await user.click(screen.getByRole('button', { name: RESTORE }));
    expect(title()).toHaveValue('Kaybolmayan');
    expect(screen.queryByText('Kaydedilmemiş değişiklikler bulundu')).not.toBeInTheDocument();
  });

  it('discards a copy older than what the server holds', async () => {
    await writeLocalCopy('p1', copyOf({ title: 'Eski' }, Date.parse(UPDATED_AT) - 60_000));
    renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [loaded(draft)] });
    await screen.findByDisplayValue('Taslak');
    await waitFor(async () => expect(await readLocalCopy('p1')).toBeUndefined());
    expect(screen.queryByText('Kaydedilmemiş değişiklikler bulundu')).not.toBeInTheDocument();
  });
});

describe('BlogFormPage: leaving with unsaved changes', () => {
  it('asks before a link leaves the form; Vazgeç stays, Evet goes', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [loaded(draft)] });
    await user.type(await screen.findByDisplayValue('Taslak'), '!');
    await user.click(screen.getByRole('link', { name: 'İptal' }));
    expect(screen.getByText(LEAVE_QUESTION)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByTestId('location')).toHaveTextContent(adminPath('blogs', 'edit', 'p1'));
    await user.click(screen.getByRole('link', { name: 'İptal' }));
    await user.click(screen.getByRole('button', { name: 'Evet' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/blogs$/));
  });

  it('asks before the tab closes, only while something is unsaved', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [loaded(draft)] });
    await screen.findByDisplayValue('Taslak');
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    await user.type(title(), '!');
    const asked = new Event('beforeunload', { cancelable: true });
    fireEvent(window, asked);
    expect(asked.defaultPrevented).toBe(true);
  });
});

// The texts the status line can show are the issue's.
it('names its states as the issue does', () => {
  expect(SAVING).toBe('Kaydediliyor…');
  expect(savedText(new Date('2026-11-27T11:32:00Z'))).toBe('Kaydedildi 14:32');
});
