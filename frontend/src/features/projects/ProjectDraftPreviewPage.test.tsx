import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COVER, renderWithProviders } from '../../test/render';
import {
  forgetProjectDraftPreview,
  PROJECT_DRAFT_PREVIEW_PATH,
  projectDraftPreviewPath,
  readProjectDraftPreview,
  storeProjectDraftPreview,
  type ProjectDraftPreview,
} from './draftPreview';
import ProjectDraftPreviewPage, { NO_PROJECT_DRAFT, PROJECT_DRAFT_BANNER } from './ProjectDraftPreviewPage';

const draft: ProjectDraftPreview = {
  title: 'Kaydedilmemiş proje',
  summary: 'Henüz kaydedilmedi.',
  content: '<h2>Giriş</h2><p onclick="alert(1)">Yeni <strong>paragraf</strong></p><script>alert(2)</script>',
  cover: COVER,
  technologies: ['Rust', 'Node.js'],
  links: { repo: 'https://github.com/deniz/proje', demo: '' },
  startDate: '2025-06',
  endDate: null,
  featured: false,
};

const renderPreview = (slot: string) =>
  renderWithProviders(<ProjectDraftPreviewPage />, {
    route: projectDraftPreviewPath(slot),
    path: PROJECT_DRAFT_PREVIEW_PATH,
  });

beforeEach(() => localStorage.clear());

describe('ProjectDraftPreviewPage: the project editor’s unsaved text', () => {
  it('shows the project as its page would, sanitised, under a banner saying it is not saved', () => {
    expect(storeProjectDraftPreview('pr1', draft)).toBe(true);
    renderPreview('pr1');
    const article = screen.getByRole('article');
    expect(within(article).getByText(PROJECT_DRAFT_BANNER).closest('.preview-banner')).not.toBeNull();
    expect(within(article).getByRole('heading', { level: 1, name: 'Kaydedilmemiş proje' })).toBeInTheDocument();
    expect(within(article).getByText('Haz 2025 – Devam ediyor')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Kod' })).toHaveAttribute('href', draft.links.repo);
    expect(within(article).queryByRole('link', { name: 'Canlı' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Teknolojiler' })).getAllByRole('link')).toHaveLength(2);
    // Its heading gets the id saving would give it; what the allowlist refuses is gone.
    expect(within(article).getByRole('heading', { level: 2, name: 'Giriş' }).id).toBe('giris');
    expect(within(article).getByText('paragraf').tagName).toBe('STRONG');
    expect(article.innerHTML).not.toContain('alert');
    expect(document.title).toBe('Önizleme: Kaydedilmemiş proje');
  });

  it('says what to do when there is nothing to preview (nothing kept, or not a preview’s shape)', () => {
    renderPreview('yok');
    expect(screen.getByRole('alert')).toHaveTextContent(NO_PROJECT_DRAFT);
    localStorage.setItem('proje-onizleme:bozuk', JSON.stringify({ ...draft, startDate: 'geçen yıl' }));
    expect(readProjectDraftPreview('bozuk')).toBeNull();
  });

  it('forgets a slot once saved', () => {
    storeProjectDraftPreview('yeni', draft);
    expect(readProjectDraftPreview('yeni')).toEqual(draft);
    forgetProjectDraftPreview('yeni');
    expect(readProjectDraftPreview('yeni')).toBeNull();
  });
});
