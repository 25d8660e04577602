import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { CHECK_TITLE } from '../blogs/prepublish';
import { png, UPLOADED, uploadMock } from '../editor/richTextEditorTestKit';
import ProjectFormPage from './ProjectFormPage';
import { NO_COVER, NO_SUMMARY } from './projectTexts';
import { EDIT, field, NEW, project, projectMock } from './projectsTestKit';

/** Issue 46: the blog form's pre-publish check on a project names what its card would lack: the cover, the summary. */

const findings = () =>
  within(screen.getByRole('region', { name: CHECK_TITLE }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('ProjectFormPage: the pre-publish check', () => {
  it('names a missing cover and a missing summary, and forgets each once it is there', async () => {
    const file = png('kapak.png');
    const { user } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [uploadMock(file)] });
    await user.type(await screen.findByLabelText('Başlık *'), 'Yeni proje');
    await waitFor(() => expect(findings()).toEqual(expect.arrayContaining([NO_COVER, NO_SUMMARY])));

    await user.type(field.summary(), 'Ne işe yarar');
    await waitFor(() => expect(findings()).not.toContain(NO_SUMMARY));
    expect(findings()).toContain(NO_COVER);

    fireEvent.change(screen.getByLabelText(/Kapak görseli yükle/), { target: { files: [file] } });
    expect(await screen.findByAltText('Kapak görseli önizlemesi')).toHaveAttribute('src', UPLOADED);
    await waitFor(() => expect(findings()).not.toContain(NO_COVER));
  });

  it('says nothing of the cover or the summary of a project that has both', async () => {
    renderAdminScreen(<ProjectFormPage />, { ...EDIT, mocks: [projectMock(project)] });
    await screen.findByDisplayValue('Portfolyo Sitesi');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: CHECK_TITLE })).not.toHaveAttribute('aria-busy', 'true'),
    );
    expect(findings()).not.toContain(NO_COVER);
    expect(findings()).not.toContain(NO_SUMMARY);
  });

  it('refuses a file that is not an image, in Turkish, and keeps no cover', async () => {
    const { user } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [] });
    await user.type(await screen.findByLabelText('Başlık *'), 'Yeni proje');
    fireEvent.change(screen.getByLabelText(/Kapak görseli yükle/), {
      target: { files: [new File(['x'], 'not.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yalnızca PNG, GIF, JPEG, BMP veya ICO görselleri yüklenebilir.',
    );
    expect(screen.getByText('Kapak görseli yok')).toBeInTheDocument();
  });
});
