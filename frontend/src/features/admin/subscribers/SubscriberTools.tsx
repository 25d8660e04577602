import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FiUpload } from 'react-icons/fi';
import { InlineSpinner } from '../../../components/States';
import {
  AdminImportSubscribersDocument,
  AdminSetSubscriberSettingsDocument,
  AdminSubscriberCountsDocument,
  AdminSubscribersDocument,
  type AdminImportSubscribersMutation,
  type AdminSubscriberSettingsQuery,
  type MailContent,
} from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { useFeedback } from '../feedback';
import {
  ALREADY_AGREED,
  ALREADY_AGREED_HINT,
  IMPORT_BUTTON,
  IMPORT_DONE,
  IMPORT_ERROR,
  IMPORT_FILE,
  IMPORT_FILE_HINT,
  IMPORT_MAX_BYTES,
  IMPORT_NO_FILE,
  IMPORT_TOO_LARGE,
  IMPORT_TITLE,
  importLines,
  MAIL_CONTENT_HINT,
  MAIL_CONTENT_LEGEND,
  MAIL_CONTENT_TEXT,
  SETTINGS_ERROR,
  SETTINGS_SAVED,
  SETTINGS_TITLE,
} from './subscriberTexts';

type Result = AdminImportSubscribersMutation['importSubscribers'];
type SubscriberSettings = AdminSubscriberSettingsQuery['subscriberSettings'];

/**
 * 'CSV içe aktar': a file read in the browser and sent as text (`importSubscribers`); the owner
 * declares whether the addresses already agreed (else each new one gets a confirmation mail). What
 * the gateway did is listed under the form; a refusal is the gateway's Turkish message.
 */
export function ImportForm() {
  const ids = useId();
  const file = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importSubscribers, { loading }] = useMutation(AdminImportSubscribersDocument);
  const { toast } = useFeedback();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (loading) return;
    const chosen = file.current?.files?.[0];
    setResult(null);
    const refused = !chosen ? IMPORT_NO_FILE : chosen.size > IMPORT_MAX_BYTES ? IMPORT_TOO_LARGE : null;
    if (!chosen || refused) {
      setError(refused);
      file.current?.focus();
      return;
    }
    setError(null);
    try {
      const { data } = await importSubscribers({
        variables: { csv: await chosen.text(), alreadyAgreed: agreed },
        refetchQueries: [AdminSubscribersDocument, AdminSubscriberCountsDocument],
      });
      setResult(data!.importSubscribers);
      toast(IMPORT_DONE);
      form.reset();
      setAgreed(false);
    } catch (failure) {
      setError(errorText(failure, IMPORT_ERROR));
    }
  }

  return (
    <form className="card admin-section subscriber-import" onSubmit={submit} noValidate>
      <h2>{IMPORT_TITLE}</h2>
      <div className="field">
        <label htmlFor={`${ids}-file`}>{IMPORT_FILE}</label>
        <input
          ref={file}
          id={`${ids}-file`}
          type="file"
          accept=".csv,text/csv"
          className="input subscriber-import__file"
          aria-describedby={[`${ids}-file-hint`, error && `${ids}-error`].filter(Boolean).join(' ')}
          aria-invalid={error === IMPORT_NO_FILE || error === IMPORT_TOO_LARGE || undefined}
          onChange={() => setError(null)}
        />
        <span id={`${ids}-file-hint`} className="hint">
          {IMPORT_FILE_HINT}
        </span>
      </div>
      <div className="field">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={agreed}
            aria-describedby={`${ids}-agreed-hint`}
            onChange={(event) => setAgreed(event.target.checked)}
          />{' '}
          {ALREADY_AGREED}
        </label>
        <span id={`${ids}-agreed-hint`} className="hint">
          {ALREADY_AGREED_HINT}
        </span>
      </div>
      {error && (
        <p id={`${ids}-error`} className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div role="status">
        {result && (
          <ul className="subscriber-import__result" aria-label={IMPORT_DONE}>
            {importLines(result).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading ? <InlineSpinner /> : <FiUpload aria-hidden="true" />} {IMPORT_BUTTON}
        </button>
      </div>
    </form>
  );
}

/** What a new post's mail carries: 'Özet' or 'Yazının tamamı', saved as soon as it is chosen. */
export function MailContentSetting({ settings }: { settings: SubscriberSettings }) {
  const ids = useId();
  const [save, { loading }] = useMutation(AdminSetSubscriberSettingsDocument);
  const { toast } = useFeedback();
  const current = settings.mailContent;
  async function change(mailContent: MailContent) {
    try {
      // The choice shows at once (the settings are one entry in the cache, `settings` carries its
      // __typename); a refusal puts it back.
      await save({
        variables: { mailContent },
        optimisticResponse: { setSubscriberSettings: { ...settings, mailContent } },
      });
      toast(SETTINGS_SAVED);
    } catch {
      toast(SETTINGS_ERROR, 'error');
    }
  }
  return (
    <section className="card admin-section subscriber-setting" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{SETTINGS_TITLE}</h2>
      <fieldset className="subscriber-setting__choices" disabled={loading}>
        <legend>{MAIL_CONTENT_LEGEND}</legend>
        {(['SUMMARY', 'FULL'] as const).map((value) => (
          <div key={value} className="subscriber-setting__choice">
            <label className="admin-check">
              <input
                type="radio"
                name={`${ids}-content`}
                value={value}
                checked={current === value}
                aria-describedby={`${ids}-${value}-hint`}
                onChange={() => void change(value)}
              />{' '}
              {MAIL_CONTENT_TEXT[value]}
            </label>
            <span id={`${ids}-${value}-hint`} className="hint">
              {MAIL_CONTENT_HINT[value]}
            </span>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
