import { screen, waitFor, within } from '@testing-library/react';
import { END_BEFORE_START, INVALID_MONTH } from '@portfolio/content-rules';
import { describe, expect, it } from 'vitest';
import { AdminCreateProjectDocument, AdminUpdateProjectDocument } from '../../../gql/admin/graphql';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { graphQLError, type Mock } from '../../../test/render';
import ProjectFormPage from './ProjectFormPage';
import { CREATED, FIX_ERRORS, NOT_FOUND, ONGOING_SHOWN, UPDATED } from './projectTexts';
import { EDIT, field, NEW, project, projectMock, UPDATED_AT } from './projectsTestKit';

const LINK_INVALID = 'Bağlantı https:// ile başlayan geçerli bir adres olmalıdır';

const created: Mock = {
  request: { query: AdminCreateProjectDocument, variables: () => true },
  result: { data: { createProject: { __typename: 'Project', ...project, id: 'j9', status: 'PUBLISHED' } } },
};

describe('ProjectFormPage', () => {
  it("refuses bad fields with the gateway's Turkish messages, sends nothing, and focuses the first", async () => {
    const { user, operations } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [] });
    await screen.findByRole('heading', { name: 'Yeni Proje' });

    await user.type(field.repo(), 'http://github.com/ornek');
    await user.type(field.demo(), 'https://localhost');
    await user.type(field.technologies(), 'React');
    await user.click(screen.getByRole('button', { name: 'Yayımla' }));

    expect(await screen.findByText('Başlık alanı zorunludur')).toBeInTheDocument();
    expect(screen.getAllByText(LINK_INVALID)).toHaveLength(2);
    expect(screen.getByText(FIX_ERRORS)).toBeInTheDocument();
    expect(field.title()).toHaveFocus();
    expect(field.title()).toHaveAttribute('aria-invalid', 'true');
    expect(field.repo()).toHaveAccessibleDescription(LINK_INVALID);
    expect(operations.filter(({ name }) => name?.startsWith('AdminCreate'))).toEqual([]);
  });

  it('refuses an end before the start and a slug with capitals, in Turkish', async () => {
    const { user, operations } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [] });
    await user.type(await screen.findByLabelText('Başlık *'), 'Proje');
    await user.type(field.slug(), 'Büyük Harf');
    // A browser's month input gives 'YYYY-MM'; jsdom's takes what is typed.
    await user.type(field.start(), '2025-03');
    await user.type(field.end(), '2024-01');
    await user.click(screen.getByRole('button', { name: 'Taslak olarak kaydet' }));

    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir',
      ),
    ).toBeInTheDocument();
    expect(field.slug()).toHaveFocus();
    expect(operations.filter(({ name }) => name?.startsWith('AdminCreate'))).toEqual([]);
    expect(INVALID_MONTH).toBe('Tarih YYYY-AA biçiminde olmalıdır (ör. 2024-05)');
  });

  it('creates a published project with every field as the contract spells it', async () => {
    const { user, operations } = renderAdminScreen(<ProjectFormPage />, { ...NEW, mocks: [created] });
    await user.type(await screen.findByLabelText('Başlık *'), ' Yeni proje ');
    await user.type(field.summary(), 'Kısa özet');
    expect(screen.getByText('9/200 karakter')).toBeInTheDocument();
    await user.type(field.technologies(), 'React, node.js,, React ');
    await user.type(field.repo(), 'https://github.com/ornek/proje');
    await user.type(field.start(), '2024-05');
    expect(field.end()).toHaveAccessibleDescription(ONGOING_SHOWN);
    await user.click(field.featured());
    await user.click(screen.getByRole('button', { name: 'Yayımla' }));

    await waitFor(() => expect(operations.some(({ name }) => name === 'AdminCreateProject')).toBe(true));
    const sent = operations.find(({ name }) => name === 'AdminCreateProject')!.variables;
    expect(sent).toEqual({
      input: {
        title: 'Yeni proje',
        slug: null,
        summary: 'Kısa özet',
        content: '',
        cover: '',
        technologies: ['React', 'node.js'],
        links: { repo: 'https://github.com/ornek/proje', demo: '' },
        startDate: '2024-05',
        endDate: null,
        featured: true,
        english: null,
        status: 'PUBLISHED',
      },
    });
    expect(await within(toasts()).findByText(CREATED)).toBeInTheDocument();
  });

  it("edits a loaded project and sends the version it began from; the server's refusal is shown", async () => {
    const update = (result: Mock['result']): Mock => ({
      request: { query: AdminUpdateProjectDocument, variables: () => true },
      result,
    });
    const { user, operations } = renderAdminScreen(<ProjectFormPage />, {
      ...EDIT,
      mocks: [
        projectMock(project),
        graphQLError(update({}).request, 'Bu bağlantı adresi zaten kullanılıyor', 'BAD_USER_INPUT'),
        update({ data: { updateProject: { __typename: 'Project', ...project } } }),
      ],
    });
    expect(await screen.findByDisplayValue('Portfolyo Sitesi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Proje Düzenle' })).toBeInTheDocument();
    expect(screen.getByAltText('Kapak görseli önizlemesi')).toHaveAttribute('src', '/uploads/kapak.jpg');
    expect(field.technologies()).toHaveValue('React, Node.js');
    expect(field.featured()).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Bu bağlantı adresi zaten kullanılıyor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await within(toasts()).findByText(UPDATED)).toBeInTheDocument();
    const updates = operations.filter(({ name }) => name === 'AdminUpdateProject');
    expect(updates[0]!.variables).toMatchObject({ id: 'j1', expected: UPDATED_AT, input: { status: 'PUBLISHED' } });
  });

  it('removes the cover', async () => {
    const { user } = renderAdminScreen(<ProjectFormPage />, { ...EDIT, mocks: [projectMock(project)] });
    await user.click(await screen.findByRole('button', { name: 'Kapak görselini kaldır' }));
    expect(screen.queryByAltText('Kapak görseli önizlemesi')).not.toBeInTheDocument();
    expect(screen.getByText('Kapak görseli yok')).toBeInTheDocument();
  });

  it("says 'Proje bulunamadı' for an unknown id", async () => {
    renderAdminScreen(<ProjectFormPage />, { ...EDIT, mocks: [projectMock(null)] });
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });
});
