import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field, textInput } from '../../components/Field';
import { InlineSpinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { useSession } from '../auth/session';

export const SESSION_ENDED = 'Oturumunuz sona erdi';
export const SESSION_ENDED_TEXT =
  'Yazdıklarınız kaybolmadı: bu tarayıcıda saklı. Yeniden giriş yapın, sayfadan ayrılmadan kaydedilsin.';

/**
 * Sign-in again in place (shown while mounted), for a session that ended while the owner was
 * editing: the form stays as it is underneath, and `onSignedIn` carries on (the editor saves) once the server took the password
 * (and the two-factor code when it asks for one).
 */
export function SignInAgain({ onSignedIn }: { onSignedIn: () => void }) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { user, login } = useSession();
  const [email, setEmail] = useState(user?.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const passwordInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    // The address is known: the password is what is asked for.
    passwordInput.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError('');
    try {
      await login(email, password, codeAsked ? code : undefined);
      setPassword('');
      setCode('');
      setCodeAsked('');
      onSignedIn();
    } catch (failure) {
      if (errorCode(failure) === 'TWO_FACTOR_REQUIRED') setCodeAsked(errorText(failure));
      else setError(errorText(failure, 'Giriş başarısız'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Escape does not close it: the save waits for the session.
    <dialog
      ref={dialog}
      className="confirm sign-in-again"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => event.preventDefault()}
    >
      <form onSubmit={submit}>
        <h2 id={`${ids}-title`}>{SESSION_ENDED}</h2>
        <p>{SESSION_ENDED_TEXT}</p>
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
        <Field id={`${ids}-email`} label="E-posta">
          <input id={`${ids}-email`} type="email" autoComplete="username" required {...textInput(email, setEmail)} />
        </Field>
        <Field id={`${ids}-password`} label="Şifre">
          <input
            id={`${ids}-password`}
            type="password"
            autoComplete="current-password"
            required
            ref={passwordInput}
            {...textInput(password, setPassword)}
          />
        </Field>
        {codeAsked && (
          <Field id={`${ids}-code`} label="Doğrulama kodu">
            <input
              id={`${ids}-code`}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              required
              autoFocus
              {...textInput(code, setCode)}
            />
          </Field>
        )}
        <div className="confirm__actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? (
              <>
                <InlineSpinner /> Giriş yapılıyor...
              </>
            ) : (
              'Giriş yap ve kaydet'
            )}
          </button>
        </div>
      </form>
    </dialog>
  );
}
