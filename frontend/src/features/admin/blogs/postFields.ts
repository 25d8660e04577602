import { BLOG_SLUG_RULE, checkText, splitList } from '@portfolio/content-rules';
import type { AdminBlogFieldsFragment, BlogStatus } from '../../../gql/admin/graphql';
import { englishInputOf } from './englishFields';
import type { FormFields } from './localCopy';
import { fromPickerValue, toPickerValue } from './publishDate';

export type Post = AdminBlogFieldsFragment;

/** docs/product/admin.md#blog-form: tags are sent as a list split on commas, trimmed, empty entries dropped. */
export const splitTags = splitList;

/**
 * The slug field's message, or undefined (the gateway's rule, docs/publishing.md#slugs). On a new
 * post the field may stay empty: the gateway then makes the slug from the title.
 */
export const slugError = (slug: string, editing: boolean) =>
  !editing && slug.trim() === '' ? undefined : checkText(BLOG_SLUG_RULE, slug);

/** The version an edit of `post` begins from: its pending edit's, else its own (optimistic concurrency). */
export const versionOf = (post: Post) => post.pendingEdit?.savedAt ?? post.updatedAt;

/** The English version the server holds for the post (issue 50), or null. */
export const englishOf = (post: Post) => post.english ?? null;

/** A version's or a post's English texts as the form's fields ('' without one). */
export const englishFields = (
  english: { title: string; slug: string; shortDescription: string; content: string } | null | undefined,
) => ({
  enTitle: english?.title ?? '',
  enSlug: english?.slug ?? '',
  enShortDescription: english?.shortDescription ?? '',
  enContent: english?.content ?? '',
});

/** The form's fields as the server holds them: a published post's pending edit if it has one. */
export function fieldsOf(post?: Post): FormFields {
  const texts = post?.pendingEdit ?? post;
  return {
    title: texts?.title ?? '',
    slug: texts?.slug ?? '',
    shortDescription: texts?.shortDescription ?? '',
    content: texts?.content ?? '',
    tags: texts?.tags.join(', ') ?? '',
    publishAt: texts?.publishDate ? toPickerValue(texts.publishDate) : '',
    // The post's own flag (a pending edit does not hold it); on by default (issue 47).
    mailSubscribers: post?.mailSubscribers ?? true,
    // The post's own switch for its comments (issue 48); open by default.
    commentsOpen: post?.commentsOpen ?? true,
    // The English version (issue 50): the pending edit's, as its Turkish texts, else the post's.
    ...englishFields(post?.pendingEdit ? post.pendingEdit.english : post?.english),
  };
}

export const sameFields = (a: FormFields, b: FormFields) =>
  (Object.keys(a) as Array<keyof FormFields>).every((key) => a[key] === b[key]);

/**
 * What the gateway is sent for `current` saved as `status`. The picker's value (Istanbul time) is
 * sent only when the owner changed it from `opened` (else: now on a new post, unchanged on an
 * edit, where the picker's minutes would drop the stored seconds).
 */
export function inputOf(current: FormFields, status: BlogStatus, opened: FormFields) {
  const date = fromPickerValue(current.publishAt);
  return {
    title: current.title.trim(),
    // Empty on a new post: the gateway makes it from the title.
    slug: current.slug.trim() || null,
    shortDescription: current.shortDescription.trim(),
    content: current.content,
    tags: splitTags(current.tags),
    status,
    mailSubscribers: current.mailSubscribers,
    commentsOpen: current.commentsOpen,
    english: englishInputOf(current),
    ...(current.publishAt !== opened.publishAt && date ? { publishDate: date } : {}),
  };
}
