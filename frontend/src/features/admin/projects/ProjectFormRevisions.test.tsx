import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminProjectRevisionDocument, AdminProjectRevisionsDocument } from '../../../gql/admin/graphql';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { type Mock } from '../../../test/render';
import { LEAVE_QUESTION } from '../blogs/useLeaveGuard';
import ProjectFormPage from './ProjectFormPage';
import { REVISION_RESTORED } from './projectTexts';
import { EDIT, field, project, projectMock } from './projectsTestKit';

/** The blog form's versions and leave guard on a project (issue 46). */

const item = { id: 'r1', kind: 'SAVED', savedAt: '2026-11-20T10:00:00.000Z', title: 'Eski başlık' } as const;
const revisions: Mock[] = [
  {
    request: { query: AdminProjectRevisionsDocument, variables: { id: 'j1' } },
    result: {
      data: { project: { __typename: 'Project', id: 'j1', revisions: [{ __typename: 'ProjectRevision', ...item }] } },
    },
  },
  {
    request: { query: AdminProjectRevisionDocument, variables: { projectId: 'j1', id: 'r1' } },
    result: {
      data: {
        projectRevision: {
          __typename: 'ProjectRevision',
          ...item,
          slug: 'eski-baslik',
          summary: 'Eski özet',
          content: '<p>Eski içerik</p>',
          cover: '',
          technologies: ['Vue'],
          links: { __typename: 'ProjectLinks', repo: '', demo: 'https://eski.example.com' },
          startDate: '2023-01',
          endDate: '2023-06',
          featured: false,
          english: null,
        },
      },
    },
  },
];

describe('ProjectFormPage: versions and leaving', () => {
  it('shows a version beside the current fields and restores it into the form', async () => {
    const { user } = renderAdminScreen(<ProjectFormPage />, { ...EDIT, mocks: [projectMock(project), ...revisions] });
    await user.click(await screen.findByRole('button', { name: 'Sürümler' }));
    await user.click(await screen.findByRole('button', { name: /Eski başlık/ }));
    const differences = await screen.findByRole('list', { name: 'Farklar' });
    expect(within(differences).getByText(/Özet/)).toHaveTextContent('Farklı');
    expect(within(differences).getByText(/Teknolojiler/)).toHaveTextContent('Farklı');
    await user.click(screen.getByRole('button', { name: 'Bu sürümü geri yükle' }));

    expect(field.title()).toHaveValue('Eski başlık');
    expect(field.summary()).toHaveValue('Eski özet');
    expect(field.technologies()).toHaveValue('Vue');
    expect(field.demo()).toHaveValue('https://eski.example.com');
    expect(field.end()).toHaveValue('2023-06');
    expect(field.featured()).not.toBeChecked();
    expect(screen.getByText('Kapak görseli yok')).toBeInTheDocument();
    expect(within(toasts()).getByText(REVISION_RESTORED)).toBeInTheDocument();
  });

  it('asks before a link leaves unsaved changes', async () => {
    const { user } = renderAdminScreen(
      <>
        <ProjectFormPage />
        <Link to="/baska">Başka sayfa</Link>
      </>,
      { ...EDIT, mocks: [projectMock(project)] },
    );
    await user.type(await screen.findByDisplayValue('Portfolyo Sitesi'), '!');
    await user.click(screen.getByRole('link', { name: 'Başka sayfa' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(LEAVE_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field.title()).toHaveValue('Portfolyo Sitesi!');
  });
});
