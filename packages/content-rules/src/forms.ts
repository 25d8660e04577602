import { CONTENT_LIMITS } from './limits';
import { tooLong, tooShort, type ListRule, type TextRule } from './text';

const { blog, contact, about, settings, account } = CONTENT_LIMITS;

export const NAME_REQUIRED = 'İsim alanı zorunludur';
export const EMAIL_REQUIRED = 'E-posta alanı zorunludur';
export const INVALID_EMAIL = 'Geçerli bir e-posta adresi giriniz';

/** SPEC.md §5: text, at sign, text, dot, text, no spaces (nor control characters). */
export const EMAIL_PATTERN = /^[^\s\p{Cc}@]+@[^\s\p{Cc}@]+\.[^\s\p{Cc}@]+$/u;

/** SPEC.md §5 (contact info): local part, @, domain, ending of 2 to 3 letters; no spaces nor control characters. */
export const CONTACT_EMAIL_PATTERN = /^[^\s\p{Cc}@]+@[^\s\p{Cc}@]+\.[a-zA-Z]{2,3}$/u;

/** SPEC.md §4–5: the public contact form. */
export const CONTACT_RULES = {
  name: { required: NAME_REQUIRED, max: contact.name, tooLong: tooLong('İsim', contact.name) },
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
  title: { required: 'Başlık alanı zorunludur', max: blog.title, tooLong: tooLong('Başlık', blog.title) },
  shortDescription: {
    required: 'Kısa açıklama alanı zorunludur',
    max: blog.shortDescription,
    tooLong: tooLong('Kısa açıklama', blog.shortDescription),
  },
} satisfies Record<string, TextRule>;

export const BLOG_TAGS_RULE: ListRule = {
  max: blog.tags,
  tooMany: `En fazla ${blog.tags} etiket eklenebilir`,
  itemMax: blog.tag,
  itemTooLong: tooLong('Etiketler', blog.tag),
};

export const ABOUT_RULES = {
  name: { required: NAME_REQUIRED, max: about.name, tooLong: tooLong('İsim', about.name) },
  title: { required: 'Unvan alanı zorunludur', max: about.title, tooLong: tooLong('Unvan', about.title) },
  description: {
    required: 'Açıklama alanı zorunludur',
    max: about.description,
    tooLong: tooLong('Açıklama', about.description),
  },
} satisfies Record<string, TextRule>;

export const EXPERIENCE_RULES = {
  title: {
    required: 'Deneyim pozisyonu zorunludur',
    max: about.experienceTitle,
    tooLong: tooLong('Deneyim pozisyonu', about.experienceTitle),
  },
  company: {
    required: 'Deneyim şirketi zorunludur',
    max: about.experienceCompany,
    tooLong: tooLong('Deneyim şirketi', about.experienceCompany),
  },
  period: {
    required: 'Deneyim dönemi zorunludur',
    max: about.experiencePeriod,
    tooLong: tooLong('Deneyim dönemi', about.experiencePeriod),
  },
  description: {
    required: 'Deneyim açıklaması zorunludur',
    max: about.experienceDescription,
    tooLong: tooLong('Deneyim açıklaması', about.experienceDescription),
  },
} satisfies Record<string, TextRule>;

export const TOO_MANY_EXPERIENCES = `En fazla ${about.experiences} deneyim eklenebilir`;

export const TECHNOLOGIES_RULE: ListRule = {
  max: about.technologies,
  tooMany: `En fazla ${about.technologies} teknoloji eklenebilir`,
  itemMax: about.technology,
  itemTooLong: tooLong('Teknoloji adları', about.technology),
};

/** Sign-in. */
export const LOGIN_RULES = {
  email: { required: EMAIL_REQUIRED, max: account.email, tooLong: tooLong('E-posta', account.email) },
  password: { required: 'Şifre alanı zorunludur', max: account.password, tooLong: tooLong('Şifre', account.password) },
} satisfies Record<string, TextRule>;
