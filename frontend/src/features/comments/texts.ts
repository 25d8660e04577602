import { translator, type CommentStatus, type Locale } from '@portfolio/content-rules';
import { useLanguage } from '../../lib/i18n';

/**
 * The conversation's texts in the page's language (the catalogues' `comments.*`; in Turkish
 * exactly content-rules' COMMENT_TEXTS, COMMENT_KIND_VERBS and COMMENT_STATUSES).
 */
export function commentTexts(locale: Locale) {
  const t = translator(locale);
  return {
    title: t('comments.title'),
    none: t('comments.none'),
    count: (count: number) => t('comments.count', { count }),
    /** '12 beğeni, 3 paylaşım' ('12 likes, 3 reposts'); '' when none. */
    reactions: (likes: number, reposts: number) =>
      [likes ? t('comments.likes', { count: likes }) : '', reposts ? t('comments.reposts', { count: reposts }) : '']
        .filter(Boolean)
        .join(', '),
    owner: t('comments.owner'),
    formTitle: t('comments.formTitle'),
    name: t('comments.name'),
    email: t('comments.email'),
    emailHint: t('comments.emailHint'),
    text: t('comments.text'),
    submit: t('comments.submit'),
    moderated: t('comments.moderated'),
    closed: t('comments.closed'),
    older: t('comments.older'),
    newer: t('comments.newer'),
    honeypot: t('common.honeypot'),
    verb: (kind: 'reply' | 'like' | 'repost' | 'mention') => t(`comments.verb.${kind}`),
    status: (status: CommentStatus) => t(`comments.status.${status}`),
  };
}

export type CommentTexts = ReturnType<typeof commentTexts>;

export const useCommentTexts = () => commentTexts(useLanguage().locale);
