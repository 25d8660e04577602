/**
 * Readers who answer (issue 48): the comment form's rules, the answers its plain POST sends the
 * reader back with (`/blog/{slug}?yorum=…#yorumlar`), the comment pages' parameter, the Webmention
 * endpoint, and every Turkish text of the conversation, once for the gateway and the frontend.
 */
import { EMAIL_PATTERN, EMAIL_REQUIRED, INVALID_EMAIL, NAME_REQUIRED } from './forms';
import { tooLong, type TextRule } from './text';

export const COMMENT_LIMITS = {
  name: 100,
  email: 254,
  text: 5000,
  /** A Webmention's source and target, and an author's URL or photo, as received. */
  url: 2048,
} as const;

/** The public comment form (docs/product/public.md#comments). */
export const COMMENT_RULES = {
  name: { required: NAME_REQUIRED, max: COMMENT_LIMITS.name, tooLong: tooLong('İsim', COMMENT_LIMITS.name) },
  email: {
    required: EMAIL_REQUIRED,
    max: COMMENT_LIMITS.email,
    tooLong: tooLong('E-posta', COMMENT_LIMITS.email),
    pattern: EMAIL_PATTERN,
    invalid: INVALID_EMAIL,
  },
  text: {
    required: 'Yorum alanı zorunludur',
    max: COMMENT_LIMITS.text,
    tooLong: tooLong('Yorum', COMMENT_LIMITS.text),
  },
} satisfies Record<string, TextRule>;

/** The form's hidden honeypot field: a filled one stores nothing and answers as a success. */
export const COMMENT_HONEYPOT = 'website';

/** Approved top-level comments a page of a post shows (oldest first); `?yorumlar=2` is the second page. */
export const COMMENTS_PER_PAGE = 50;
export const COMMENT_PAGE_PARAM = 'yorumlar';
/** The query parameter naming what happened to a comment posted without JavaScript. */
export const COMMENT_STATUS_PARAM = 'yorum';
/** The comments section's id: the plain form's answers and the page links land there. */
export const COMMENTS_ANCHOR = 'yorumlar';

/** What `?yorum=` names, each with its sentence; `error` ones are shown as alerts. */
export const COMMENT_STATUSES = {
  bekliyor: { error: false, text: 'Yorumunuz alındı. Onaylandıktan sonra burada görünecek.' },
  yayinlandi: { error: false, text: 'Yorumunuz yayımlandı.' },
  gecersiz: {
    error: true,
    text: 'Yorumunuz gönderilemedi: adınızı, geçerli bir e-posta adresinizi ve en fazla 5000 karakterlik yorumunuzu yazın.',
  },
  'cok-fazla': { error: true, text: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.' },
  kapali: { error: true, text: 'Bu yazı yorumlara kapalı.' },
} as const satisfies Record<string, { error: boolean; text: string }>;

export type CommentStatus = keyof typeof COMMENT_STATUSES;

/** The status a `yorum` value names, or null (no message). */
export const commentStatusOf = (value: string | null): CommentStatus | null =>
  value !== null && Object.hasOwn(COMMENT_STATUSES, value) ? (value as CommentStatus) : null;

/** Where the plain comment form POSTs: the post's own address and `/comments`. */
export const commentFormPath = (slug: string) => `/blog/${encodeURIComponent(slug)}/comments`;

/** Where the plain form sends the reader back: the post, with the answer, at its comments. */
export const commentStatusPath = (slug: string, status: CommentStatus) =>
  `/blog/${encodeURIComponent(slug)}?${COMMENT_STATUS_PARAM}=${status}#${COMMENTS_ANCHOR}`;

/** The site's Webmention endpoint (W3C Webmention), advertised by every page. */
export const WEBMENTION_PATH = '/webmention';

/**
 * Where an answer came from: the site's form (or the owner's reply), another site's Webmention, a
 * fediverse server (issue 49).
 */
export const COMMENT_ORIGINS = ['site', 'webmention', 'fediverse'] as const;
export type CommentOrigin = (typeof COMMENT_ORIGINS)[number];

/** What an answer is: a comment of the form, or a Webmention's (or fediverse) reply, like, repost or mention. */
export const COMMENT_KINDS = ['comment', 'reply', 'like', 'repost', 'mention'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/** How the page and the admin name what another site did ('Ayşe yanıtladı'). */
export const COMMENT_KIND_VERBS: Record<Exclude<CommentKind, 'comment'>, string> = {
  reply: 'yanıtladı',
  like: 'beğendi',
  repost: 'paylaştı',
  mention: 'bahsetti',
};

/** The public section's and the admin's texts (docs/product/public.md#comments, admin.md#comments). */
export const COMMENT_TEXTS = {
  title: 'Yorumlar',
  none: 'Henüz yorum yok. İlk yorumu siz yazın.',
  /** '3 yorum': Turkish counts take the singular. */
  count: (count: number) => `${count} yorum`,
  /** How many likes and reposts a post has (the fediverse's and Webmentions'): '12 beğeni, 3 paylaşım'; '' when none. */
  reactions: (likes: number, reposts: number) =>
    [likes ? `${likes} beğeni` : '', reposts ? `${reposts} paylaşım` : ''].filter(Boolean).join(', '),
  owner: 'Yazar',
  formTitle: 'Yorum yazın',
  name: 'Adınız',
  email: 'E-posta adresiniz',
  emailHint: 'Yayımlanmaz.',
  text: 'Yorumunuz',
  submit: 'Yorumu gönder',
  moderated: 'Yorumlar, yazar onayladıktan sonra yayımlanır.',
  closed: 'Bu yazı yorumlara kapalı.',
  older: 'Önceki yorumlar',
  newer: 'Sonraki yorumlar',
  /** The admin. */
  menu: 'Yorumlar',
  tabs: { pending: 'Bekleyen', approved: 'Onaylanan', spam: 'Spam' },
  approve: 'Onayla',
  reply: 'Yanıtla',
  remove: 'Sil',
  spam: 'Spam olarak işaretle',
  notSpam: 'Spam değil',
  open: 'Yorumlara açık',
  /** The owner's mail for each new comment. */
  mailSubject: (postTitle: string) => `Yeni yorum: ${postTitle}`,
  /** 'Ayarlar'. */
  settingsTitle: 'Yorumlar',
  approveKnown: 'Daha önce onayladığım adreslerin yorumları hemen yayımlansın',
  closeAfterDays: 'Yorumlar yayından kaç gün sonra kapansın',
  closeNever: 'Boş bırakırsanız hiçbir zaman kapanmaz.',
  mailOwner: 'Her yeni yorumda bana e-posta gönder',
} as const;

/** The API's refusals (BAD_USER_INPUT, FORBIDDEN, NOT_FOUND), in Turkish. */
export const COMMENT_ERRORS = {
  closed: 'Bu yazı yorumlara kapalı.',
  notFound: 'Yorum bulunamadı',
  replyToReply: 'Bir yanıta yanıt verilemez',
  closeAfterDays: 'Gün sayısı 1 ile 3650 arasında bir tam sayı olmalıdır',
  /** Webmention (plain-text 400 answers). */
  badUrls: 'source ve target geçerli http(s) adresleri olmalıdır',
  sameUrls: 'source ile target aynı adres olamaz',
  notOurs: 'target bu sitenin bir yazısı değil',
  queueFull: 'Şu anda çok fazla bildirim bekliyor. Lütfen biraz sonra tekrar deneyin.',
} as const;
