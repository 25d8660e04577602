import { useCallback, useEffect, useRef, useState } from 'react';
import { FiSave } from 'react-icons/fi';
import { InlineSpinner } from '../../components/States';
import { errorText } from '../../lib/errors';

export const SUCCESS_VISIBLE_MS = 3000;

/**
 * SPEC.md §4 admin form screens: saving (disabled, 'Kaydediliyor...'), then a green success
 * message for 3 s, or an error box that stays until the next action.
 */
export function useSaveState() {
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (action: () => Promise<unknown>, messages: { success: string; failure: string }) => {
    clearTimeout(timer.current);
    setSaving(true);
    setSuccess(null);
    setError(null);
    try {
      await action();
      setSuccess(messages.success);
      timer.current = setTimeout(() => setSuccess(null), SUCCESS_VISIBLE_MS);
      return true;
    } catch (failure) {
      setError(errorText(failure, messages.failure));
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  return { saving, success, error, setError, run };
}

/** The success and error boxes of a form screen. */
export function SaveFeedback({ success, error }: { success: string | null; error: string | null }) {
  return (
    <>
      {success && (
        <div className="notice notice--success" role="status">
          {success}
        </div>
      )}
      {error && (
        <div className="notice notice--error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}

/** The submit button of a form screen: 'Kaydet', or 'Kaydediliyor...' with a spinner (disabled). */
export function SaveButton({ saving, className = '' }: { saving: boolean; className?: string }) {
  return (
    <button type="submit" className={`button button--primary ${className}`.trim()} disabled={saving}>
      {saving ? (
        <>
          <InlineSpinner /> Kaydediliyor...
        </>
      ) : (
        <>
          <FiSave aria-hidden="true" /> Kaydet
        </>
      )}
    </button>
  );
}

/** The end of a settings form: its success or error box, then the Save button. */
export function SaveBar({ saving, success, error }: { saving: boolean; success: string | null; error: string | null }) {
  return (
    <>
      <SaveFeedback success={success} error={error} />
      <div className="form-actions">
        <SaveButton saving={saving} />
      </div>
    </>
  );
}
