/**
 * Following the site by e-mail (issue 47): the subscription pages' addresses, the answers the plain
 * form's POST sends the reader back with (`/subscribe?durum=…`), and their Turkish texts, once for
 * the gateway (its router's redirects, the mails' links) and the frontend (the form, the pages).
 */

/** The form's page, and where the plain form POSTs (the gateway answers 303 to `?durum=…`). */
export const SUBSCRIBE_PATH = '/subscribe';
/** The query parameter naming what happened: `/subscribe?durum=gonderildi`. */
export const SUBSCRIPTION_STATUS_PARAM = 'durum';

/** The confirmation mail's link: a page whose button POSTs to the same address (a GET confirms nothing). */
export const subscribeConfirmPath = (token: string) => `${SUBSCRIBE_PATH}/confirm/${encodeURIComponent(token)}`;
/** A post mail's way out: a page with a button, and the List-Unsubscribe URL (RFC 8058's POST). */
export const unsubscribePath = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

/**
 * A confirm or leave token as the gateway writes it: the subscriber's uuid, a dot, 22 characters of
 * base64url (its HMAC). Any other segment is no page (the shared 404), so a made-up address costs no render.
 */
export const SUBSCRIPTION_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{22}$/i;

/** What `?durum=` names, each with its sentence; `error` ones are shown as alerts. */
export const SUBSCRIPTION_STATUSES = {
  gonderildi: {
    error: false,
    text: 'Onay bağlantısını e-postanıza gönderdik. Aboneliğiniz, bağlantıya tıklayıp onayladığınızda başlar.',
  },
  gecersiz: { error: true, text: 'Geçerli bir e-posta adresi girin' },
  'cok-fazla': { error: true, text: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.' },
  onaylandi: { error: false, text: 'Aboneliğiniz onaylandı. Yeni yazılar e-postanıza gelecek.' },
  ayrildi: { error: false, text: 'Abonelikten çıktınız. Size bir daha e-posta göndermeyeceğiz.' },
  'baglanti-gecersiz': { error: true, text: 'Bu bağlantı geçersiz ya da süresi dolmuş' },
} as const satisfies Record<string, { error: boolean; text: string }>;

export type SubscriptionStatus = keyof typeof SUBSCRIPTION_STATUSES;

/** `/subscribe?durum={status}`: where the plain routes send the reader back. */
export const subscriptionStatusPath = (status: SubscriptionStatus) =>
  `${SUBSCRIBE_PATH}?${SUBSCRIPTION_STATUS_PARAM}=${status}`;

/** The status a `durum` value names, or null (no message: the bare form). */
export const subscriptionStatusOf = (value: string | null): SubscriptionStatus | null =>
  value !== null && Object.hasOwn(SUBSCRIPTION_STATUSES, value) ? (value as SubscriptionStatus) : null;

/** The form's and the pages' texts (docs/product/public.md#subscribing). */
export const SUBSCRIPTION_TEXTS = {
  title: 'Yeni yazılardan haberdar olun',
  label: 'E-posta adresiniz',
  submit: 'Abone ol',
  confirmTitle: 'Aboneliğinizi onaylayın',
  confirm: 'Aboneliği onayla',
  leaveTitle: 'Abonelikten çık',
  leave: 'Abonelikten çık',
  /** The one-click POST's (RFC 8058) plain-text answer. */
  left: 'Abonelikten çıktınız.',
} as const;

/**
 * The owner's CSV import of subscribers: at most this many rows (the header aside) and bytes
 * (UTF-8; a decimal megabyte, under the request's own limit, so a CSV a little larger is told so,
 * not just 'too large'), refused whole beyond them. The admin screen checks a file's size before
 * reading it, the gateway the text.
 */
export const SUBSCRIBER_IMPORT = {
  rows: 10_000,
  bytes: 1_000_000,
  tooManyRows: 'Bir seferde en fazla 10 000 satır aktarılabilir',
  tooLarge: 'CSV dosyası en fazla 1 MB olabilir',
} as const;
