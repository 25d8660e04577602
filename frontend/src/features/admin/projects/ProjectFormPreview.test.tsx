import { screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCreateProjectDocument } from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import { type Mock } from '../../../test/render';
import { readProjectDraftPreview } from '../../projects/draftPreview';
import { PREVIEW_TOO_LARGE } from '../blogs/blogFormTexts';
import { adminPath } from '../paths';
import ProjectFormPage from './ProjectFormPage';
import { EDIT, field, NEW, project, projectMock } from './projectsTestKit';

const editor = () => (screen.getByRole('textbox', { name: /^İçerik/ }) as HTMLElement & { editor: Editor }).editor;
const PREVIEW_PAGE = adminPath('projects', 'onizleme');

/** The blog form's 'Önizle' (BlogFormPreview.test.tsx), the project form's. */
describe("ProjectFormPage: 'Önizle'", () => {
  const opened = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    opened.mockReset();
    vi.stubGlobal('open', opened);
  });
  afterEach(() => vi.unstubAllGlobals());

  const previewButton = () => screen.getByRole('button', { name: /^Önizle/ });

  it("opens the saved project's preview in a new tab while nothing is changed, and keeps no text", async () => {
    const { user, operations } = renderAdminScreen(<ProjectFormPage />, { ...EDIT, mocks: [projectMock(project)] });
    await waitFor(() => expect(field.title()).toHaveValue(project.title));
    expect(previewButton()).toHaveAttribute('type', 'button');
    expect(previewButton()).toHaveAccessibleName('Önizle: kaydedilmiş proje (yeni sekmede açılır)');
    await user.click(previewButton());
    expect(opened).toHaveBeenCalledWith('/projects/portfolyo-sitesi?onizleme=1', '_blank', 'noopener');
    expect(readProjectDraftPreview('j1')).toBeNull();
    expect(operations.map((operation) => operation.name)).toEqual(['AdminProject']);
  });

  it('shows the unsaved text once something is changed: kept in this browser, nothing sent, the form stays', async () => {
    const { user, operations } = renderAdminScreen(<ProjectFormPage />, { ...EDIT, mocks: [projectMock(project)] });
    await waitFor(() => expect(field.title()).toHaveValue(project.title));
    await user.type(field.title(), ' (taslak)');
    await user.clear(field.technologies());
    await user.type(field.technologies(), 'React, Go, react');
    await user.type(field.end(), '2025-01');
    editor().commands.setContent('<p>Kaydedilmemiş paragraf</p>', { emitUpdate: true });
    expect(previewButton()).toHaveAccessibleName('Önizle: kaydedilmemiş metin (yeni sekmede açılır)');
    await user.click(previewButton());

    expect(opened).toHaveBeenCalledWith(`${PREVIEW_PAGE}?proje=j1`, '_blank', 'noopener');
    expect(readProjectDraftPreview('j1')).toEqual({
      title: 'Portfolyo Sitesi (taslak)',
      summary: project.summary,
      content: '<p>Kaydedilmemiş paragraf</p>',
      cover: project.cover,
      technologies: ['React', 'Go'],
      links: { repo: project.links.repo, demo: '' },
      startDate: '2024-05',
      endDate: '2025-01',
      featured: true,
    });
    expect(operations.map((operation) => operation.name)).toEqual(['AdminProject']);
    expect(screen.getByTestId('location').textContent).toBe(adminPath('projects', 'edit', 'j1'));
  });

  it("previews a new project's text in its own slot before anything is saved, even without a title", async () => {
    const { user, operations } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [] });
    await screen.findByRole('heading', { name: 'Yeni Proje' });
    await user.type(field.summary(), 'Henüz başlıksız');
    await user.click(previewButton());
    expect(opened).toHaveBeenCalledWith(`${PREVIEW_PAGE}?proje=yeni`, '_blank', 'noopener');
    expect(readProjectDraftPreview('yeni')).toMatchObject({ title: '', summary: 'Henüz başlıksız', endDate: null });
    expect(operations).toEqual([]);
  });

  it('forgets the kept text once the project is saved', async () => {
    const created: Mock = {
      request: { query: AdminCreateProjectDocument, variables: () => true },
      result: { data: { createProject: { __typename: 'Project', ...project, id: 'j9', status: 'DRAFT' } } },
    };
    const { user } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [created] });
    await user.type(await screen.findByLabelText('Başlık *'), 'Yeni proje');
    await user.click(previewButton());
    expect(readProjectDraftPreview('yeni')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(adminPath('projects')));
    expect(readProjectDraftPreview('yeni')).toBeNull();
  });

  it('says so, and opens nothing, when the browser will not keep the text', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { user } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [] });
    await user.type(await screen.findByLabelText('Başlık *'), 'Proje');
    await user.click(previewButton());
    expect(screen.getByRole('alert')).toHaveTextContent(PREVIEW_TOO_LARGE);
    expect(opened).not.toHaveBeenCalled();
    vi.mocked(Storage.prototype.setItem).mockRestore();
  });
});
