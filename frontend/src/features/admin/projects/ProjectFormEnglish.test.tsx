import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminProjectRevisionDocument,
  AdminProjectRevisionsDocument,
  AdminUpdateProjectDocument,
} from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import { type Mock } from '../../../test/render';
import { editorOf } from '../blogs/blogFormTestKit';
import { NO_ENGLISH_PROJECT, REMOVE_ENGLISH } from '../languages/englishTexts';
import ProjectFormPage from './ProjectFormPage';
import { EDIT, field, project, projectMock } from './projectsTestKit';

/** Issue 50: the project form's 'Türkçe' | 'English' tabs and the English version they edit. */

const english = {
  title: 'Portfolio site',
  slug: 'portfolio-site',
  summary: 'My own site',
  content: '<p>How I built it</p>',
};
const translated: typeof project = { ...project, english: { ...english } };

const englishTab = () => screen.getByRole('tab', { name: /^English/ });
const enTitle = () => screen.getByLabelText('İngilizce başlık *');
const enSummary = () => screen.getByLabelText('İngilizce özet');
const enContent = () => screen.getByRole('textbox', { name: 'İngilizce içerik' });
const sentInput = (operations: Array<{ name?: string; variables: Record<string, unknown> }>) =>
  (operations.find(({ name }) => name === 'AdminUpdateProject')?.variables as { input: Record<string, unknown> })
    ?.input;

const updated = (value: typeof project = translated): Mock => ({
  request: { query: /* any update */ undefined as never, variables: () => true },
  result: { data: { updateProject: { __typename: 'Project', ...value } } },
});

describe("ProjectFormPage: the 'Türkçe' and 'English' tabs", () => {
  const render = (value = project, mocks: Mock[] = []) =>
    renderAdminScreen(<ProjectFormPage />, { ...EDIT, mocks: [projectMock(value), ...mocks] });

  it('keeps the Turkish and the English texts while switching; saving sends the English version', async () => {
    const { user, operations } = render(project, [withQuery(updated())]);
    await waitFor(() => expect(field.title()).toHaveValue(project.title));
    await user.click(englishTab());
    expect(screen.getByText(NO_ENGLISH_PROJECT)).toBeVisible();
    await user.type(enTitle(), english.title);
    await user.type(enSummary(), english.summary);
    editorOf(enContent()).commands.setContent(english.content, { emitUpdate: true });
    await user.click(screen.getByRole('tab', { name: 'Türkçe' }));
    expect(field.title()).toHaveValue(project.title);
    await user.click(englishTab());
    expect(enTitle()).toHaveValue(english.title);

    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(sentInput(operations)).toBeDefined());
    expect(sentInput(operations)).toMatchObject({ title: project.title, english: { ...english, slug: null } });
  });

  it('checks the English title by the Turkish rule, in Turkish, on its tab; nothing is sent', async () => {
    const { user, operations } = render();
    await waitFor(() => expect(field.title()).toHaveValue(project.title));
    await user.click(englishTab());
    await user.type(enSummary(), 'Only a summary');
    await user.click(screen.getByRole('tab', { name: 'Türkçe' }));
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(englishTab()).toHaveAttribute('aria-selected', 'true');
    expect(enTitle()).toHaveFocus();
    expect(enTitle()).toHaveAccessibleDescription('Başlık alanı zorunludur');
    expect(operations.some(({ name }) => name === 'AdminUpdateProject')).toBe(false);
  });

  it("'İngilizce sürümü kaldır' asks, empties the tab, and the save sends english: null", async () => {
    const { user, operations } = render(translated, [withQuery(updated(project))]);
    await waitFor(() => expect(field.title()).toHaveValue(project.title));
    await user.click(englishTab());
    expect(enTitle()).toHaveValue(english.title);
    await user.click(screen.getByRole('button', { name: REMOVE_ENGLISH }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: REMOVE_ENGLISH }));
    expect(enTitle()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(sentInput(operations)).toBeDefined());
    expect(sentInput(operations)).toMatchObject({ english: null });
  });

  it('compares and restores a version with its English texts', async () => {
    const item = { id: 'r1', kind: 'SAVED', savedAt: '2026-11-20T10:00:00.000Z', title: 'Eski başlık' } as const;
    const revisions: Mock[] = [
      {
        request: { query: AdminProjectRevisionsDocument, variables: { id: 'j1' } },
        result: {
          data: {
            project: { __typename: 'Project', id: 'j1', revisions: [{ __typename: 'ProjectRevision', ...item }] },
          },
        },
      },
      {
        request: { query: AdminProjectRevisionDocument, variables: { projectId: 'j1', id: 'r1' } },
        result: {
          data: {
            projectRevision: {
              __typename: 'ProjectRevision',
              ...item,
              slug: project.slug,
              summary: project.summary,
              content: project.content,
              cover: project.cover,
              technologies: project.technologies,
              links: project.links,
              startDate: project.startDate,
              endDate: project.endDate,
              featured: project.featured,
              english: { __typename: 'ProjectTranslation', ...english, title: 'Old English title' },
            },
          },
        },
      },
    ];
    const { user } = render(project, revisions);
    await user.click(await screen.findByRole('button', { name: 'Sürümler' }));
    await user.click(await screen.findByRole('button', { name: /Eski başlık/ }));
    const differences = await screen.findByRole('list', { name: 'Farklar' });
    expect(within(differences).getByText(/^İngilizce başlık/)).toHaveTextContent('Farklı');
    expect(within(differences).getByText(/^İngilizce içerik/)).toHaveTextContent('Farklı');
    await user.click(screen.getByRole('button', { name: 'Bu sürümü geri yükle' }));
    await user.click(englishTab());
    expect(enTitle()).toHaveValue('Old English title');
    expect(enSummary()).toHaveValue(english.summary);
    expect(editorOf(enContent()).getHTML()).toBe(english.content);
  });
});

/** The update mutation's mock, whatever it is sent. */
function withQuery(mock: Mock): Mock {
  return { ...mock, request: { ...mock.request, query: AdminUpdateProjectDocument } };
}
