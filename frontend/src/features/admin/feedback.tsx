import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** A question's list of points under it, and its buttons' words (else 'Evet', red, and 'Vazgeç'). */
type ConfirmOptions = { details?: string[]; confirmLabel?: string; cancelLabel?: string; tone?: 'danger' | 'primary' };
type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;
type Toast = (message: string, tone?: 'success' | 'error', visibleMs?: number) => void;

const TOAST_VISIBLE_MS = 4000;

const FeedbackContext = createContext<{ confirm: Confirm; toast: Toast } | null>(null);

/**
 * The alert and confirm texts of docs/product/admin.md#confirmations-and-alerts as an accessible
 * in-app dialog and toasts (same words): `confirm(text)` resolves true for 'Evet', false for
 * 'Vazgeç' or Escape. The dialog is modal: focus moves into it and, when it closes, back to where it
 * was.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState<
    ({ message: string; answer: (value: boolean) => void } & ConfirmOptions) | null
  >(null);
  const [toasts, setToasts] = useState<Array<{ id: number; message: string; tone: 'success' | 'error' }>>([]);

  useEffect(() => {
    if (question) dialog.current?.showModal();
    else dialog.current?.close();
  }, [question]);

  const confirm = useCallback<Confirm>(
    (message, options) => new Promise((resolve) => setQuestion({ ...options, message, answer: resolve })),
    [],
  );
  const answer = (value: boolean) => {
    question?.answer(value);
    setQuestion(null);
  };

  /** The toasts' removal timers, cleared when the provider goes (nothing is set on what is gone). */
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const toast = useCallback<Toast>((message, tone = 'success', visibleMs = TOAST_VISIBLE_MS) => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current, { id, message, tone }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((item) => item.id !== id));
    }, visibleMs);
    timers.current.add(timer);
  }, []);

  return (
    <FeedbackContext value={{ confirm, toast }}>
      {children}
      <dialog
        ref={dialog}
        className={question?.details ? 'confirm confirm--details' : 'confirm'}
        aria-labelledby="confirm-text"
        aria-describedby={question?.details ? 'confirm-details' : undefined}
        onCancel={() => answer(false)}
      >
        <p id="confirm-text" className="confirm__text">
          {question?.message}
        </p>
        {question?.details && (
          <ul id="confirm-details" className="confirm__details">
            {question.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
        <div className="confirm__actions">
          <button type="button" className="button" onClick={() => answer(false)}>
            {question?.cancelLabel ?? 'Vazgeç'}
          </button>
          <button
            type="button"
            className={`button button--${question?.tone ?? 'danger'}`}
            onClick={() => answer(true)}
            autoFocus
          >
            {question?.confirmLabel ?? 'Evet'}
          </button>
        </div>
      </dialog>
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((item) => (
          <p key={item.id} className={`toast toast--${item.tone}`}>
            {item.message}
          </p>
        ))}
      </div>
    </FeedbackContext>
  );
}

export function useFeedback() {
  const feedback = use(FeedbackContext);
  if (!feedback) throw new Error('useFeedback outside FeedbackProvider');
  return feedback;
}
