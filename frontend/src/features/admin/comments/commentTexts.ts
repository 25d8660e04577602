import { COMMENT_KIND_VERBS, COMMENT_TEXTS } from '@portfolio/content-rules';
import type { AdminCommentFieldsFragment, CommentAction, CommentStatus } from '../../../gql/admin/graphql';

/**
 * The 'Yorumlar' screen's words (docs/product/admin.md#comments). The conversation's own texts
 * (the menu, the tabs, the actions, 'Yazar', the verbs) are content-rules COMMENT_TEXTS, shared
 * with the public page; these are the screen's messages around them, worded as the inbox's.
 */
export type Comment = AdminCommentFieldsFragment;

export const PAGE_TITLE = COMMENT_TEXTS.menu;
export const TABS_LABEL = 'Yorum durumları';
export const BULK_LABEL = 'Seçili yorumlar';
export const chosenText = (count: number) => `${count} yorum seçili`;
export const LOAD_ERROR = 'Yorumlar yüklenirken bir hata oluştu';

/** The badge's words for screen readers ('Yorumlar, 2 bekleyen yorum'). */
export const pendingLabel = (count: number) => `${count} bekleyen yorum`;

/** The tabs in their order, each with the `?durum=` value that keeps it in the address (none for the first). */
export const TABS: ReadonlyArray<{
  status: CommentStatus;
  key: 'pending' | 'approved' | 'spam';
  param: string | null;
  empty: string;
}> = [
  { status: 'PENDING', key: 'pending', param: null, empty: 'Onay bekleyen yorum yok' },
  { status: 'APPROVED', key: 'approved', param: 'onaylanan', empty: 'Onaylanmış yorum yok' },
  { status: 'SPAM', key: 'spam', param: 'spam', empty: 'Spam olarak işaretlenmiş yorum yok' },
];
export const STATUS_PARAM = 'durum';
export const PAGE_PARAM = 'sayfa';

/** The tab a `?durum=` value names; 'Bekleyen' for none or an unknown one. */
export const tabOf = (param: string | null) => TABS.find((tab) => tab.param === param) ?? TABS[0]!;

/** What each action is called on its buttons, said once done, and said when it failed. */
export const ACTIONS: Record<CommentAction, { label: string; done: (count: number) => string; failed: string }> = {
  APPROVE: {
    label: COMMENT_TEXTS.approve,
    done: (count) => `${count} yorum onaylandı`,
    failed: 'Yorum onaylanırken bir hata oluştu',
  },
  SPAM: {
    label: COMMENT_TEXTS.spam,
    done: (count) => `${count} yorum spam olarak işaretlendi`,
    failed: 'Yorum spam olarak işaretlenirken bir hata oluştu',
  },
  DELETE: {
    label: COMMENT_TEXTS.remove,
    done: (count) => (count === 1 ? 'Yorum silindi' : `${count} yorum silindi`),
    failed: 'Yorum silinirken bir hata oluştu',
  },
};

/** The actions a tab offers, in their order: approving a spam one is 'Spam değil' (it lifts the block). */
export const TAB_ACTIONS: Record<CommentStatus, CommentAction[]> = {
  PENDING: ['APPROVE', 'SPAM', 'DELETE'],
  APPROVED: ['SPAM', 'DELETE'],
  SPAM: ['APPROVE', 'DELETE'],
};
export const actionLabel = (action: CommentAction, status: CommentStatus) =>
  action === 'APPROVE' && status === 'SPAM' ? COMMENT_TEXTS.notSpam : ACTIONS[action].label;

export const confirmDeleteText = (count: number) =>
  count === 1 ? 'Bu yorumu silmek istediğinize emin misiniz?' : `${count} yorumu silmek istediğinize emin misiniz?`;

/** The inline reply form. */
export const REPLY_LABEL = 'Yanıtınız';
export const REPLY_SEND = 'Yanıtı yayımla';
export const REPLY_CANCEL = 'Vazgeç';
export const REPLY_DONE = 'Yanıtınız yayımlandı';
export const REPLY_ERROR = 'Yanıt gönderilirken bir hata oluştu';

/** 'yanıtladı' for a remote reply; nothing for a comment of the site's form. */
export const verbOf = (comment: Pick<Comment, 'kind' | 'origin'>) =>
  comment.origin === 'SITE' || comment.kind === 'COMMENT'
    ? null
    : COMMENT_KIND_VERBS[comment.kind.toLowerCase() as keyof typeof COMMENT_KIND_VERBS];

/** A remote answer is replied to only when it is something said (not a like or a repost), and never a reply. */
export const canReply = (comment: Pick<Comment, 'kind' | 'parentId' | 'isOwner'>) =>
  comment.parentId == null && !comment.isOwner && comment.kind !== 'LIKE' && comment.kind !== 'REPOST';

/** The 'Ayarlar' screen. */
export const SETTINGS_TITLE = 'Ayarlar';
export const SETTINGS_SAVED = 'Yorum ayarları kaydedildi';
