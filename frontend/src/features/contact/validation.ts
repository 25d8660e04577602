import { CONTACT_RULES, checkForm } from '@portfolio/content-rules';

export type ContactForm = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/** The checks of docs/product/public.md#contact-form-validation (the gateway's, from @portfolio/content-rules), run on submit; nothing is sent while any error exists. */
export const validateContact = (form: ContactForm): ContactErrors => checkForm(CONTACT_RULES, form);
