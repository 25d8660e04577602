import { CONTACT_RULES, checkForm, translator, type Locale, type TextRule } from '@portfolio/content-rules';

export type ContactForm = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/**
 * The rules in `locale`: the gateway's own (content-rules, Turkish) on a Turkish page; on an English
 * one the same limits with the catalogue's English messages (the API's stay Turkish).
 */
function rulesIn(locale: Locale): Record<keyof ContactForm, TextRule> {
  if (locale === 'tr') return CONTACT_RULES;
  const t = translator(locale);
  const { name, email, message } = CONTACT_RULES;
  const tooLong = (label: string, max: number) => t('common.tooLong', { label, max });
  return {
    name: { ...name, required: t('form.nameRequired'), tooLong: tooLong(t('contact.name'), name.max) },
    email: {
      ...email,
      required: t('form.emailRequired'),
      invalid: t('form.emailInvalid'),
      tooLong: tooLong(t('contact.email'), email.max),
    },
    message: {
      ...message,
      required: t('contact.messageRequired'),
      tooShort: t('common.tooShort', { label: t('contact.message'), min: message.min }),
      tooLong: tooLong(t('contact.message'), message.max),
    },
  };
}

/** The checks of docs/product/public.md#contact-form-validation (the gateway's, from @portfolio/content-rules), run on submit; nothing is sent while any error exists. */
export const validateContact = (form: ContactForm, locale: Locale = 'tr'): ContactErrors =>
  checkForm(rulesIn(locale), form);
