export type ContactForm = { name: string; email: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/** SPEC.md §5: text, at sign, text, dot, text, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md §5's checks, run on submit; nothing is sent while any error exists. */
export function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'İsim alanı zorunludur';
  if (!form.email.trim()) errors.email = 'E-posta alanı zorunludur';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'Geçerli bir e-posta adresi giriniz';
  if (!form.message.trim()) errors.message = 'Mesaj alanı zorunludur';
  else if (form.message.trim().length < 10) errors.message = 'Mesaj en az 10 karakter olmalıdır';
  return errors;
}
