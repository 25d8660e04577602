import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminAboutDocument } from '../../../gql/admin/graphql';
import { graphQLError, networkError, SERVER_MESSAGE } from '../../../test/render';
import { renderAdminScreen } from '../../../test/admin';
import AboutEditorPage, { moveItem } from './AboutEditorPage';
import {
  saved,
  inputOf,
  updateMock,
  uploadMock,
  pdf,
  positions,
  named,
  saveButton,
  cvSection,
  toasts,
  about,
  aboutMock,
} from './aboutEditorTestKit';

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
    renderAdminScreen(<AboutEditorPage />, { mocks: [graphQLError({ query: AdminAboutDocument })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    expect(screen.queryByLabelText('İsim *')).not.toBeInTheDocument();
  });

  it('falls back to its own text when the load fails without a server message', async () => {
    renderAdminScreen(<AboutEditorPage />, { mocks: [networkError({ query: AdminAboutDocument })] });
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

  // Issue 43: docs/product/admin.md#cv gives 'CV Yönetimi' its picker whether or not the page was
  // ever saved.
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
