import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteCvDocument, UpdateAboutDocument, UploadCvDocument } from '../../../gql/admin/graphql';
import { graphQLError, networkError, SERVER_MESSAGE } from '../../../test/render';
import { renderAdminScreen } from '../../../test/admin';
import AboutEditorPage, { splitTechnologies } from './AboutEditorPage';
import {
  experiences,
  saved,
  type AboutInput,
  inputOf,
  updateMock,
  uploadMock,
  deleteCvMock,
  pdf,
  named,
  saveButton,
  cvSection,
  toasts,
  aboutMock,
} from './aboutEditorTestKit';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AboutEditorPage: saving', () => {
  it('splits the technologies on commas, trims them and drops the empty ones', () => {
    expect(splitTechnologies(' React ,TypeScript,, ,Node.js , ')).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(splitTechnologies('')).toEqual([]);
  });

  it('sends the whole form in its current order, shows Kaydediliyor..., then the success message', async () => {
    const input: AboutInput = {
      ...inputOf(saved),
      name: 'Deniz Y.',
      experiences: [experiences[1]!, experiences[0]!, experiences[2]!],
      technologies: ['React', 'GraphQL', 'SQL'],
    };
    const { user, operations } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), updateMock(input, { ...saved, ...input }, { delay: 400 })],
    });
    await screen.findByLabelText('İsim *');

    await user.clear(screen.getByLabelText('İsim *'));
    await user.type(screen.getByLabelText('İsim *'), 'Deniz Y.');
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Kıdemli Geliştirici' }));
    await user.clear(screen.getByLabelText('Teknolojiler'));
    await user.type(screen.getByLabelText('Teknolojiler'), ' React, GraphQL ,, SQL , ');
    await user.click(saveButton());

    const busy = screen.getByRole('button', { name: 'Kaydediliyor...' });
    expect(busy).toBeDisabled();
    expect(await screen.findByText('Hakkımda bilgileri başarıyla güncellendi')).toBeInTheDocument();
    expect(named(operations, 'UpdateAbout')).toEqual([{ name: 'UpdateAbout', variables: { input } }]);
    expect(saveButton()).toBeEnabled();
    expect(screen.getByLabelText('Teknolojiler')).toHaveValue('React, GraphQL, SQL');
  });

  it('hides the success message after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), updateMock(inputOf(saved), saved)],
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await screen.findByLabelText('İsim *');
    await user.click(saveButton());
    const message = await screen.findByText('Hakkımda bilgileri başarıyla güncellendi');
    expect(message).toHaveClass('toast', 'toast--success'); // the panel's one kind of success message

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Hakkımda bilgileri başarıyla güncellendi')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Hakkımda bilgileri başarıyla güncellendi')).not.toBeInTheDocument();
  });

  it("shows the server's message, else its own, in an error box that stays until the next save", async () => {
    const request = { query: UpdateAboutDocument, variables: { input: inputOf(saved) } };
    const { user } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), graphQLError(request), networkError(request), updateMock(inputOf(saved), saved)],
    });
    await screen.findByLabelText('İsim *');

    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    await user.type(screen.getByLabelText('Unvan *'), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    await user.type(screen.getByLabelText('Unvan *'), '{Backspace}');

    await user.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Güncelleme sırasında bir hata oluştu'));

    await user.click(saveButton());
    await screen.findByText('Hakkımda bilgileri başarıyla güncellendi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AboutEditorPage: CV', () => {
  it('refuses a file that is not a PDF and clears the selection', async () => {
    const { user } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved)],
      userOptions: { applyAccept: false },
    });
    await screen.findByLabelText('İsim *');
    const picker = within(cvSection()).getByLabelText<HTMLInputElement>('Yeni CV dosyası');
    expect(picker).toHaveAttribute('accept', '.pdf,application/pdf');

    await user.upload(picker, new File(['x'], 'cv.docx', { type: 'application/msword' }));
    expect(within(cvSection()).getByRole('alert')).toHaveTextContent('Sadece PDF dosyaları yüklenebilir');
    expect(picker.files).toHaveLength(0);
    expect(picker.value).toBe('');
    expect(within(cvSection()).queryByText('cv.docx')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB and clears the selection; exactly 5 MB is fine', async () => {
    const { user } = renderAdminScreen(<AboutEditorPage />, { mocks: [aboutMock(saved)] });
    await screen.findByLabelText('İsim *');
    const picker = within(cvSection()).getByLabelText<HTMLInputElement>('Yeni CV dosyası');

    await user.upload(picker, pdf('buyuk.pdf', 5 * 1024 * 1024 + 1));
    expect(within(cvSection()).getByRole('alert')).toHaveTextContent("Dosya boyutu 5MB'dan küçük olmalıdır");
    expect(picker.value).toBe('');
    expect(within(cvSection()).queryByText('buyuk.pdf')).not.toBeInTheDocument();

    await user.upload(picker, pdf('tam.pdf', 5 * 1024 * 1024));
    expect(within(cvSection()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(cvSection()).getByText('tam.pdf')).toBeInTheDocument();
  });

  it('asks for a file when there is none to upload', async () => {
    const { user, operations } = renderAdminScreen(<AboutEditorPage />, { mocks: [aboutMock(saved)] });
    await screen.findByLabelText('İsim *');
    await user.click(within(cvSection()).getByRole('button', { name: 'CV Yükle' }));
    expect(within(cvSection()).getByRole('alert')).toHaveTextContent('Lütfen bir CV dosyası seçin');
    expect(named(operations, 'UploadCv')).toHaveLength(0);
  });

  it("uploads the chosen PDF ('Yükleniyor...'), then reloads the About data", async () => {
    const file = pdf();
    const after = { ...saved, cvFile: 'cv-456.pdf' };
    const { user, operations } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), uploadMock(file, after, { delay: 400 }), aboutMock(after)],
    });
    await screen.findByLabelText('İsim *');
    await user.type(screen.getByLabelText('Unvan *'), ' (düzenleniyor)');

    const picker = within(cvSection()).getByLabelText<HTMLInputElement>('Yeni CV dosyası');
    await user.upload(picker, file);
    expect(within(cvSection()).getByText('yeni-cv.pdf')).toBeInTheDocument();
    await user.click(within(cvSection()).getByRole('button', { name: 'CV Yükle' }));

    expect(within(cvSection()).getByRole('button', { name: 'Yükleniyor...' })).toBeDisabled();
    expect(within(cvSection()).getByRole('button', { name: "CV'yi Sil" })).toBeDisabled();
    await waitFor(() => expect(named(operations, 'AdminAbout')).toHaveLength(2));
    expect(named(operations, 'UploadCv')).toEqual([{ name: 'UploadCv', variables: { file } }]);
    await waitFor(() => expect(within(cvSection()).getByRole('button', { name: 'CV Yükle' })).toBeEnabled());
    expect(within(cvSection()).getByRole('link', { name: "CV'yi Görüntüle" })).toHaveAttribute(
      'href',
      '/uploads/cv-456.pdf',
    );
    expect(within(toasts()).getByText('CV başarıyla yüklendi')).toBeInTheDocument();
    expect(picker.value).toBe('');
    // Unsaved edits survive the reload.
    expect(screen.getByLabelText('Unvan *')).toHaveValue('Full Stack Geliştirici (düzenleniyor)');
  });

  it("shows the server's message, else its own, when the upload fails", async () => {
    const file = pdf();
    const request = { query: UploadCvDocument, variables: { file } };
    const { user } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), graphQLError(request), networkError(request)],
    });
    await screen.findByLabelText('İsim *');
    await user.upload(within(cvSection()).getByLabelText('Yeni CV dosyası'), file);

    await user.click(within(cvSection()).getByRole('button', { name: 'CV Yükle' }));
    expect(await within(cvSection()).findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    await user.click(within(cvSection()).getByRole('button', { name: 'CV Yükle' }));
    await waitFor(() =>
      expect(within(cvSection()).getByRole('alert')).toHaveTextContent('CV yüklenirken bir hata oluştu'),
    );
  });

  it("deletes the CV after confirmation ('Siliniyor...'), then reloads; cancelling does nothing", async () => {
    const after = { ...saved, cvFile: '' };
    const { user, operations } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), deleteCvMock(after, { delay: 400 }), aboutMock(after)],
    });
    await screen.findByLabelText('İsim *');

    await user.click(within(cvSection()).getByRole('button', { name: "CV'yi Sil" }));
    expect(screen.getByRole('dialog')).toHaveTextContent('CV dosyasını silmek istediğinize emin misiniz?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
    expect(named(operations, 'DeleteCv')).toHaveLength(0);

    await user.click(within(cvSection()).getByRole('button', { name: "CV'yi Sil" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet' }));
    expect(within(cvSection()).getByRole('button', { name: 'Siliniyor...' })).toBeDisabled();
    expect(within(cvSection()).getByRole('button', { name: 'CV Yükle' })).toBeDisabled();

    await waitFor(() => expect(named(operations, 'AdminAbout')).toHaveLength(2));
    expect(await within(cvSection()).findByText('Henüz bir CV yüklenmedi.')).toBeInTheDocument();
    expect(within(cvSection()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(toasts()).getByText('CV başarıyla silindi')).toBeInTheDocument();
  });

  it("shows the server's message, else its own, when deleting fails", async () => {
    const { user } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved), graphQLError({ query: DeleteCvDocument }), networkError({ query: DeleteCvDocument })],
    });
    await screen.findByLabelText('İsim *');
    const confirmDelete = async () => {
      await user.click(within(cvSection()).getByRole('button', { name: "CV'yi Sil" }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Evet' }));
    };

    await confirmDelete();
    expect(await within(cvSection()).findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    await confirmDelete();
    await waitFor(() =>
      expect(within(cvSection()).getByRole('alert')).toHaveTextContent('CV silinirken bir hata oluştu'),
    );
    expect(within(cvSection()).getByRole('link', { name: "CV'yi Görüntüle" })).toBeInTheDocument();
  });
});
