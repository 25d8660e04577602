import { useMutation, useQuery } from '@apollo/client/react';
import { COMMENT_ERRORS, COMMENT_TEXTS } from '@portfolio/content-rules';
import { useState, type FormEvent } from 'react';
import { FiMessageSquare } from 'react-icons/fi';
import { Field } from '../../../components/Field';
import { ErrorBox, Spinner } from '../../../components/States';
import {
  CommentSettingsDocument,
  type CommentSettingsQuery,
  SetCommentSettingsDocument,
} from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { SETTINGS_LOAD_ERROR, SETTINGS_SAVE_ERROR } from '../settingsText';
import { SaveBar, useSaveState } from '../useSaveState';
import { SETTINGS_SAVED } from './commentTexts';

type Settings = CommentSettingsQuery['commentSettings'];

/** The gateway's bounds of `closeAfterDays` (null: never). */
export const CLOSE_AFTER_DAYS = { min: 1, max: 3650 } as const;

/**
 * The days field as typed → the days, null for an empty field (never), or undefined when it is not
 * a whole number from 1 to 3650 (the form then shows COMMENT_ERRORS.closeAfterDays and sends nothing).
 */
export function closeAfterDaysOf(typed: string): number | null | undefined {
  const value = typed.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return undefined;
  const days = Number(value);
  return days >= CLOSE_AFTER_DAYS.min && days <= CLOSE_AFTER_DAYS.max ? days : undefined;
}

function CommentSettingsForm({ initial }: { initial: Settings }) {
  const [approveKnown, setApproveKnown] = useState(initial.approveKnown);
  const [days, setDays] = useState(initial.closeAfterDays == null ? '' : String(initial.closeAfterDays));
  const [mailOwner, setMailOwner] = useState(initial.mailOwner);
  const [daysError, setDaysError] = useState('');
  const [save] = useMutation(SetCommentSettingsDocument);
  const { saving, error, setError, run } = useSaveState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const closeAfterDays = closeAfterDaysOf(days);
    if (closeAfterDays === undefined) {
      setError(null);
      setDaysError(COMMENT_ERRORS.closeAfterDays);
      return;
    }
    const saved = await run(
      () =>
        save({
          variables: { input: { approveKnown, closeAfterDays, mailOwner } },
          refetchQueries: [CommentSettingsDocument],
        }),
      { success: SETTINGS_SAVED, failure: SETTINGS_SAVE_ERROR },
    );
    if (saved) setDays(closeAfterDays === null ? '' : String(closeAfterDays));
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-busy={saving}>
      <fieldset className="settings-form__fields" disabled={saving}>
        <legend className="visually-hidden">{COMMENT_TEXTS.settingsTitle}</legend>
        <label className="admin-check">
          <input type="checkbox" checked={approveKnown} onChange={(event) => setApproveKnown(event.target.checked)} />{' '}
          {COMMENT_TEXTS.approveKnown}
        </label>
        <Field
          id="comment-close-after-days"
          label={COMMENT_TEXTS.closeAfterDays}
          hint={COMMENT_TEXTS.closeNever}
          error={daysError}
          errorRole="alert"
        >
          <input
            id="comment-close-after-days"
            className="input settings-form__days"
            type="number"
            inputMode="numeric"
            min={CLOSE_AFTER_DAYS.min}
            max={CLOSE_AFTER_DAYS.max}
            step={1}
            value={days}
            aria-invalid={daysError ? true : undefined}
            aria-describedby={['comment-close-after-days-hint', daysError && 'comment-close-after-days-error']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setDays(event.target.value);
              setDaysError('');
            }}
          />
        </Field>
        <label className="admin-check">
          <input type="checkbox" checked={mailOwner} onChange={(event) => setMailOwner(event.target.checked)} />{' '}
          {COMMENT_TEXTS.mailOwner}
        </label>
      </fieldset>
      <SaveBar saving={saving} error={error} />
    </form>
  );
}

/** 'Ayarlar' → 'Yorumlar' (issue 48, docs/product/admin.md#settings): the three comment settings. */
export function CommentSettingsSection() {
  const { data, loading, error } = useQuery(CommentSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <section className="card admin-section settings-section" aria-labelledby="comment-settings-title">
      <h2 id="comment-settings-title">
        <FiMessageSquare aria-hidden="true" /> {COMMENT_TEXTS.settingsTitle}
      </h2>
      {loading && !data ? (
        <Spinner />
      ) : error || !data ? (
        <ErrorBox message={errorText(error, SETTINGS_LOAD_ERROR)} />
      ) : (
        <CommentSettingsForm initial={data.commentSettings} />
      )}
    </section>
  );
}
