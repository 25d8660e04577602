import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminBlogRevisionDocument,
  AdminBlogRevisionsDocument,
  type AdminBlogRevisionQuery,
  type AdminBlogRevisionsQuery,
} from '../../../gql/admin/graphql';
import { renderAdminScreen } from '../../../test/admin';
import { networkError, type Mock } from '../../../test/render';
import { compareContent, RevisionsPanel } from './RevisionsPanel';

type Item = NonNullable<AdminBlogRevisionsQuery['blog']>['revisions'][number];
type Revision = NonNullable<AdminBlogRevisionQuery['blogRevision']>;

const saved: Item = { id: 'r1', kind: 'SAVED', savedAt: '2026-11-27T11:32:00.000Z', title: 'Eski başlık' };
const autosaved: Item = { id: 'r2', kind: 'AUTOSAVED', savedAt: '2026-11-26T21:05:00.000Z', title: 'Taslak başlık' };

const revision: Revision = {
  ...saved,
  slug: 'eski-baslik',
  shortDescription: 'Aynı kısa açıklama',
  content: '<h2>Giriş</h2><p>Eski paragraf</p><p>Ortak paragraf</p>',
  tags: ['react'],
  publishDate: '2026-11-20T09:00:00.000Z',
  english: null,
};

const current = {
  title: 'Yeni başlık',
  shortDescription: 'Aynı kısa açıklama',
  content: '<h2>Giriş</h2><p>Yeni paragraf</p><p>Ortak paragraf</p>',
  tags: 'react, web',
};

const listRequest = { query: AdminBlogRevisionsDocument, variables: { id: 'p1' } };
const listMock = (items: Item[]): Mock => ({
  request: listRequest,
  result: {
    data: {
      blog: {
        __typename: 'BlogPost',
        id: 'p1',
        revisions: items.map((item) => ({ __typename: 'BlogRevision', ...item })),
      },
    },
  },
});
const revisionMock = (value: Revision): Mock => ({
  request: { query: AdminBlogRevisionDocument, variables: { postId: 'p1', id: value.id } },
  result: { data: { blogRevision: { __typename: 'BlogRevision', ...value } } },
});

function renderPanel(mocks: Mock[]) {
  const onRestore = vi.fn();
  const onClose = vi.fn();
  const rendered = renderAdminScreen(
    <RevisionsPanel postId="p1" current={current} onRestore={onRestore} onClose={onClose} />,
    { mocks },
  );
  return { ...rendered, onRestore, onClose };
}

const panel = () => screen.getByRole('region', { name: 'Sürümler' });
const versionButton = (name: RegExp) => screen.findByRole('button', { name });

describe('RevisionsPanel', () => {
  it('lists the versions with their time in Türkiye and their kind', async () => {
    renderPanel([listMock([saved, autosaved])]);
    expect(screen.getByRole('heading', { level: 2, name: 'Sürümler' })).toBeInTheDocument();
    expect(panel()).toBeInTheDocument();

    const first = await versionButton(/Eski başlık/);
    expect(first).toHaveTextContent('27 Kasım 2026 14:32');
    expect(within(first).getByText('Kaydedildi')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Otomatik');
    expect(first).toHaveAttribute('aria-pressed', 'false');

    const second = screen.getByRole('button', { name: /Taslak başlık/ });
    expect(second).toHaveTextContent('27 Kasım 2026 00:05'); // after midnight in Türkiye
    expect(within(second).getByText('Otomatik kaydedildi')).toBeInTheDocument();

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Eski başlık'),
      expect.stringContaining('Taslak başlık'),
    ]);
  });

  it('shows the chosen version beside the current text, with what differs marked', async () => {
    const { user } = renderPanel([listMock([saved, autosaved]), revisionMock(revision)]);
    await user.click(await versionButton(/Eski başlık/));

    expect(screen.getByRole('button', { name: /Eski başlık/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Taslak başlık/ })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Karşılaştırma' })).toHaveFocus());

    const chosen = await screen.findByRole('region', { name: 'Seçilen sürüm' });
    const now = screen.getByRole('region', { name: 'Şimdiki metin' });
    expect(within(chosen).getByText('Eski başlık')).toBeInTheDocument();
    expect(within(now).getByText('Yeni başlık')).toBeInTheDocument();
    expect(within(chosen).getByText('Aynı kısa açıklama')).toBeInTheDocument();
    expect(within(now).getByText('Aynı kısa açıklama')).toBeInTheDocument();
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['react']);
    expect(
      within(now)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['react', 'web']);

    const differences = within(screen.getByRole('list', { name: 'Farklar' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(differences).toEqual(['Başlık Farklı', 'Kısa Açıklama Aynı', 'Etiketler Farklı', 'İçerik Farklı']);

    // The content as HTML in a .prose box, the paragraphs the other side lacks marked.
    const old = within(chosen).getByText('Eski paragraf');
    expect(old.closest('.prose')).not.toBeNull();
    expect(old).toHaveClass('revision-changed');
    expect(within(chosen).getByRole('heading', { name: 'Giriş' })).not.toHaveClass('revision-changed');
    expect(within(chosen).getByText('Ortak paragraf')).not.toHaveClass('revision-changed');
    expect(within(now).getByText('Yeni paragraf')).toHaveClass('revision-changed');
    expect(within(now).getByText('Ortak paragraf')).not.toHaveClass('revision-changed');
  });

  it("calls onRestore with the loaded version on 'Bu sürümü geri yükle', and onClose on 'Kapat'", async () => {
    const { user, onRestore, onClose } = renderPanel([listMock([saved]), revisionMock(revision)]);
    await user.click(await versionButton(/Eski başlık/));
    await user.click(await screen.findByRole('button', { name: 'Bu sürümü geri yükle' }));
    expect(onRestore).toHaveBeenCalledTimes(1);
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining(revision));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Sürümler yüklenemedi' when the list does not load, and tries again", async () => {
    const { user, operations } = renderPanel([networkError(listRequest), listMock([saved])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sürümler yüklenemedi');
    expect(screen.queryByRole('button', { name: /Eski başlık/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await versionButton(/Eski başlık/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(operations.filter((operation) => operation.name === 'AdminBlogRevisions')).toHaveLength(2);
  });

  it('says so when the post has no versions yet', async () => {
    renderPanel([listMock([])]);
    expect(await screen.findByText('Henüz kaydedilmiş bir sürüm yok.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('compareContent', () => {
  it('marks the blocks whose text the other side lacks, ignoring whitespace, and sees a reordering', () => {
    const same = compareContent('<p>Bir</p><p>İki  metin</p>', '<p>Bir</p>\n<p>İki metin</p>');
    expect(same.differs).toBe(false);
    expect(same.chosen).not.toContain('revision-changed');

    const moved = compareContent('<p>Bir</p><p>İki</p>', '<p>İki</p><p>Bir</p>');
    expect(moved.differs).toBe(true);
    expect(moved.current).not.toContain('revision-changed');

    const changed = compareContent('<p>Bir</p><h2>Bir</h2><img src="/a.png">', '<p>Bir</p><img src="/b.png">');
    expect(changed.chosen).toBe(
      '<p>Bir</p><h2 class="revision-changed">Bir</h2><img src="/a.png" class="revision-changed">',
    );
    expect(changed.current).toBe('<p>Bir</p><img src="/b.png" class="revision-changed">');
  });
});
