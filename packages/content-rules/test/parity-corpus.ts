/**
 * One corpus for the forms the frontend checks before sending: each case changes one field of a
 * valid form and says what both the frontend's validator and the gateway (both doors) answer:
 * `null` when the input is accepted, else the Turkish message. The messages are written out here
 * on purpose: they are what people read, and a change to one must be a change to this file too.
 * frontend/src/test/content-rules-parity.test.ts and gateway/test/content-rules-parity.test.ts run it.
 */
export type ParityCase = { field: string; value: string; expected: string | null };

const INVALID_EMAIL = 'Geçerli bir e-posta adresi giriniz';
const longEmail = (length: number) => `${'a'.repeat(length - '@ornek.com'.length)}@ornek.com`;

/** The public contact form (docs/product/public.md#contact-form-validation). The gateway takes 5 messages per address: at most 5 accepted cases. */
export const CONTACT_FORM = { name: 'Deniz', email: 'deniz@example.com', message: 'Merhaba, nasılsınız?' };
export const CONTACT_CASES: ParityCase[] = [
  { field: 'name', value: 'Deniz', expected: null },
  { field: 'name', value: '  A ', expected: null },
  { field: 'email', value: 'deniz.yilmaz+iletisim@mail.example.com.tr', expected: null },
  { field: 'email', value: longEmail(254), expected: null },
  { field: 'message', value: '   1234567890   ', expected: null },

  { field: 'name', value: '', expected: 'İsim alanı zorunludur' },
  { field: 'name', value: '   ', expected: 'İsim alanı zorunludur' },
  { field: 'name', value: 'x'.repeat(101), expected: 'İsim en fazla 100 karakter olabilir' },
  { field: 'email', value: '', expected: 'E-posta alanı zorunludur' },
  { field: 'email', value: '  ', expected: 'E-posta alanı zorunludur' },
  { field: 'email', value: longEmail(255), expected: 'E-posta en fazla 254 karakter olabilir' },
  ...['deniz', 'deniz@', '@example.com', 'deniz@example', 'deniz@example.', 'de niz@example.com', 'a@b@c.d'].map(
    (value) => ({ field: 'email', value, expected: INVALID_EMAIL }),
  ),
  { field: 'message', value: '', expected: 'Mesaj alanı zorunludur' },
  { field: 'message', value: '123456789', expected: 'Mesaj en az 10 karakter olmalıdır' },
  { field: 'message', value: '   123456789    ', expected: 'Mesaj en az 10 karakter olmalıdır' },
  { field: 'message', value: 'x'.repeat(5001), expected: 'Mesaj en fazla 5000 karakter olabilir' },
];

/** The admin's contact info (both fields optional; the form checks the e-mail). */
export const CONTACT_INFO_FORM = { email: '', location: 'İstanbul' };
export const CONTACT_INFO_CASES: ParityCase[] = [
  ...['', '   ', 'ad@ornek.com', 'ad.soyad@alt.ornek.org', ' ad@ornek.tr ', 'a+b@ornek.co', longEmail(254)].map(
    (value) => ({ field: 'email', value, expected: null }),
  ),
  ...['ad', 'ad@', '@ornek.com', 'ad@ornek', 'ad@ornek.c', 'ad@ornek.info', 'ad @ornek.com', 'ad@ornek.c0m'].map(
    (value) => ({ field: 'email', value, expected: INVALID_EMAIL }),
  ),
  { field: 'email', value: longEmail(255), expected: 'E-posta en fazla 254 karakter olabilir' },
];

/**
 * The slug field of the admin's blog form, as on edit, where it holds the post's slug (on a new
 * post an empty field means 'make it from the title' and is not sent). The gateway half sends
 * each value as the slug of one post, so accepted values never clash with another post's.
 */
export const BLOG_FORM = {
  title: 'Türkçe yazı',
  shortDescription: 'Kısa açıklama',
  content: '<p>İçerik</p>',
  tags: [] as string[],
  slug: 'turkce-yazi',
};
const INVALID_SLUG = 'Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir';
export const BLOG_SLUG_CASES: ParityCase[] = [
  ...['turkce-yazi-1', '  istanbul-notlari  ', '2025', 'a-b-c', 'x'.repeat(80)].map((value) => ({
    field: 'slug',
    value,
    expected: null,
  })),
  { field: 'slug', value: '', expected: 'Bağlantı adresi boş olamaz' },
  { field: 'slug', value: '   ', expected: 'Bağlantı adresi boş olamaz' },
  { field: 'slug', value: 'x'.repeat(81), expected: 'Bağlantı adresi en fazla 80 karakter olabilir' },
  ...['Turkce', 'türkçe-yazı', 'iki kelime', '-tire', 'tire-', 'çift--tire', 'alt_cizgi', 'a/b', 'a.b', "a'b"].map(
    (value) => ({ field: 'slug', value, expected: INVALID_SLUG }),
  ),
];

/** A short name for a case in a test title (long values by their length). */
export const caseName = ({ field, value, expected }: ParityCase) =>
  `${field} ${value.length > 40 ? `(${value.length} karakter)` : JSON.stringify(value)} → ${expected ?? 'kabul'}`;
