import type { ApolloCache, Reference } from '@apollo/client';
import type { ContactMessagesQuery, InboxStatusQuery, MessageAction } from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';

export type Message = ContactMessagesQuery['contactMessages'][number];

/** The gateway's MessageFilter (the list is filtered here: see MessagesPage). */
export type MessageFilter = 'INBOX' | 'UNREAD' | 'ARCHIVED' | 'ALL';

export const EMPTY_TEXT = 'Henüz mesaj yok';

/**
 * The inbox's filters, as the gateway's MessageFilter defines them, each with its tab's words and
 * the `?filtre=` value that keeps it in the address (the inbox, the default, has none).
 */
export const FILTERS: ReadonlyArray<{
  filter: MessageFilter;
  param: string | null;
  label: string;
  empty: string;
  shows: (message: Message) => boolean;
}> = [
  {
    filter: 'INBOX',
    param: null,
    label: 'Gelen kutusu',
    empty: 'Gelen kutusunda mesaj yok',
    shows: (message) => message.archivedAt == null,
  },
  {
    filter: 'UNREAD',
    param: 'okunmamis',
    label: 'Okunmamış',
    empty: 'Okunmamış mesaj yok',
    shows: (message) => message.archivedAt == null && message.readAt == null,
  },
  {
    filter: 'ARCHIVED',
    param: 'arsiv',
    label: 'Arşiv',
    empty: 'Arşivde mesaj yok',
    shows: (message) => message.archivedAt != null,
  },
  { filter: 'ALL', param: 'tumu', label: 'Tümü', empty: EMPTY_TEXT, shows: () => true },
];

/** The filter a `?filtre=` value names; the inbox for none or an unknown one. */
export const filterOf = (param: string | null) => FILTERS.find((item) => item.param === param) ?? FILTERS[0]!;

export const REPLY_SUBJECT = 'Re: İletişim formundaki mesajınız';
/** How long the quoted message may make the link's body, encoded: mail clients cut long links. */
export const REPLY_BODY_MAX = 1800;

/** `text` whole if it encodes to at most `budget` characters, else its start and '…'. */
function cut(text: string, budget: number): string {
  let kept = '';
  let used = 0;
  for (const character of text) {
    used += encodeURIComponent(character).length;
    if (used > budget) return `${kept}…`;
    kept += character;
  }
  return kept;
}

/**
 * A mailto: link that opens the owner's mail client on an answer to `message`: to the visitor,
 * 'Re: …', and the message quoted below an empty line for the answer (RFC 6068: CRLF line breaks,
 * everything percent-encoded; '@' left as is, as some clients expect).
 */
export function replyHref(message: Pick<Message, 'name' | 'email' | 'message' | 'createdAt'>): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\r\n');
  const intro = `${dateTimeText(message.createdAt)} tarihinde ${message.name} yazdı:`;
  const body = `\r\n\r\n${intro}\r\n${cut(quoted, REPLY_BODY_MAX - encodeURIComponent(intro).length)}`;
  const to = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(REPLY_SUBJECT)}&body=${encodeURIComponent(body)}`;
}

/** What a bulk action is called on its button and said once done. */
export const ACTIONS: Record<MessageAction, { label: string; done: (count: number) => string }> = {
  READ: { label: 'Okundu işaretle', done: (count) => `${count} mesaj okundu olarak işaretlendi` },
  UNREAD: { label: 'Okunmadı işaretle', done: (count) => `${count} mesaj okunmadı olarak işaretlendi` },
  ARCHIVE: { label: 'Arşivle', done: (count) => `${count} mesaj arşivlendi` },
  UNARCHIVE: { label: 'Arşivden çıkar', done: (count) => `${count} mesaj arşivden çıkarıldı` },
  DELETE: { label: 'Sil', done: (count) => (count === 1 ? 'Mesaj başarıyla silindi' : `${count} mesaj silindi`) },
};

export const CONFIRM_DELETE = 'Bu mesajı silmek istediğinize emin misiniz?';
export const confirmDeleteText = (count: number) =>
  count === 1 ? CONFIRM_DELETE : `${count} mesajı silmek istediğinize emin misiniz?`;

export const DELETE_ERROR = 'Mesaj silinirken bir hata oluştu';
export const MARK_ERROR = 'Mesajın durumu değiştirilirken bir hata oluştu';
export const failureText = (action: MessageAction, count: number) =>
  action === 'DELETE'
    ? count === 1
      ? DELETE_ERROR
      : 'Mesajlar silinirken bir hata oluştu'
    : count === 1
      ? MARK_ERROR
      : 'Mesajların durumu değiştirilirken bir hata oluştu';

/**
 * What the gateway did, done to the cached messages: a deleted one leaves every list, the others
 * get the time their state changed (kept if it had one, as the gateway keeps it). The tabs, their
 * counts and the dashboard all read this one list, so they follow at once.
 */
export function applyToCache(cache: ApolloCache, ids: readonly string[], action: MessageAction) {
  if (action === 'DELETE') {
    const gone = new Set(ids);
    cache.modify<{ contactMessages: Reference[] }>({
      fields: {
        contactMessages: (existing, { readField }) =>
          existing.filter((item) => !gone.has(readField<string>('id', item)!)),
      },
    });
    for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'ContactMessage', id }) });
    cache.gc();
    return;
  }
  const now = new Date().toISOString();
  const field = action === 'READ' || action === 'UNREAD' ? 'readAt' : 'archivedAt';
  const set = action === 'READ' || action === 'ARCHIVE';
  for (const id of ids) {
    cache.modify<Message>({
      id: cache.identify({ __typename: 'ContactMessage', id }),
      fields: { [field]: (value: string | null) => (set ? (value ?? now) : null) },
    });
  }
}

export const retentionText = (days: number) =>
  days > 0 ? `Mesajlar ${days} gün saklanır` : 'Mesajlar süresiz saklanır';

/** How new messages reach the owner by mail, and whether that is failing now. */
export function mailText(status: InboxStatusQuery['inboxStatus']): { text: string; warning: boolean } {
  if (!status.mailEnabled)
    return { text: 'Yeni mesajlar e-postayla bildirilmiyor (SMTP_URL ayarlı değil)', warning: false };
  if (status.mailWaiting > 0 && status.mailError)
    return {
      text: `${status.mailWaiting} e-posta gönderilemedi, yeniden deneniyor: ${status.mailError}`,
      warning: true,
    };
  return { text: 'Her yeni mesaj e-postayla bildirilir', warning: false };
}
