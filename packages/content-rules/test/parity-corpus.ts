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

/**
 * The admin's project form (issue 46), as on edit: its fields as typed (the technologies
 * comma-separated, the links apart). The gateway half sends each case as an update of one project,
 * the fields as the form's inputOf makes them (the technologies split on commas, the links in `links`).
 */
export const PROJECT_FORM = {
  title: 'Portfolyo sitesi',
  slug: 'portfolyo-sitesi',
  summary: 'Kendi sitem',
  technologies: 'TypeScript, Node.js',
  repo: 'https://github.com/deniz/portfolyo',
  demo: '',
  startDate: '2024-05',
  endDate: '',
};
const INVALID_LINK = 'Bağlantı https:// ile başlayan geçerli bir adres olmalıdır';
const INVALID_MONTH = 'Tarih YYYY-AA biçiminde olmalıdır (ör. 2024-05)';
const technologies = (count: number) => Array.from({ length: count }, (_, i) => `Teknoloji ${i + 1}`).join(', ');
export const PROJECT_CASES: ParityCase[] = [
  ...['Çiçek sepeti', '  İz  ', 'x'.repeat(200)].map((value) => ({ field: 'title', value, expected: null })),
  ...['', '   '].map((value) => ({ field: 'title', value, expected: 'Başlık alanı zorunludur' })),
  { field: 'title', value: 'x'.repeat(201), expected: 'Başlık en fazla 200 karakter olabilir' },
  ...['', 'Şehrin otobüslerini gösteren bir harita', 'x'.repeat(200)].map((value) => ({
    field: 'summary',
    value,
    expected: null,
  })),
  { field: 'summary', value: 'x'.repeat(201), expected: 'Özet en fazla 200 karakter olabilir' },
  ...['', ' , ', 'Go', technologies(20), `${technologies(20)}, teknoloji 1`, 'x'.repeat(40)].map((value) => ({
    field: 'technologies',
    value,
    expected: null,
  })),
  { field: 'technologies', value: technologies(21), expected: 'En fazla 20 teknoloji eklenebilir' },
  { field: 'technologies', value: `Go, ${'x'.repeat(41)}`, expected: 'Teknoloji adları en fazla 40 karakter olabilir' },
  ...['', '  https://ornek.com.tr  ', 'https://github.com/deniz/proje?sekme=1#oku', 'https://x.io'].map((value) => ({
    field: 'repo',
    value,
    expected: null,
  })),
  ...[
    'http://ornek.com',
    'https://localhost',
    'ornek.com',
    'ftp://ornek.com',
    'https://ornek.com/a b',
    'javascript:alert(1)',
  ].map((value) => ({ field: 'repo', value, expected: INVALID_LINK })),
  { field: 'repo', value: `https://ornek.com/${'x'.repeat(483)}`, expected: 'Bağlantı en fazla 500 karakter olabilir' },
  { field: 'demo', value: 'https://deniz.dev/proje', expected: null },
  { field: 'demo', value: 'https://', expected: INVALID_LINK },
  ...['', '2024-05', '1990-01', '2024-12'].map((value) => ({ field: 'startDate', value, expected: null })),
  ...['2024-13', '2024-00', '2024-5', '1899-12', '24-05', 'Mayıs', '2024-05-01'].map((value) => ({
    field: 'startDate',
    value,
    expected: INVALID_MONTH,
  })),
  ...['', '2024-05', '2025-01'].map((value) => ({ field: 'endDate', value, expected: null })),
  { field: 'endDate', value: '2024-04', expected: 'Bitiş tarihi başlangıç tarihinden önce olamaz' },
  { field: 'endDate', value: '2024/06', expected: INVALID_MONTH },
];

/** A short name for a case in a test title (long values by their length). */
export const caseName = ({ field, value, expected }: ParityCase) =>
  `${field} ${value.length > 40 ? `(${value.length} karakter)` : JSON.stringify(value)} → ${expected ?? 'kabul'}`;
