import { CONTENT_LIMITS } from './limits';
import { SLUG_PATTERN } from './slug';
import { tooLong, tooMany, tooShort, type ListRule, type TextRule } from './text';

const { blog, contact, about, settings, account, project } = CONTENT_LIMITS;

export const NAME_REQUIRED = 'İsim alanı zorunludur';
export const EMAIL_REQUIRED = 'E-posta alanı zorunludur';
export const INVALID_EMAIL = 'Geçerli bir e-posta adresi giriniz';

/** docs/product/public.md#contact-form-validation: text, at sign, text, dot, text, no spaces (nor control characters). */
export const EMAIL_PATTERN = /^[^\s\p{Cc}@]+@[^\s\p{Cc}@]+\.[^\s\p{Cc}@]+$/u;

/** docs/product/admin.md#contact-info-editor (contact info): local part, @, domain, ending of 2 to 3 letters; no spaces nor control characters. */
export const CONTACT_EMAIL_PATTERN = /^[^\s\p{Cc}@]+@[^\s\p{Cc}@]+\.[a-zA-Z]{2,3}$/u;

/** A required text field of at most `max` units; `label` names it in the too-long message. */
const requiredText = (required: string, label: string, max: number): TextRule => ({
  required,
  max,
  tooLong: tooLong(label, max),
});

/** At most `max` entries (`what` counts them) of at most `itemMax` units each (`itemLabel` names them). */
const listRule = (what: string, max: number, itemLabel: string, itemMax: number): ListRule => ({
  max,
  tooMany: tooMany(what, max),
  itemMax,
  itemTooLong: tooLong(itemLabel, itemMax),
});

/** docs/product/public.md#contact-form: the public contact form. */
export const CONTACT_RULES = {
  name: requiredText(NAME_REQUIRED, 'İsim', contact.name),
  email: {
    required: EMAIL_REQUIRED,
    max: contact.email,
    tooLong: tooLong('E-posta', contact.email),
    pattern: EMAIL_PATTERN,
    invalid: INVALID_EMAIL,
  },
  message: {
    required: 'Mesaj alanı zorunludur',
    min: contact.messageMin,
    tooShort: tooShort('Mesaj', contact.messageMin),
    max: contact.message,
    tooLong: tooLong('Mesaj', contact.message),
  },
} satisfies Record<string, TextRule>;

/** The admin's contact info: both fields optional (empty hides them). */
export const CONTACT_INFO_RULES = {
  email: {
    max: settings.email,
    tooLong: tooLong('E-posta', settings.email),
    pattern: CONTACT_EMAIL_PATTERN,
    invalid: INVALID_EMAIL,
  },
  location: { max: settings.location, tooLong: tooLong('Konum', settings.location) },
} satisfies Record<string, TextRule>;

/** A social media link (empty entries are dropped). */
export const SOCIAL_LINK_RULE = { max: settings.url, tooLong: tooLong('Bağlantı', settings.url) } satisfies TextRule;

export const BLOG_RULES = {
  title: requiredText('Başlık alanı zorunludur', 'Başlık', blog.title),
  shortDescription: requiredText('Kısa açıklama alanı zorunludur', 'Kısa açıklama', blog.shortDescription),
} satisfies Record<string, TextRule>;

/**
 * A slug the admin writes (docs/publishing.md#slugs). The field may be left out (the gateway then
 * makes one from the title, or keeps the current one); given, it must be a slug.
 */
export const BLOG_SLUG_RULE = {
  required: 'Bağlantı adresi boş olamaz',
  max: blog.slug,
  tooLong: tooLong('Bağlantı adresi', blog.slug),
  pattern: SLUG_PATTERN,
  invalid: 'Bağlantı adresi yalnızca küçük harf (a-z), rakam ve kelimeler arasında tek tire (-) içerebilir',
} satisfies TextRule;

/** A slug that another post has, or once had (former slugs lead to their post forever). */
export const SLUG_TAKEN = 'Bu bağlantı adresi zaten kullanılıyor';
/** An English slug (issue 50: /en/blog/{slug}) another post has or had. */
export const ENGLISH_SLUG_TAKEN = 'Bu İngilizce bağlantı adresi zaten kullanılıyor';

export const BLOG_TAGS_RULE = listRule('etiket', blog.tags, 'Etiketler', blog.tag);

/** A month as 'YYYY-AA' (the form's month input gives it), or empty: a project's start and end. */
export const INVALID_MONTH = 'Tarih YYYY-AA biçiminde olmalıdır (ör. 2024-05)';

/**
 * A project (issue 46): the admin's form and the gateway's ProjectInput. The slug is a post's
 * (BLOG_SLUG_RULE), the technologies PROJECT_TECHNOLOGIES_RULE; a link is empty or an https
 * address with a host that has a dot; a month is empty or 'YYYY-AA'.
 */
export const PROJECT_RULES = {
  title: requiredText('Başlık alanı zorunludur', 'Başlık', project.title),
  summary: { max: project.summary, tooLong: tooLong('Özet', project.summary) },
  cover: { max: project.cover, tooLong: tooLong('Kapak görseli', project.cover) },
  link: {
    max: project.link,
    tooLong: tooLong('Bağlantı', project.link),
    pattern: /^(?:https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?)?$/,
    invalid: 'Bağlantı https:// ile başlayan geçerli bir adres olmalıdır',
  },
  month: {
    max: 7,
    tooLong: INVALID_MONTH,
    pattern: /^(?:(?:19|20|21)\d\d-(?:0[1-9]|1[0-2]))?$/,
    invalid: INVALID_MONTH,
  },
} satisfies Record<string, TextRule>;

/** A project that ended before it began. */
export const END_BEFORE_START = 'Bitiş tarihi başlangıç tarihinden önce olamaz';

/** A project's technologies: tags (a technology's tag page lists its projects), so a post's tags' limits. */
export const PROJECT_TECHNOLOGIES_RULE = listRule(
  'teknoloji',
  project.technologies,
  'Teknoloji adları',
  project.technology,
);

/** A project's cover that is not a photo stored by uploadImage. */
export const PROJECT_COVER_INVALID = 'Kapak görseli, yüklenmiş bir fotoğrafın adresi olmalıdır (/uploads/photo-….jpg)';

export const ABOUT_RULES = {
  name: requiredText(NAME_REQUIRED, 'İsim', about.name),
  title: requiredText('Unvan alanı zorunludur', 'Unvan', about.title),
  description: requiredText('Açıklama alanı zorunludur', 'Açıklama', about.description),
} satisfies Record<string, TextRule>;

export const EXPERIENCE_RULES = {
  title: requiredText('Deneyim pozisyonu zorunludur', 'Deneyim pozisyonu', about.experienceTitle),
  company: requiredText('Deneyim şirketi zorunludur', 'Deneyim şirketi', about.experienceCompany),
  period: requiredText('Deneyim dönemi zorunludur', 'Deneyim dönemi', about.experiencePeriod),
  description: requiredText('Deneyim açıklaması zorunludur', 'Deneyim açıklaması', about.experienceDescription),
} satisfies Record<string, TextRule>;

export const TOO_MANY_EXPERIENCES = tooMany('deneyim', about.experiences);

export const TECHNOLOGIES_RULE = listRule('teknoloji', about.technologies, 'Teknoloji adları', about.technology);

/** Sign-in. */
export const LOGIN_RULES = {
  email: requiredText(EMAIL_REQUIRED, 'E-posta', account.email),
  password: requiredText('Şifre alanı zorunludur', 'Şifre', account.password),
} satisfies Record<string, TextRule>;

/** A two-factor code (or recovery code) that is wrong, too long or reused: sign-in's and the backup download's answer. */
export const WRONG_CODE = 'Doğrulama kodu geçersiz.';

/** The shortest passphrase an encrypted backup takes (age's advice: 8–10 random characters at least). */
export const BACKUP_PASSPHRASE_MIN = 12;

/**
 * The admin's backup download (gateway modules/backup): the password again, and, for an archive
 * that carries the two-factor secrets, the passphrase that encrypts it.
 */
export const BACKUP_RULES = {
  password: LOGIN_RULES.password,
  passphrase: {
    required: 'Yedek parolası zorunludur',
    min: BACKUP_PASSPHRASE_MIN,
    tooShort: tooShort('Yedek parolası', BACKUP_PASSPHRASE_MIN),
    max: account.password,
    tooLong: tooLong('Yedek parolası', account.password),
  },
} satisfies Record<string, TextRule>;

export const PASSPHRASES_DIFFER = 'Yedek parolaları aynı değil';
