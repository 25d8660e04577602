import { useCallback, useState } from 'react';
import { FiSave } from 'react-icons/fi';
import { InlineSpinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { useFeedback } from './feedback';

export const SUCCESS_VISIBLE_MS = 3000;

/**
 * docs/product/admin.md#form-screens: saving (disabled, 'Kaydediliyor...'), then a green success
 * message for 3 s (the panel's one kind of success message: a toast, feedback.tsx), or an error
 * box beside the form that stays until the next action. An empty success text shows nothing; a
 * refusal `atField` takes (shown at its field: it answers true) leaves the box empty.
 */
export function useSaveState() {
  const { toast } = useFeedback();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (
      action: () => Promise<unknown>,
      messages: { success: string; failure: string; atField?: (failure: unknown) => boolean },
    ) => {
      setSaving(true);
      setError(null);
      try {
        await action();
        if (messages.success) toast(messages.success, 'success', SUCCESS_VISIBLE_MS);
        return true;
      } catch (failure) {
        if (!messages.atField?.(failure)) setError(errorText(failure, messages.failure));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [toast],
  );

  return { saving, error, setError, run };
}

/** The error box of a form screen. */
export function SaveFeedback({ error }: { error: string | null }) {
  return error ? (
    <div className="notice notice--error" role="alert">
      {error}
    </div>
  ) : null;
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

/** The end of a settings form: its error box, then the Save button. */
export function SaveBar({ saving, error }: { saving: boolean; error: string | null }) {
  return (
    <>
      <SaveFeedback error={error} />
      <div className="form-actions">
        <SaveButton saving={saving} />
      </div>
    </>
  );
}
