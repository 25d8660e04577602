import { withHeadingIds } from '@portfolio/content-rules';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/States';
import { PreviewBanner } from '../blog/PostArticle';
import { sanitizePostHtml } from '../blog/sanitizePostHtml';
import { PROJECT_DRAFT_PARAM, readProjectDraftPreview } from './draftPreview';
import { BackToProjects, ProjectArticle } from './ProjectArticle';

export const PROJECT_DRAFT_BANNER = 'Önizleme: kaydedilmemiş metin. Sitedeki proje, siz kaydedene kadar değişmez.';
export const NO_PROJECT_DRAFT = "Önizlenecek metin bulunamadı. Editörde 'Önizle'ye yeniden basın.";

/**
 * The project editor's unsaved text as its page would show it (the same article, prose styles, and
 * the allowlist the gateway applies on saving), under a banner that says it is not saved. Read once,
 * from this browser's storage (draftPreview.ts): a later 'Önizle' opens a new tab.
 */
export default function ProjectDraftPreviewPage() {
  const [params] = useSearchParams();
  const [draft] = useState(() => readProjectDraftPreview(params.get(PROJECT_DRAFT_PARAM) ?? ''));
  const [content] = useState(() => (draft ? withHeadingIds(sanitizePostHtml(draft.content)) : ''));
  useEffect(() => {
    document.title = draft ? `Önizleme: ${draft.title}` : 'Önizleme';
  }, [draft]);
  return (
    <div className="page container">
      <BackToProjects />
      {draft ? (
        <ProjectArticle
          // No slug yet, perhaps: the page links nowhere by it.
          project={{ ...draft, slug: '', locale: 'TR', content }}
          banner={<PreviewBanner>{PROJECT_DRAFT_BANNER}</PreviewBanner>}
        />
      ) : (
        <ErrorBox message={NO_PROJECT_DRAFT} />
      )}
    </div>
  );
}
