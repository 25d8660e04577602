import type { ChangeEvent, ReactNode } from 'react';
import './field.css';

/**
 * A labelled form field (`.field`): the label, the control it names (`children`, carrying `id`
 * and its own aria-describedby), then its hint (id `${id}-hint`) and its error (`${id}-error`).
 */
export function Field({
  id,
  label,
  hint,
  error,
  errorRole,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** 'alert' where the error appears on submit and must be announced. */
  errorRole?: 'alert';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role={errorRole}>
          {error}
        </span>
      )}
    </div>
  );
}

/** What ties a control to its Field's error: marked invalid, and described by the message (none without one). */
export const errorProps = (id: string, error?: string | null) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** The props that bind a text input or textarea to a piece of string state: its look, value and setter. */
export const textInput = (value: string, set: (next: string) => void) => ({
  className: 'input',
  value,
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(event.target.value),
});
