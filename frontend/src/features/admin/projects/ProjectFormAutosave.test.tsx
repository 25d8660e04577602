import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminAutosaveProjectDocument } from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import { graphQLError, type Mock } from '../../../test/render';
import { OVERWRITE, RESTORE } from '../blogs/AutosaveStatus';
import { readLocalCopy, writeLocalCopy } from '../blogs/localCopy';
import { IDLE_MS } from '../blogs/useAutosave';
import { adminPath } from '../paths';
import { fieldsOf, NEW_PROJECT } from './projectFields';
import ProjectFormPage from './ProjectFormPage';
import { FIELDS_TO_FIX } from './projectTexts';
import { EDIT, field, NEW, project, projectMock, UPDATED_AT, type Project } from './projectsTestKit';

/** The blog form's autosave on a project (issue 46): autosaveProject, the version, the conflict, the copy in this browser. */

type Variables = { id: string | null; input: Record<string, unknown>; expected: string | null };

const autosaved = (answer: (variables: Variables) => Project, times = 10): Mock => ({
  request: { query: AdminAutosaveProjectDocument, variables: () => true },
  result: (variables: Variables) => ({ data: { autosaveProject: { __typename: 'Project', ...answer(variables) } } }),
  maxUsageCount: times,
});
const sent = (operations: Array<{ name?: string; variables: Record<string, unknown> }>) =>
  operations.filter(({ name }) => name === 'AdminAutosaveProject').map(({ variables }) => variables as Variables);
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ProjectFormPage: autosave', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const render = (mocks: Mock[], route: { route: string; path: string } = EDIT) =>
    renderAdminScreen(<ProjectFormPage />, { ...route, mocks, userOptions: { advanceTimers: vi.advanceTimersByTime } });

  it('stores a new project as a draft once it has a title, without a status, and moves to its edit address', async () => {
    const { user, operations } = render(
      [autosaved(({ input }) => ({ ...project, id: 'j7', title: String(input.title) }))],
      NEW,
    );
    await user.type(await screen.findByLabelText('Başlık *'), 'Yeni proje');
    await user.type(field.repo(), 'https://github.com/ornek/yeni');
    await later(IDLE_MS + 100);
    await waitFor(() => expect(sent(operations)).toHaveLength(1));
    expect(sent(operations)[0]).toEqual({
      id: null,
      expected: null,
      input: {
        title: 'Yeni proje',
        slug: null,
        summary: '',
        content: '',
        cover: '',
        technologies: [],
        links: { repo: 'https://github.com/ornek/yeni', demo: '' },
        startDate: null,
        endDate: null,
        featured: false,
        english: null,
      },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(adminPath('projects', 'edit', 'j7')));
  });

  it('does not send a link the gateway would refuse: the form keeps it until it is right', async () => {
    const { user, operations } = render([projectMock(project), autosaved(() => project)]);
    const repo = await screen.findByLabelText('Kaynak kod (https)');
    await user.clear(repo);
    await user.type(repo, 'github.com/ornek');
    await later(IDLE_MS + 100);
    expect(sent(operations)).toEqual([]);
    expect(document.querySelector('.autosave')).toHaveTextContent(FIELDS_TO_FIX);
  });

  it("saves an edit from the version it loaded; at a conflict it stops and 'Benim metnimle üzerine yaz' saves unchecked", async () => {
    const message = 'Bu proje siz düzenlerken başka bir sekmede kaydedildi; üzerine yazılmadı.';
    const { user, operations } = render([
      projectMock(project),
      graphQLError(
        { query: AdminAutosaveProjectDocument, variables: (v: Variables) => v.expected !== null },
        message,
        'CONFLICT',
      ),
      autosaved(() => ({ ...project, title: 'Benim' }), 1),
    ]);
    await user.type(await screen.findByDisplayValue('Portfolyo Sitesi'), '!');
    await later(IDLE_MS + 100);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sent(operations)[0]).toMatchObject({
      id: 'j1',
      expected: UPDATED_AT,
      input: { title: 'Portfolyo Sitesi!' },
    });
    await user.click(screen.getByRole('button', { name: OVERWRITE }));
    await waitFor(() => expect(sent(operations)).toHaveLength(2));
    expect(sent(operations)[1]).toMatchObject({ expected: null, input: { title: 'Portfolyo Sitesi!' } });
  });

  it("keeps a copy in this browser under the project's own key, and offers a newer one back", async () => {
    await writeLocalCopy(`proje:j1`, {
      fields: { ...fieldsOf(project as never), title: 'Kaybolmayan' },
      base: UPDATED_AT,
      savedAt: Date.parse(UPDATED_AT) + 60_000,
    });
    const { user } = render([projectMock(project), autosaved(() => project)]);
    await user.click(await screen.findByRole('button', { name: RESTORE }));
    expect(field.title()).toHaveValue('Kaybolmayan');
    await later(400);
    await waitFor(async () =>
      expect((await readLocalCopy(`proje:j1`))?.fields).toMatchObject({ title: 'Kaybolmayan' }),
    );
    // The blog's new-post copy is not the project's.
    expect(NEW_PROJECT).not.toBe('yeni');
  });
});
