import { readingMinutes, withHeadingIds } from '@portfolio/content-rules';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/States';
import { DRAFT_PARAM, readDraftPreview } from './draftPreview';
import { BackToList, PostArticle, PreviewBanner } from './PostArticle';
import { sanitizePostHtml } from './sanitizePostHtml';

export const DRAFT_BANNER = 'Önizleme: kaydedilmemiş metin. Sitedeki yazı, siz kaydedene kadar değişmez.';
export const NO_DRAFT = "Önizlenecek metin bulunamadı. Editörde 'Önizle'ye yeniden basın.";

/**
 * The editor's unsaved text as its post page would show it (same article, prose styles, and the
 * allowlist the gateway applies on saving), under a banner that says it is not saved. The text is
 * read once, from this browser's storage: a later 'Önizle' opens a new tab.
 */
export default function DraftPreviewPage() {
  const [params] = useSearchParams();
  const [draft] = useState(() => readDraftPreview(params.get(DRAFT_PARAM) ?? ''));
  // As the gateway stores it on saving (blog.service.ts storedContent), but for the code's colours:
  // the highlighter stays on the gateway, so the preview shows its code plain.
  const [content] = useState(() => (draft ? withHeadingIds(sanitizePostHtml(draft.content)) : ''));
  useEffect(() => {
    document.title = draft ? `Önizleme: ${draft.title}` : 'Önizleme';
  }, [draft]);
  return (
    <div className="page container">
      <BackToList />
      {draft ? (
        <PostArticle
          post={{ ...draft, content, readingMinutes: readingMinutes(content) }}
          banner={<PreviewBanner>{DRAFT_BANNER}</PreviewBanner>}
        />
      ) : (
        <ErrorBox message={NO_DRAFT} />
      )}
    </div>
  );
}
