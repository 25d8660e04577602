import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogFormPage from './BlogFormPage';
import { PREVIEW_TOO_LARGE } from './blogFormTexts';
import { renderAdminScreen } from '../../../test/admin';
import { adminPath } from '../paths';
import { readDraftPreview } from '../../blog/draftPreview';
import {
  post,
  saved,
  blogMock,
  createRequest,
  NEW,
  EDIT,
  title,
  publishAt,
  content,
  editorOf,
  typed,
  publish,
  fillNewPost,
  formOperations,
} from './blogFormTestKit';

describe("BlogFormPage: 'Önizle'", () => {
  const opened = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    opened.mockReset();
    vi.stubGlobal('open', opened);
  });
  afterEach(() => vi.unstubAllGlobals());

  const previewButton = () => screen.getByRole('button', { name: /^Önizle/ });

  it("opens the saved post's preview in a new tab while nothing is changed, and keeps no text", async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(post)] });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    expect(previewButton()).toHaveAttribute('type', 'button');
    expect(previewButton()).toHaveAccessibleName('Önizle: kaydedilmiş yazı (yeni sekmede açılır)');
    await user.click(previewButton());
    expect(opened).toHaveBeenCalledWith('/blog/react-19-yenilikleri?onizleme=1', '_blank', 'noopener');
    expect(readDraftPreview('p1')).toBeNull();
    expect(formOperations(operations)).toEqual(['AdminBlog']);
  });

  it('shows the unsaved text once something is changed: kept in this browser, nothing sent, the form stays', async () => {
    const { user, operations } = renderAdminScreen(<BlogFormPage />, { ...EDIT, mocks: [blogMock(post)] });
    await waitFor(() => expect(title()).toHaveValue(post.title));
    await user.type(title(), ' (taslak)');
    editorOf(content()).commands.setContent('<p>Kaydedilmemiş paragraf</p>', { emitUpdate: true });
    fireEvent.change(publishAt(), { target: { value: '2099-05-01T12:30' } });
    expect(previewButton()).toHaveAccessibleName('Önizle: kaydedilmemiş metin (yeni sekmede açılır)');
    await user.click(previewButton());

    expect(opened).toHaveBeenCalledWith(`${adminPath('blogs', 'onizleme')}?yazi=p1`, '_blank', 'noopener');
    expect(readDraftPreview('p1')).toEqual({
      title: 'React 19 Yenilikleri (taslak)',
      shortDescription: post.shortDescription,
      content: '<p>Kaydedilmemiş paragraf</p>',
      tags: ['react', 'web'],
      publishDate: '2099-05-01T09:30:00.000Z',
    });
    expect(formOperations(operations)).toEqual(['AdminBlog']);
    expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs', 'edit', 'p1'));
  });

  it("previews a new post's text in its own slot, dated now when no date is set", async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    await fillNewPost(user);
    const before = Date.now();
    await user.click(previewButton());
    expect(opened).toHaveBeenCalledWith(`${adminPath('blogs', 'onizleme')}?yazi=yeni`, '_blank', 'noopener');
    const draft = readDraftPreview('yeni');
    expect(draft).toMatchObject({ title: 'Yeni yazı', content: '<p>İçerik metni</p>', tags: typed.tags });
    expect(Date.parse(draft!.publishDate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('forgets the kept text once the post is saved', async () => {
    const { user } = renderAdminScreen(<BlogFormPage />, {
      ...NEW,
      mocks: [{ request: createRequest(typed), result: { data: { createBlog: saved } } }],
    });
    await fillNewPost(user);
    await user.click(previewButton());
    expect(readDraftPreview('yeni')).not.toBeNull();
    await publish(user, 'Oluştur');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('blogs')));
    expect(readDraftPreview('yeni')).toBeNull();
  });

  it('says so, and opens nothing, when the browser will not keep the text', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user } = renderAdminScreen(<BlogFormPage />, NEW);
    await user.type(title(), 'Yazı');
    await user.click(previewButton());
    expect(screen.getByRole('alert')).toHaveTextContent(PREVIEW_TOO_LARGE);
    expect(opened).not.toHaveBeenCalled();
    vi.mocked(Storage.prototype.setItem).mockRestore();
  });
});
