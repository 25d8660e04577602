import { CONTENT_LIMITS } from '@portfolio/content-rules';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FiSend } from 'react-icons/fi';
import { errorProps, Field } from '../../components/Field';
import { InlineSpinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { useHydrated } from '../../lib/useHydrated';
import { enabledEarly, takeOverForm, typedEarly } from './earlyForm';
import { useSendContactMessage } from './useSendContactMessage';
import { validateContact, type ContactErrors, type ContactForm as Form } from './validation';
import './contact.css';

const EMPTY: Form = { name: '', email: '', message: '' };
export const SUCCESS_VISIBLE_MS = 5000;
const FIELDS = ['name', 'email', 'message'] as const;

/**
 * docs/product/public.md#contact-form: idle → submitting → success (cleared, notice for 5 s) or
 * error. It sends through GraphQL, so it is enabled once the page runs (by the page's script,
 * before the application: earlyForm.ts); without JavaScript a line says so and offers the e-mail
 * address. A submit with errors is announced and puts the focus on the first marked field; a sent
 * message puts it on the success notice, and on the heading once that goes.
 */
export function ContactForm({ email = '' }: { email?: string }) {
  const hydrated = useHydrated();
  const { locale, t } = useLanguage();
  const SEND_FAILED = t('contact.sendFailed');
  /** Announced when a submit finds errors; the messages themselves are read with each field. */
  const FIX_FIELDS = t('contact.fixFields');
  // Hydrated from what the page's script let the reader do before (earlyForm.ts): same markup, same text.
  const [early] = useState(() => ({ enabled: enabledEarly(), ...typedEarly() }));
  const [form, setForm] = useState<Form>(() => ({ name: early.name, email: early.email, message: early.message }));
  const [website, setWebsite] = useState(early.website); // honeypot: people never see it
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle');
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0); // a fresh summary per submit, so that it is announced again
  const { send } = useSendContactMessage();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const heading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const focusFirstError = useRef(false);
  // Once rendered (the field described by its message), the first marked field takes the focus.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = FIELDS.find((name) => errors[name]);
    if (first) document.getElementById(`contact-${first}`)?.focus();
  }, [errors]);
  useEffect(() => {
    if (status === 'success') notice.current?.focus();
  }, [status]);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => takeOverForm(formElement.current), []);

  const change = (field: keyof Form) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(form, locale);
    setErrors(found);
    clearTimeout(timer.current);
    if (Object.values(found).some(Boolean)) {
      setStatus('idle');
      setAttempt((count) => count + 1);
      focusFirstError.current = true;
      return;
    }
    setStatus('submitting');
    try {
      await send({ variables: { input: { ...form, website: website || null } } });
      setForm(EMPTY);
      setStatus('success');
      timer.current = setTimeout(() => {
        // The focused notice goes: the reader continues from the form's heading, not the page's top.
        if (notice.current?.contains(document.activeElement)) heading.current?.focus();
        setStatus('idle');
      }, SUCCESS_VISIBLE_MS);
    } catch (error) {
      const tooMany = locale === 'tr' ? errorText(error) : t('common.tooMany');
      setFailure(errorCode(error) === 'TOO_MANY_REQUESTS' ? `${SEND_FAILED} ${tooMany}` : SEND_FAILED);
      setStatus('error');
    }
  }

  const submitting = status === 'submitting';
  const field = (name: keyof Form) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    onChange: change(name),
    ...errorProps(`contact-${name}`, errors[name]),
    className: 'input',
  });

  return (
    <form ref={formElement} className="card contact-form" onSubmit={submit} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {t('contact.formTitle')}
      </h2>
      {status === 'success' && (
        <div ref={notice} className="notice notice--success" role="status" tabIndex={-1}>
          {t('contact.sent')}
        </div>
      )}
      {FIELDS.some((name) => errors[name]) && (
        <div key={attempt} className="notice notice--error" role="alert">
          {FIX_FIELDS}
        </div>
      )}
      {status === 'error' && (
        <div className="notice notice--error" role="alert">
          {failure}
        </div>
      )}
      <noscript>
        <p className="contact-form__noscript">
          {t('contact.noscript')}{' '}
          {email ? (
            <>
              {t('contact.noscriptEmailBefore')} <a href={`mailto:${email}`}>{email}</a>
              {t('contact.noscriptEmailAfter')}
            </>
          ) : (
            t('contact.noscriptEnable')
          )}
        </p>
      </noscript>
      <fieldset className="contact-form__fields" disabled={!hydrated && !early.enabled}>
        <Field id="contact-name" label={t('contact.name')} error={errors.name}>
          <input {...field('name')} type="text" autoComplete="name" maxLength={CONTENT_LIMITS.contact.name} />
        </Field>
        <Field id="contact-email" label={t('contact.email')} error={errors.email}>
          <input {...field('email')} type="email" autoComplete="email" maxLength={CONTENT_LIMITS.contact.email} />
        </Field>
        <Field id="contact-message" label={t('contact.message')} error={errors.message}>
          <textarea {...field('message')} rows={6} maxLength={CONTENT_LIMITS.contact.message} />
        </Field>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contact-website">{t('common.honeypot')}</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        <button className="button button--primary contact-form__submit" type="submit" disabled={submitting}>
          {submitting ? (
            <>
              <InlineSpinner /> {t('contact.sending')}
            </>
          ) : (
            <>
              <FiSend aria-hidden="true" /> {t('contact.send')}
            </>
          )}
        </button>
      </fieldset>
    </form>
  );
}
