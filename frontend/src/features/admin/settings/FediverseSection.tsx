import { useMutation, useQuery } from '@apollo/client/react';
import { FEDIVERSE_ERRORS, FEDIVERSE_HANDLE, FEDIVERSE_TEXTS } from '@portfolio/content-rules';
import { useRef, useState, type FormEvent } from 'react';
import { FiCopy, FiGlobe } from 'react-icons/fi';
import { Field } from '../../../components/Field';
import { ErrorBox, Spinner } from '../../../components/States';
import {
  FediverseSettingsDocument,
  type FediverseSettingsFieldsFragment,
  UpdateFediverseSettingsDocument,
} from '../../../gql/admin/graphql';
import { errorCode, errorText } from '../../../lib/errors';
import { useFeedback } from '../feedback';
import { SETTINGS_LOAD_ERROR, SETTINGS_SAVE_ERROR } from '../settingsText';
import { SaveBar, useSaveState } from '../useSaveState';
import { FediverseFollowers } from './FediverseFollowers';

type Settings = FediverseSettingsFieldsFragment;

/** `@handle@host` as text to select, and 'Kopyala' (the text is selected for the owner when the clipboard refuses). */
function Account({ account }: { account: string }) {
  const { toast } = useFeedback();
  const value = useRef<HTMLElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(account);
      toast(FEDIVERSE_TEXTS.copied);
    } catch {
      // No clipboard outside https/localhost, or permission refused.
      if (value.current) getSelection()?.selectAllChildren(value.current);
      toast(FEDIVERSE_TEXTS.copyFailed, 'error');
    }
  }
  return (
    <p className="fediverse-account">
      <span className="fediverse-account__label">{FEDIVERSE_TEXTS.account}</span>
      <code ref={value} id="fediverse-account" className="fediverse-account__value">
        {account}
      </code>
      <button type="button" className="button button--small" aria-describedby="fediverse-account" onClick={copy}>
        <FiCopy aria-hidden="true" /> {FEDIVERSE_TEXTS.copy}
      </button>
    </p>
  );
}

/**
 * The handle and 'Takip isteklerini onayla'. A handle against FEDIVERSE_HANDLE is refused at its
 * field before anything is sent; the gateway's refusal of it (BAD_USER_INPUT) is shown there too.
 */
function FediverseSettingsForm({ initial }: { initial: Settings }) {
  const [handle, setHandle] = useState(initial.handle);
  const [approveFollows, setApproveFollows] = useState(initial.approveFollows);
  const [handleError, setHandleError] = useState('');
  const [save] = useMutation(UpdateFediverseSettingsDocument);
  const { saving, error, setError, run } = useSaveState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = handle.trim();
    if (!FEDIVERSE_HANDLE.pattern.test(typed)) {
      setError(null);
      setHandleError(FEDIVERSE_ERRORS.handle);
      return;
    }
    const saved = await run(
      () =>
        // The answer replaces the cached settings (one entry: lib/apollo.ts): the account shown follows.
        save({ variables: { input: { handle: typed, approveFollows } } }),
      {
        success: FEDIVERSE_TEXTS.saved,
        failure: SETTINGS_SAVE_ERROR,
        atField: (failure) => {
          if (errorCode(failure) !== 'BAD_USER_INPUT') return false;
          setHandleError(errorText(failure, FEDIVERSE_ERRORS.handle));
          return true;
        },
      },
    );
    if (saved) setHandle(typed);
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-busy={saving}>
      <fieldset className="settings-form__fields" disabled={saving}>
        <legend className="visually-hidden">{FEDIVERSE_TEXTS.settingsTitle}</legend>
        <Field
          id="fediverse-handle"
          label={FEDIVERSE_TEXTS.handle}
          hint={FEDIVERSE_TEXTS.handleHint}
          error={handleError}
          errorRole="alert"
        >
          <input
            id="fediverse-handle"
            className="input settings-form__handle"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={FEDIVERSE_HANDLE.max}
            value={handle}
            aria-invalid={handleError ? true : undefined}
            aria-describedby={['fediverse-handle-hint', handleError && 'fediverse-handle-error']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setHandle(event.target.value);
              setHandleError('');
            }}
          />
        </Field>
        <div className="settings-form__check">
          <label className="admin-check">
            <input
              type="checkbox"
              checked={approveFollows}
              aria-describedby="fediverse-approve-hint"
              onChange={(event) => setApproveFollows(event.target.checked)}
            />{' '}
            {FEDIVERSE_TEXTS.approveFollows}
          </label>
          <span id="fediverse-approve-hint" className="hint">
            {FEDIVERSE_TEXTS.approveFollowsHint}
          </span>
        </div>
      </fieldset>
      <SaveBar saving={saving} error={error} />
    </form>
  );
}

/**
 * 'Ayarlar' → 'Fediverse' (issue 49, docs/product/admin.md#settings): the account readers follow
 * from Mastodon, its handle and whether follows wait for the owner, then the followers, the
 * waiting requests and the blocks (FediverseFollowers).
 */
export function FediverseSection() {
  const { data, loading, error } = useQuery(FediverseSettingsDocument, { fetchPolicy: 'network-only' });
  const settings = data?.fediverseSettings;
  return (
    <section className="card admin-section settings-section" aria-labelledby="fediverse-settings-title">
      <h2 id="fediverse-settings-title">
        <FiGlobe aria-hidden="true" /> {FEDIVERSE_TEXTS.settingsTitle}
      </h2>
      <p className="settings-section__intro">{FEDIVERSE_TEXTS.intro}</p>
      {loading && !settings ? (
        <Spinner />
      ) : error || !settings ? (
        <ErrorBox message={errorText(error, SETTINGS_LOAD_ERROR)} />
      ) : (
        <>
          <Account account={settings.account} />
          <FediverseSettingsForm initial={settings} />
        </>
      )}
      <FediverseFollowers counts={settings && { accepted: settings.followers, pending: settings.pending }} />
    </section>
  );
}
