import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import DraftPreviewPage, { DRAFT_BANNER, NO_DRAFT } from './DraftPreviewPage';
import {
  DRAFT_PREVIEW_PATH,
  draftPreviewPath,
  forgetDraftPreview,
  readDraftPreview,
  storeDraftPreview,
  type DraftPreview,
} from './draftPreview';

const draft: DraftPreview = {
  title: 'Kaydedilmemiş başlık',
  shortDescription: 'Kısa',
  content: '<h2>Giriş</h2><p onclick="alert(1)">Yeni <strong>paragraf</strong></p><script>alert(2)</script>',
  tags: ['react', 'web'],
  publishDate: '2026-12-31T07:00:00.000Z',
};

const renderPreview = (slot: string) =>
  renderWithProviders(<DraftPreviewPage />, { route: draftPreviewPath(slot), path: DRAFT_PREVIEW_PATH });

beforeEach(() => localStorage.clear());

describe('DraftPreviewPage: the editor’s unsaved text', () => {
  it('shows the post as its page would, sanitised, under a banner saying it is not saved', () => {
    expect(storeDraftPreview('p1', draft)).toBe(true);
    renderPreview('p1');
    const article = screen.getByRole('article');
    expect(within(article).getByText(DRAFT_BANNER).closest('.preview-banner')).not.toBeNull();
    expect(within(article).getByRole('heading', { level: 1, name: 'Kaydedilmemiş başlık' })).toBeInTheDocument();
    expect(within(article).getByText('31 Aralık 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Etiketler' })).getAllByRole('listitem')).toHaveLength(2);
    // Its heading gets the id saving would give it; its reading time is counted from the text.
    expect(within(article).getByRole('heading', { level: 2, name: 'Giriş' }).id).toBe('giris');
    expect(within(article).getByText('1 dk okuma')).toBeInTheDocument();
    expect(within(article).getByText('paragraf').tagName).toBe('STRONG');
    expect(article.innerHTML).not.toContain('alert');
    expect(within(article).queryByText(/görüntülenme/)).not.toBeInTheDocument();
    expect(document.title).toBe('Önizleme: Kaydedilmemiş başlık');
  });

  it("reads its own post's slot only", () => {
    storeDraftPreview('p1', draft);
    storeDraftPreview('yeni', { ...draft, title: 'Yeni yazı' });
    renderPreview('yeni');
    expect(screen.getByRole('heading', { level: 1, name: 'Yeni yazı' })).toBeInTheDocument();
  });

  it('says so when there is no text to show (none kept, or forgotten once saved)', () => {
    storeDraftPreview('p1', draft);
    forgetDraftPreview('p1');
    renderPreview('p1');
    expect(screen.getByText(NO_DRAFT)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('takes no malformed text', () => {
    localStorage.setItem('blog-onizleme:p1', JSON.stringify({ ...draft, tags: 'react' }));
    expect(readDraftPreview('p1')).toBeNull();
    localStorage.setItem('blog-onizleme:p1', '{');
    expect(readDraftPreview('p1')).toBeNull();
  });
});
