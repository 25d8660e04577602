import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, errorText } from '../../../lib/errors';

/** A save 2.5 s after typing stops (the server is at most 3 s behind), and at least one a minute while typing goes on (Ghost: 3 s and 60 s). */
export const IDLE_MS = 2500;
export const MAX_WAIT_MS = 60_000;
export const AUTOSAVE_FAILED = 'Sunucuya ulaşılamadı; yazdıklarınız bu tarayıcıda saklı.';

export type AutosaveStatus =
  /** Nothing changed since the last save (or since opening). */
  | { kind: 'idle' }
  /** Changes wait for their save. */
  | { kind: 'waiting' }
  /** A new post lacks what a save needs: kept in this browser only. */
  | { kind: 'incomplete' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The save failed; the next change or 'Tekrar dene' tries again. */
  | { kind: 'error'; message: string }
  /** Another tab or device saved first: autosave stops until the owner decides. */
  | { kind: 'conflict'; message: string }
  /** The session ended: autosave waits for the owner to sign in again. */
  | { kind: 'signin' };

type Options<T> = {
  /** What the server holds when the form opens. */
  saved: T;
  /** Saves a value on the server; throws as Apollo does. */
  save: (value: T) => Promise<void>;
  /** Whether the server would take the value (a new post needs its required fields). */
  ready: (value: T) => boolean;
  same: (a: T, b: T) => boolean;
};

/**
 * Saves `value` by itself IDLE_MS after it last changed, and at least every MAX_WAIT_MS while it
 * keeps changing, one save at a time. `dirty`: the server lacks what the form holds. `flush` saves
 * now; `settle` makes way for the owner's own save; `markSaved` tells it a save of its owner's stored this value; `resume` lifts a conflict or a
 * sign-in stop and saves.
 */
export function useAutosave<T>(value: T, { saved, save, ready, same }: Options<T>) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const lastSaved = useRef(saved);
  /** The value as last rendered, for the timers (set after each render). */
  const latest = useRef(value);
  const running = useRef<Promise<void> | null>(null);
  /** Set by a conflict or an ended session: no save until `resume`. */
  const stopped = useRef(false);
  const timers = useRef<{ idle?: ReturnType<typeof setTimeout>; max?: ReturnType<typeof setTimeout> }>({});
  const saveRef = useRef(save);

  const clearTimers = () => {
    clearTimeout(timers.current.idle);
    clearTimeout(timers.current.max);
    timers.current = {};
  };

  const flush = useCallback(async (): Promise<void> => {
    clearTimers();
    if (running.current) await running.current;
    const current = latest.current;
    if (stopped.current || same(current, lastSaved.current)) return;
    if (!ready(current)) return setStatus({ kind: 'incomplete' });
    setStatus({ kind: 'saving' });
    running.current = (async () => {
      try {
        await saveRef.current(current);
        lastSaved.current = current;
        setStatus({ kind: 'saved', at: new Date() });
      } catch (failure) {
        const code = errorCode(failure);
        if (code === 'CONFLICT') {
          stopped.current = true;
          setStatus({ kind: 'conflict', message: errorText(failure) });
        } else if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
          stopped.current = true;
          setStatus({ kind: 'signin' });
        } else setStatus({ kind: 'error', message: errorText(failure, AUTOSAVE_FAILED) });
      } finally {
        running.current = null;
      }
    })();
    await running.current;
    // Typed while it saved: the timers of those changes were cleared above, so start them again.
    if (!stopped.current && !same(latest.current, current) && !same(latest.current, lastSaved.current)) schedule();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ready` and `same` are pure rules
  }, []);

  function schedule() {
    clearTimeout(timers.current.idle);
    timers.current.idle = setTimeout(() => void flush(), IDLE_MS);
    timers.current.max ??= setTimeout(() => void flush(), MAX_WAIT_MS);
  }

  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (same(value, latest.current)) return;
    latest.current = value;
    if (same(value, lastSaved.current)) return;
    if (!stopped.current) setStatus((now) => (now.kind === 'error' ? now : { kind: 'waiting' }));
    schedule();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a change of the value alone starts the timers; `schedule` reads refs only
  }, [value]);

  // Leaving the form (the back button, a link) saves what is left, as closing the tab cannot.
  useEffect(() => () => void flush(), [flush]);

  const markSaved = useCallback((stored: T) => {
    clearTimers();
    lastSaved.current = stored;
  }, []);

  /** Stops the timers and waits for a save under way: the owner's own save goes next. */
  const settle = useCallback(async () => {
    clearTimers();
    if (running.current) await running.current;
  }, []);

  const resume = useCallback(() => {
    stopped.current = false;
    return flush();
  }, [flush]);

  return { status, dirty: !same(value, lastSaved.current), flush, settle, markSaved, resume };
}
