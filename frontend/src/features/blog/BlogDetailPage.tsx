import { postPath, postShareImagePath, PREVIEW_PARAM, SHARE_IMAGE } from '@portfolio/content-rules';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { longDateTimeText } from '../../lib/format';
import { PermanentRedirect, useStatus } from '../../lib/render';
import { blogPostingLd, breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { SubscribeForm } from '../subscribe/SubscribeForm';
import { PostNeighbours, RelatedPosts } from './NextReads';
import { BackToList, PostArticle, PreviewBanner } from './PostArticle';
import { useBlogPost, useBlogPreview, useCountView } from './useBlog';

const NOT_FOUND = 'Blog bulunamadı';

export const PREVIEW_DRAFT = 'Önizleme: bu yazı henüz yayında değil.';
export const previewScheduled = (publishDate: string) =>
  `Önizleme: bu yazı ${longDateTimeText(publishDate)} tarihinde yayımlanacak.`;
export const PREVIEW_PUBLISHED = 'Önizleme: bu yazı yayında.';

/** What the preview banner says of a post: a draft, scheduled for later, or already out. */
export function previewText(post: { status: 'DRAFT' | 'PUBLISHED'; publishDate: string }, now = Date.now()) {
  if (post.status === 'DRAFT') return PREVIEW_DRAFT;
  return new Date(post.publishDate).getTime() > now ? previewScheduled(post.publishDate) : PREVIEW_PUBLISHED;
}

/**
 * docs/product/public.md#blog-detail: the post as rich HTML (sanitised by the gateway on every
 * write), all tags. Opened by its slug; an id or a former slug answers 301 to the current one. One
 * view is counted by the browser once the page is up.
 *
 * With `?onizleme=1` it is the owner's preview (docs/publishing.md#drafts-and-schedules): the post
 * is read with `blog(id, preview: true)` whatever its state, under a banner that says so; no view is
 * counted and the page is not indexed. Anyone but the admin gets FORBIDDEN, shown as this page's
 * 404.
 */
export default function BlogDetailPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const preview = params.get(PREVIEW_PARAM) === '1';
  const published = useBlogPost(slug, { skip: preview });
  const previewed = useBlogPreview(slug, { skip: !preview });
  const { post, loading } = preview ? previewed : published;
  // FORBIDDEN: a visitor who is not the admin asked for a preview; for them the post does not exist.
  const rawError = preview ? previewed.error : published.error;
  const error = errorCode(rawError) === 'FORBIDDEN' ? undefined : rawError;
  useCountView(preview ? undefined : post?.id);
  useStatus(!loading && !error && !post ? 404 : 200);
  usePageHead((site) => {
    if (!post) return { title: NOT_FOUND, description: NOT_FOUND, path: postPath(slug), noindex: true };
    const path = postPath(post.slug);
    const card = post.shareImage === postShareImagePath(post.slug);
    return {
      title: post.title,
      // Only a draft's preview can lack a summary (a published post never does): its title stands in.
      description: post.shortDescription || post.title,
      path,
      noindex: preview || undefined,
      type: 'article',
      image: { url: post.shareImage, alt: post.title, size: card ? SHARE_IMAGE : undefined },
      article: { publishedTime: post.publishDate, modifiedTime: post.updatedAt, tags: post.tags },
      jsonLd: [
        blogPostingLd(site, post, post.shareImage),
        breadcrumbLd(site, [
          { name: site.name, path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path },
        ]),
      ],
    };
  });

  if (loading) return <Spinner />;
  if (post && post.slug !== slug) return <PermanentRedirect to={postPath(post.slug, preview)} />;
  return (
    <div className="page container">
      <BackToList />
      {error ? (
        <ErrorBox message={errorText(error, 'Blog yazısı yüklenemedi')} />
      ) : !post ? (
        <ErrorBox message={NOT_FOUND} />
      ) : (
        <>
          <PostArticle
            post={post}
            countsViewOf={preview ? undefined : post.id}
            banner={preview && previewed.post && <PreviewBanner>{previewText(previewed.post)}</PreviewBanner>}
            neighbours={<PostNeighbours previous={post.previous} next={post.next} />}
            invitation={!preview && <SubscribeForm />}
          />
          <RelatedPosts posts={post.related} />
        </>
      )}
    </div>
  );
}
