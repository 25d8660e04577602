import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutDocument, DeleteCvDocument, UpdateAboutDocument, UploadCvDocument } from '../../../gql/admin/graphql';
import {
  about,
  aboutMock,
  graphQLError,
  networkError,
  SERVER_MESSAGE,
  type About,
  type Mock,
  type RecordedOperation,
} from '../../../test/render';
import { renderAdminScreen } from '../../../test/admin';
import AboutEditorPage, { moveItem, splitTechnologies } from './AboutEditorPage';

const experiences: About['experiences'] = [
  {
    title: 'Kıdemli Geliştirici',
    company: 'Acme A.Ş.',
    period: '2022 - Devam ediyor',
    description: 'Web uygulamaları',
  },
  { title: 'Geliştirici', company: 'Beta Ltd.', period: '2019 - 2022', description: 'API tasarımı' },
  { title: 'Stajyer', company: 'Gama', period: '2018', description: 'İlk adımlar' },
];
const saved = about({ experiences });

const typed = (data: About) => ({
  __typename: 'About',
  ...data,
  experiences: data.experiences.map((experience) => ({ __typename: 'Experience', ...experience })),
});

type AboutInput = Omit<About, 'cvFile'>;
const inputOf = ({ cvFile: _cvFile, ...rest }: About): AboutInput => rest;

const updateMock = (input: AboutInput, answer: About, extra: Partial<Mock> = {}): Mock => ({
  request: { query: UpdateAboutDocument, variables: { input } },
  result: { data: { updateAbout: typed(answer) } },
  ...extra,
});
const uploadMock = (file: File, answer: About, extra: Partial<Mock> = {}): Mock => ({
  request: { query: UploadCvDocument, variables: { file } },
  result: { data: { uploadCv: typed(answer) } },
  ...extra,
});
const deleteCvMock = (answer: About, extra: Partial<Mock> = {}): Mock => ({
  request: { query: DeleteCvDocument },
  result: { data: { deleteCv: typed(answer) } },
  ...extra,
});

const pdf = (name = 'yeni-cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const positions = () => screen.getAllByLabelText<HTMLInputElement>('Pozisyon *').map((input) => input.value);
const named = (operations: RecordedOperation[], name: string) => operations.filter((item) => item.name === name);
const saveButton = () => screen.getByRole('button', { name: 'Kaydet' });
const cvSection = () => screen.getByRole('region', { name: 'CV Yönetimi' });
const toasts = () => document.querySelector('.toasts') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AboutEditorPage: loading', () => {
  it('shows a spinner, then the four sections filled with the saved data', async () => {
    renderAdminScreen(<AboutEditorPage />, { mocks: [aboutMock(saved)], delay: 20 });
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımda Yönetimi' })).toBeInTheDocument();
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();

    expect(await screen.findByLabelText('İsim *')).toHaveValue('Deniz Yılmaz');
    expect(screen.getByLabelText('Unvan *')).toHaveValue('Full Stack Geliştirici');
    const description = screen.getByLabelText('Açıklama *');
    expect(description).toHaveValue('Birinci satır\nİkinci satır');
    expect(description).toHaveAttribute('rows', '5');
    for (const field of [screen.getByLabelText('İsim *'), screen.getByLabelText('Unvan *'), description]) {
      expect(field).toBeRequired();
    }
    for (const title of ['Temel Bilgiler', 'Deneyimler', 'Teknolojiler ve Araçlar', 'CV Yönetimi']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(positions()).toEqual(['Kıdemli Geliştirici', 'Geliştirici', 'Stajyer']);
    for (const label of ['Pozisyon *', 'Şirket *', 'Dönem *', 'Deneyim açıklaması *']) {
      for (const field of screen.getAllByLabelText(label)) expect(field).toBeRequired();
    }
    // The server's limits, in the unit both count (UTF-16 code units).
    expect(screen.getByLabelText('İsim *')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Unvan *')).toHaveAttribute('maxlength', '200');
    expect(description).toHaveAttribute('maxlength', '10000');
    for (const [label, limit] of [
      ['Pozisyon *', '200'],
      ['Şirket *', '200'],
      ['Dönem *', '100'],
      ['Deneyim açıklaması *', '5000'],
    ]) {
      for (const field of screen.getAllByLabelText(label!)) expect(field).toHaveAttribute('maxlength', limit);
    }
    expect(screen.getByLabelText('Teknolojiler')).toHaveValue('TypeScript, React, Node.js');
    const link = within(cvSection()).getByRole('link', { name: "CV'yi Görüntüle" });
    expect(link).toHaveAttribute('href', '/uploads/cv-123.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('works in StrictMode (the drag-and-drop provider mounts twice)', async () => {
    // StrictMode's extra mount and unmount aborts Apollo's first request (whatever the fetch policy).
    const { user } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(saved, { maxUsageCount: 2 })],
      strict: true,
    });
    expect(await screen.findByLabelText('İsim *')).toHaveValue('Deniz Yılmaz');
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Geliştirici' }));
    expect(positions()).toEqual(['Kıdemli Geliştirici', 'Stajyer', 'Geliştirici']);
  });

  it("shows the server's message when loading fails", async () => {
    renderAdminScreen(<AboutEditorPage />, { mocks: [graphQLError({ query: AboutDocument })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    expect(screen.queryByLabelText('İsim *')).not.toBeInTheDocument();
  });

  it('falls back to its own text when the load fails without a server message', async () => {
    renderAdminScreen(<AboutEditorPage />, { mocks: [networkError({ query: AboutDocument })] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Hakkımda bilgileri yüklenirken bir hata oluştu');
  });

  it('starts empty when the page has never been saved, and saves it', async () => {
    const first = about({ cvFile: '', experiences: [], technologies: [] });
    const { user } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(null), updateMock(inputOf(first), first)],
    });
    expect(await screen.findByLabelText('İsim *')).toHaveValue('');
    expect(screen.getByLabelText('Unvan *')).toHaveValue('');
    expect(screen.getByLabelText('Açıklama *')).toHaveValue('');
    expect(screen.getByLabelText('Teknolojiler')).toHaveValue('');
    expect(screen.getByText('Henüz deneyim eklenmedi.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('İsim *'), first.name);
    await user.type(screen.getByLabelText('Unvan *'), first.title);
    await user.type(screen.getByLabelText('Açıklama *'), 'Birinci satır{Enter}İkinci satır');
    await user.click(saveButton());
    expect(await screen.findByText('Hakkımda bilgileri başarıyla güncellendi')).toBeInTheDocument();
  });

  // Issue 43: SPEC.md §5 gives 'CV Yönetimi' its picker whether or not the page was ever saved.
  it('offers the CV picker on a page never saved, and uploads a CV there, keeping what is typed', async () => {
    const file = pdf();
    const made = about({
      name: '',
      title: '',
      description: '',
      cvFile: 'cv-ilk.pdf',
      experiences: [],
      technologies: [],
    });
    const { user, operations } = renderAdminScreen(<AboutEditorPage />, {
      mocks: [aboutMock(null), uploadMock(file, made), aboutMock(made)],
    });
    await screen.findByLabelText('İsim *');
    expect(within(cvSection()).getByText('Henüz bir CV yüklenmedi.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('İsim *'), 'Yeni Sahip');
    await user.upload(within(cvSection()).getByLabelText('CV dosyası'), file);
    await user.click(within(cvSection()).getByRole('button', { name: 'CV Yükle' }));
    expect(await within(toasts()).findByText('CV başarıyla yüklendi')).toBeInTheDocument();
    expect(named(operations, 'UploadCv')).toEqual([{ name: 'UploadCv', variables: { file } }]);
    await waitFor(() =>
      expect(within(cvSection()).getByRole('link', { name: "CV'yi Görüntüle" })).toHaveAttribute(
        'href',
        '/uploads/cv-ilk.pdf',
      ),
    );
    expect(screen.getByLabelText('İsim *')).toHaveValue('Yeni Sahip');
  });
});

describe('AboutEditorPage: experiences', () => {
  it('adds an empty entry (focused) and deletes entries', async () => {
    const { user } = renderAdminScreen(<AboutEditorPage />, { mocks: [aboutMock(saved)] });
    await screen.findByLabelText('İsim *');

    await user.click(screen.getByRole('button', { name: '+ Deneyim Ekle' }));
    expect(positions()).toEqual(['Kıdemli Geliştirici', 'Geliştirici', 'Stajyer', '']);
    const added = screen.getAllByLabelText('Pozisyon *')[3];
    expect(added).toHaveFocus();
    for (const label of ['Şirket *', 'Dönem *', 'Deneyim açıklaması *']) {
      expect(screen.getAllByLabelText(label)[3]).toHaveValue('');
    }
    await user.type(added!, 'Danışman');
    expect(screen.getByRole('button', { name: 'Deneyimi sil: Danışman' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deneyimi sil: Geliştirici' }));
    expect(positions()).toEqual(['Kıdemli Geliştirici', 'Stajyer', 'Danışman']);
    expect(screen.getByText('Geliştirici silindi')).toBeInTheDocument();
  });

  it('moves an entry with the keyboard buttons, keeping the focus on it', async () => {
    const { user } = renderAdminScreen(<AboutEditorPage />, { mocks: [aboutMock(saved)] });
    await screen.findByLabelText('İsim *');

    expect(screen.getByRole('button', { name: 'Yukarı taşı: Kıdemli Geliştirici' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aşağı taşı: Stajyer' })).toBeDisabled();

    screen.getByRole('button', { name: 'Aşağı taşı: Kıdemli Geliştirici' }).focus();
    await user.keyboard('{Enter}');
    expect(positions()).toEqual(['Geliştirici', 'Kıdemli Geliştirici', 'Stajyer']);
    expect(screen.getByRole('button', { name: 'Aşağı taşı: Kıdemli Geliştirici' })).toHaveFocus();
    expect(screen.getByText('Kıdemli Geliştirici 2. sıraya taşındı')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(positions()).toEqual(['Geliştirici', 'Stajyer', 'Kıdemli Geliştirici']);
    // It cannot go further down: the focus goes to its other arrow.
    expect(screen.getByRole('button', { name: 'Yukarı taşı: Kıdemli Geliştirici' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Yukarı taşı: Stajyer' }));
    expect(positions()).toEqual(['Stajyer', 'Geliştirici', 'Kıdemli Geliştirici']);
  });

  it('moves an entry dropped on another one, and nothing when dropped outside the list', async () => {
    const { container } = renderAdminScreen(<AboutEditorPage />, { mocks: [aboutMock(saved)] });
    await screen.findByLabelText('İsim *');
    const dataTransfer = { setData: () => {}, setDragImage: () => {}, types: [], dropEffect: 'move' };
    const handles = () => container.querySelectorAll('.experience-editor__handle');
    const entries = () => container.querySelectorAll('.experience-editor');
    const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    // Dragged out of the list and let go: the order stays.
    fireEvent.dragStart(handles()[0]!, { dataTransfer });
    await nextTick();
    fireEvent.dragEnd(handles()[0]!, { dataTransfer });
    await nextTick();
    expect(positions()).toEqual(['Kıdemli Geliştirici', 'Geliştirici', 'Stajyer']);

    // Dropped on the last entry: the first one moves there.
    fireEvent.dragStart(handles()[0]!, { dataTransfer });
    await nextTick();
    fireEvent.dragEnter(entries()[2]!, { dataTransfer });
    fireEvent.dragOver(entries()[2]!, { dataTransfer });
    fireEvent.drop(entries()[2]!, { dataTransfer });
    await nextTick();
    expect(positions()).toEqual(['Geliştirici', 'Stajyer', 'Kıdemli Geliştirici']);
  });

  it('exports the pure reorder function', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, undefined)).toEqual(['a', 'b', 'c']);
  });
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
    await waitFor(() => expect(named(operations, 'About')).toHaveLength(2));
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

    await waitFor(() => expect(named(operations, 'About')).toHaveLength(2));
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
