import type { ReactNode, Ref } from 'react';
import { Field, textInput } from '../../components/Field';
import { InlineSpinner } from '../../components/States';
import type { SignIn } from './useSignIn';

/**
 * The sign-in form's inside, written once for the sign-in page and the sign-in again dialog: the
 * server's error or its request for the code, 'E-posta', 'Şifre', and 'Doğrulama kodu' once asked.
 * `id` prefixes the fields' ids; `lockWhileSending` disables them while the form is sent (the page);
 * `codeHint` is shown under the code field.
 */
export function SignInFields({
  form,
  id,
  lockWhileSending = false,
  codeHint,
  passwordRef,
}: {
  form: SignIn;
  id: string;
  lockWhileSending?: boolean;
  codeHint?: string;
  passwordRef?: Ref<HTMLInputElement>;
}) {
  const { email, setEmail, password, setPassword, code, setCode, codeAsked, submitting, error } = form;
  /** What the sign-in inputs share: required, and (on the page) no typing while the form is sent. */
  const credential = (value: string, set: (next: string) => void) => ({
    ...textInput(value, set),
    required: true,
    disabled: lockWhileSending ? submitting : undefined,
  });

  return (
    <>
      {error && (
        <div className="notice notice--error" role="alert">
          {error}
        </div>
      )}
      {codeAsked && !error && (
        <p className="info-box" role="status">
          {codeAsked}
        </p>
      )}
      <Field id={`${id}-email`} label="E-posta">
        <input id={`${id}-email`} type="email" autoComplete="username" {...credential(email, setEmail)} />
      </Field>
      <Field id={`${id}-password`} label="Şifre">
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
          {...credential(password, setPassword)}
        />
      </Field>
      {codeAsked && (
        <Field id={`${id}-code`} label="Doğrulama kodu" hint={codeHint}>
          <input
            id={`${id}-code`}
            {...credential(code, setCode)}
            className="input sign-in__code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            autoFocus
            aria-describedby={codeHint ? `${id}-code-hint` : undefined}
          />
        </Field>
      )}
    </>
  );
}

/** The sign-in form's submit button: `children` is its label, 'Giriş yapılıyor...' while the form is sent. */
export function SignInButton({ form, className, children }: { form: SignIn; className: string; children: ReactNode }) {
  return (
    <button className={className} type="submit" disabled={form.submitting}>
      {form.submitting ? (
        <>
          <InlineSpinner /> Giriş yapılıyor...
        </>
      ) : (
        children
      )}
    </button>
  );
}
