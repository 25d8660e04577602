import { useMutation } from '@apollo/client/react';
import {
  checkForm,
  COMMENT_HONEYPOT,
  COMMENT_RULES,
  COMMENT_STATUSES,
  commentFormPath,
  translator,
  type CommentStatus,
  type Locale,
  type TextRule,
} from '@portfolio/content-rules';
import { useId, useState, type FormEvent } from 'react';
import { FiSend } from 'react-icons/fi';
import { errorProps, Field } from '../../components/Field';
import { InlineSpinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { useHydrated } from '../../lib/useHydrated';
import { AddCommentDocument } from '../../gql/graphql';
import { commentTexts, type CommentTexts } from './texts';

const FIELDS = ['name', 'email', 'text'] as const;
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

/** What the form says: one of the plain form's answers (content-rules), or the gateway's own words. */
type Answer = CommentStatus | { failed: string };
const textOf = (texts: CommentTexts, answer: Answer) =>
  typeof answer === 'string' ? texts.status(answer) : answer.failed;
const isRefusal = (answer: Answer) => typeof answer !== 'string' || COMMENT_STATUSES[answer].error;

/** The gateway's refusals as the plain form names them (`?yorum=…`); anything else in its own words. */
function answerOf(error: unknown, locale: Locale): Answer {
  switch (errorCode(error)) {
    case 'BAD_USER_INPUT':
      return 'gecersiz';
    case 'TOO_MANY_REQUESTS':
      return 'cok-fazla';
    case 'FORBIDDEN':
      return 'kapali';
    default:
      return { failed: errorText(error, undefined, locale) };
  }
}

/** The form's rules in `locale`: content-rules' own (Turkish), or their limits with the catalogue's English messages. */
function rulesIn(locale: Locale): Record<FieldName, TextRule> {
  if (locale === 'tr') return COMMENT_RULES;
  const t = translator(locale);
  const { name, email, text } = COMMENT_RULES;
  const tooLong = (label: string, max: number) => t('common.tooLong', { label, max });
  return {
    name: { ...name, required: t('form.nameRequired'), tooLong: tooLong(t('comments.nameLabel'), name.max) },
    email: {
      ...email,
      required: t('form.emailRequired'),
      invalid: t('form.emailInvalid'),
      tooLong: tooLong(t('contact.email'), email.max),
    },
    text: { ...text, required: t('comments.textRequired'), tooLong: tooLong(t('comments.textLabel'), text.max) },
  };
}

/**
 * docs/product/public.md#comments: the comment form under a post. Without JavaScript (and until the
 * application has taken the page over, on the reader's first touch: boot.ts) it is a plain POST to
 * the page's own address and /comments (/en/blog/{slug}/comments on an English page), which answers
 * 303 to the post with `?yorum=…#yorumlar`; the page shows that
 * answer here (`status`). Hydrated, the form checks the fields itself (content-rules COMMENT_RULES,
 * each message under its field), sends `addComment` and says the answer in place (role=status, or
 * role=alert for a refusal); an approved comment is read again with the page's comments. The fields
 * are the browser's own (not React state), so whatever was typed before hydration stays. `website`
 * is the honeypot: out of sight, out of the tab order and of the accessibility tree.
 */
export function CommentForm({
  post,
  slug,
  status = null,
}: {
  /** The post's id, for `addComment`. */
  post: string;
  slug: string;
  /** The answer the plain form came back with (`?yorum=…`). */
  status?: CommentStatus | null;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const { locale, path } = useLanguage();
  const COMMENT_TEXTS = commentTexts(locale);
  const [answer, setAnswer] = useState<Answer | null>(status);
  const [attempt, setAttempt] = useState(0); // a fresh alert per refusal, so that it is announced again
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [addComment] = useMutation(AddCommentDocument, {
    // Published at once (the owner approved this address before): the page's comments are read again.
    refetchQueries: ({ data }) => (data?.addComment.status === 'APPROVED' ? ['BlogPost'] : []),
  });
  const fieldId = (name: FieldName | 'website') => `${id}-${name}`;

  const show = (next: Answer) => {
    setAnswer(next);
    if (isRefusal(next)) setAttempt((count) => count + 1);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const value = (name: string) => String(data.get(name) ?? '');
    const input = { name: value('name'), email: value('email'), text: value('text') };
    const found = checkForm(rulesIn(locale), input);
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      show('gecersiz');
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { data: answered } = await addComment({
        variables: {
          post,
          input: {
            name: input.name.trim(),
            email: input.email.trim(),
            text: input.text,
            website: value(COMMENT_HONEYPOT) || null,
          },
        },
      });
      element.reset();
      show(answered?.addComment.status === 'APPROVED' ? 'yayinlandi' : 'bekliyor');
    } catch (error) {
      show(answerOf(error, locale));
    } finally {
      setSubmitting(false);
    }
  }

  const said = answer && { text: textOf(COMMENT_TEXTS, answer), refusal: isRefusal(answer) };
  const field = (name: FieldName) => ({
    id: fieldId(name),
    name,
    className: 'input',
    required: true,
    maxLength: COMMENT_RULES[name].max,
    ...errorProps(fieldId(name), errors[name]),
  });
  return (
    <form
      className="comment-form"
      method="post"
      action={path(commentFormPath(slug))}
      // Hydrated, the form says what is wrong itself (in Turkish, under each field); before, the browser does.
      noValidate={hydrated}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="comment-form__title">
        {COMMENT_TEXTS.formTitle}
      </h3>
      {said && !said.refusal && (
        <p className="notice notice--success comment-form__message" role="status">
          {said.text}
        </p>
      )}
      {said?.refusal && (
        <p key={attempt} className="notice notice--error comment-form__message" role="alert">
          {said.text}
        </p>
      )}
      <div className="comment-form__people">
        <Field id={fieldId('name')} label={COMMENT_TEXTS.name} error={errors.name}>
          <input {...field('name')} type="text" autoComplete="name" />
        </Field>
        <Field id={fieldId('email')} label={COMMENT_TEXTS.email} hint={COMMENT_TEXTS.emailHint} error={errors.email}>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            // The hint is read with the field, and the error after it when there is one.
            aria-describedby={[`${fieldId('email')}-hint`, errors.email && `${fieldId('email')}-error`]
              .filter(Boolean)
              .join(' ')}
          />
        </Field>
      </div>
      <Field id={fieldId('text')} label={COMMENT_TEXTS.text} error={errors.text}>
        <textarea {...field('text')} rows={6} />
      </Field>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={fieldId('website')}>{COMMENT_TEXTS.honeypot}</label>
        <input id={fieldId('website')} name={COMMENT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="comment-form__end">
        <p className="comment-form__moderated">{COMMENT_TEXTS.moderated}</p>
        <button
          type="submit"
          className="button button--primary comment-form__submit"
          // Not `disabled`: the focus stays on the button while the answer is awaited.
          aria-disabled={submitting || undefined}
        >
          {submitting ? <InlineSpinner /> : <FiSend aria-hidden="true" />}
          {COMMENT_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}
