import {
  COMMENT_PAGE_PARAM,
  COMMENT_STATUS_PARAM,
  localePath,
  postCommentsPath,
  postPath,
  postShareImagePath,
  PREVIEW_PARAM,
  publicPage,
  SHARE_IMAGE,
  type CommentStatus,
} from '@portfolio/content-rules';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ErrorBox, Spinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { longDateTimeText } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { PermanentRedirect, useRendering, useStatus } from '../../lib/render';
import { useSiteName } from '../../lib/useSiteName';
import { CommentsSection } from '../comments/CommentsSection';
import NotFoundPage from '../not-found/NotFoundPage';
import { blogPostingLd, breadcrumbLd } from '../seo/head';
import { usePageHead } from '../seo/usePageHead';
import { SubscribeForm } from '../subscribe/SubscribeForm';
import { PostNeighbours, RelatedPosts } from './NextReads';
import { BackToList, PostArticle, PreviewBanner } from './PostArticle';
import { useBlogPost, useBlogPreview, useCountView } from './useBlog';

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
 *
 * Under a published post, its comments (issue 48): `?yorumlar=n` is their page n (read by
 * content-rules publicPage as the gateway reads it: a malformed one is the 404 page, `?yorumlar=1`
 * moves to the post's own address, a page past the last is the 404 page), `?yorum=…` the plain
 * comment form's answer.
 */
export default function BlogDetailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  if (params.get(PREVIEW_PARAM) === '1') return <BlogPostPage commentPage={1} notice={null} />;
  const address = publicPage(location.pathname, location.search);
  if (address.kind !== 'post') return <NotFoundPage />;
  if (params.get(COMMENT_PAGE_PARAM) === '1') {
    const notice = address.notice ? `?${COMMENT_STATUS_PARAM}=${address.notice}` : '';
    return (
      <PermanentRedirect to={localePath(address.locale, `${postPath(encodeURIComponent(address.slug))}${notice}`)} />
    );
  }
  return <BlogPostPage commentPage={address.commentPage} notice={address.notice} />;
}

function BlogPostPage({ commentPage, notice }: { commentPage: number; notice: CommentStatus | null }) {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const preview = params.get(PREVIEW_PARAM) === '1';
  const { publicUrl } = useRendering();
  const siteName = useSiteName();
  const { locale, t, path: inOwnLanguage } = useLanguage();
  const NOT_FOUND = t('post.notFound');
  const published = useBlogPost(slug, commentPage, { skip: preview });
  const previewed = useBlogPreview(slug, { skip: !preview });
  const { post, loading } = preview ? previewed : published;
  // FORBIDDEN: a visitor who is not the admin asked for a preview; for them the post does not exist.
  const rawError = preview ? previewed.error : published.error;
  const error = errorCode(rawError) === 'FORBIDDEN' ? undefined : rawError;
  useCountView(preview ? undefined : post?.id);
  const thread = preview ? null : published.comments;
  // A page of comments past the last is no page.
  const pastTheEnd = Boolean(post && thread && commentPage > 1 && thread.items.length === 0);
  useStatus((!loading && !error && !post) || pastTheEnd ? 404 : 200);
  usePageHead((site) => {
    if (!post) return { title: NOT_FOUND, description: NOT_FOUND, path: postPath(slug), noindex: true };
    const path = postPath(post.slug);
    const card = post.shareImage === postShareImagePath(post.slug, locale);
    return {
      title: post.title,
      // Only a draft's preview can lack a summary (a published post never does): its title stands in.
      description: post.shortDescription || post.title,
      path,
      noindex: preview || undefined,
      alternates: (post.alternates ?? []).map((alternate) => ({
        locale: alternate.locale === 'EN' ? ('en' as const) : ('tr' as const),
        path: alternate.path,
      })),
      type: 'article',
      image: { url: post.shareImage, alt: post.title, size: card ? SHARE_IMAGE : undefined },
      article: { publishedTime: post.publishDate, modifiedTime: post.updatedAt, tags: post.tags },
      jsonLd: [
        blogPostingLd(site, post, post.shareImage, locale),
        breadcrumbLd(
          site,
          [
            { name: site.name, path: '/' },
            { name: t('layout.nav.blog'), path: '/blog' },
            { name: post.title, path },
          ],
          locale,
        ),
      ],
    };
  });

  if (loading) return <Spinner />;
  if (post && post.slug !== slug) {
    return (
      <PermanentRedirect
        to={inOwnLanguage(preview ? postPath(post.slug, true) : postCommentsPath(post.slug, commentPage))}
      />
    );
  }
  if (pastTheEnd) return <NotFoundPage />;
  return (
    <div className="page container">
      <BackToList />
      {error ? (
        <ErrorBox message={errorText(error, t('post.failed'), locale)} />
      ) : !post ? (
        <ErrorBox message={NOT_FOUND} />
      ) : (
        <>
          <PostArticle
            post={post}
            countsViewOf={preview ? undefined : post.id}
            banner={preview && previewed.post && <PreviewBanner>{previewText(previewed.post)}</PreviewBanner>}
            neighbours={<PostNeighbours previous={post.previous} next={post.next} />}
            invitation={!preview && locale === 'tr' && <SubscribeForm />}
            published={
              preview
                ? undefined
                : {
                    url: `${publicUrl}${inOwnLanguage(postPath(post.slug))}`,
                    author: { name: siteName, url: `${publicUrl}/` },
                    comments: thread?.total ?? null,
                  }
            }
            comments={thread && <CommentsSection post={post} thread={thread} notice={notice} />}
          />
          <RelatedPosts posts={post.related} />
        </>
      )}
    </div>
  );
}
