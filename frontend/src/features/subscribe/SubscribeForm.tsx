import { useMutation } from '@apollo/client/react';
import {
  EMAIL_PATTERN,
  SUBSCRIBE_PATH,
  SUBSCRIPTION_STATUSES,
  translator,
  type Locale,
  type SubscriptionStatus,
} from '@portfolio/content-rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FiMail } from 'react-icons/fi';
import { InlineSpinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { useHydrated } from '../../lib/useHydrated';
import { SubscribeDocument } from '../../gql/graphql';
import './subscribe.css';

/** The longest address the gateway keeps (RFC 5321's path). */
export const EMAIL_MAX = 254;
/** A failure the contract has no word for (the network, the server). */
export const SUBSCRIBE_FAILED = translator('tr')('subscribe.failed');
/** The form's line, in Turkish: the subscription pages' description. */
export const SUBSCRIBE_LEAD = translator('tr')('subscribe.lead');

/** What the form says: one of the contract's answers, or a failure in words of its own. */
type Answer = SubscriptionStatus | { failed: string };
/** The answers the form itself gives, in the catalogues; the subscription pages' others are Turkish only (as those pages). */
const OWN_ANSWERS = ['gonderildi', 'gecersiz', 'cok-fazla'] as const;
const textOf = (locale: Locale, answer: Answer) => {
  if (typeof answer !== 'string') return answer.failed;
  const own = OWN_ANSWERS.find((known) => known === answer);
  return own ? translator(locale)(`subscribe.status.${own}`) : SUBSCRIPTION_STATUSES[answer].text;
};
const isRefusal = (answer: Answer) => typeof answer !== 'string' || SUBSCRIPTION_STATUSES[answer].error;

/**
 * docs/product/public.md#subscribing: 'Yeni yazılardan haberdar olun' at the end of a post, on /blog,
 * in the footer and on /subscribe. Without JavaScript (and until the application has taken the page
 * over) it is a plain POST to /subscribe, which answers 303 to `/subscribe?durum=…`: that page shows
 * the answer (`status`). Hydrated, it sends the `subscribe` mutation and says the answer in place
 * (role=status, or role=alert for a refusal): it costs the page's first load nothing, since the
 * application arrives on the reader's first touch anyway. The field is the browser's own (not
 * React's), so whatever was typed before hydration stays. `website` is a honeypot: out of sight, out
 * of the tab order and of the accessibility tree; a bot that fills it is told yes and stored nowhere.
 */
export function SubscribeForm({
  heading: Heading = 'h2',
  variant = 'card',
  status = null,
}: {
  heading?: 'h1' | 'h2';
  /** 'card': a post's width; 'wide': a card across the page (/blog); 'footer': the footer's, no card. */
  variant?: 'card' | 'wide' | 'footer';
  /** The answer the plain form came back with (`/subscribe?durum=…`). */
  status?: SubscriptionStatus | null;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const { locale, t } = useLanguage();
  const [answer, setAnswer] = useState<Answer | null>(status);
  const [attempt, setAttempt] = useState(0); // a fresh alert per refusal, so that it is announced again
  const [submitting, setSubmitting] = useState(false);
  const [subscribe] = useMutation(SubscribeDocument);
  const field = useRef<HTMLInputElement>(null);

  const show = (next: Answer) => {
    setAnswer(next);
    if (isRefusal(next)) setAttempt((count) => count + 1);
    if (next === 'gecersiz') field.current?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const website = String(data.get('website') ?? '');
    if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
      show('gecersiz');
      return;
    }
    setSubmitting(true);
    try {
      await subscribe({ variables: { email, website: website || null } });
      form.reset();
      show('gonderildi');
    } catch (error) {
      const code = errorCode(error);
      if (code === 'BAD_USER_INPUT') show('gecersiz');
      else if (code === 'TOO_MANY_REQUESTS') show('cok-fazla');
      else show({ failed: errorText(error, t('subscribe.failed'), locale) });
    } finally {
      setSubmitting(false);
    }
  }

  const said = answer && { text: textOf(locale, answer), refusal: isRefusal(answer) };
  const invalid = answer === 'gecersiz';
  return (
    <form
      className={`subscribe-form subscribe-form--${variant}`}
      method="post"
      action={SUBSCRIBE_PATH}
      // Hydrated, the form says what is wrong itself (in Turkish, announced); before, the browser does.
      noValidate={hydrated}
      onSubmit={submit}
    >
      <div className="subscribe-form__text">
        <Heading className="subscribe-form__title">
          <FiMail aria-hidden="true" className="subscribe-form__icon" />
          {t('subscribe.title')}
        </Heading>
        <p className="subscribe-form__lead">{t('subscribe.lead')}</p>
      </div>
      <div className="subscribe-form__controls">
        <div className="subscribe-form__field">
          <label htmlFor={`${id}-email`}>{t('subscribe.label')}</label>
          <input
            ref={field}
            id={`${id}-email`}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-alert` : undefined}
          />
        </div>
        <button
          type="submit"
          className="button button--primary subscribe-form__submit"
          // Not `disabled`: the focus stays on the button while the answer is awaited.
          aria-disabled={submitting || undefined}
        >
          {submitting && <InlineSpinner />}
          {t('subscribe.submit')}
        </button>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('common.honeypot')}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </div>
      {/* As the contact form's: a notice appears with its message, announced as it appears. */}
      {said && !said.refusal && (
        <p className="notice notice--success subscribe-form__message" role="status">
          {said.text}
        </p>
      )}
      {said?.refusal && (
        <p key={attempt} id={`${id}-alert`} className="notice notice--error subscribe-form__message" role="alert">
          {said.text}
        </p>
      )}
    </form>
  );
}
