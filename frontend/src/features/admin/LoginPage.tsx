import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Field, textInput } from '../../components/Field';
import { InlineSpinner, Spinner } from '../../components/States';
import { errorCode, errorText } from '../../lib/errors';
import { useSession } from '../auth/session';
import { adminPath } from './paths';
import './login.css';

/**
 * SPEC.md §2 'Admin Paneli' sign-in. For an account with two-factor sign-in the server answers
 * TWO_FACTOR_REQUIRED to email and password alone; the form then shows 'Doğrulama kodu' and sends
 * all three again (sign-in stays one stateless call).
 */
export default function LoginPage() {
  const { user, loading, login } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  /** The server's request for the code, shown above the form until sign-in succeeds. */
  const [codeAsked, setCodeAsked] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  if (loading) return <Spinner />; // the session check may still find a signed-in user
  if (user) return <Navigate to={adminPath()} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError('');
    try {
      await login(email, password, codeAsked ? code : undefined);
      navigate(adminPath());
    } catch (failure) {
      if (errorCode(failure) === 'TWO_FACTOR_REQUIRED') setCodeAsked(errorText(failure));
      else setError(errorText(failure, 'Giriş başarısız'));
      setSubmitting(false);
    }
  }

  /** What the sign-in inputs share: required, and no typing while the form is sent. */
  const credential = (value: string, set: (next: string) => void) => ({
    ...textInput(value, set),
    required: true,
    disabled: submitting,
  });

  return (
    <main className="login">
      <form className="card login__card" onSubmit={submit}>
        <h1>Admin Paneli</h1>
        {error && (
          <div className="notice notice--error" role="alert">
            {error}
          </div>
        )}
        {codeAsked && !error && (
          <p className="info-box login__code-asked" role="status">
            {codeAsked}
          </p>
        )}
        <Field id="login-email" label="E-posta">
          <input id="login-email" type="email" autoComplete="username" {...credential(email, setEmail)} />
        </Field>
        <Field id="login-password" label="Şifre">
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            {...credential(password, setPassword)}
          />
        </Field>
        {codeAsked && (
          <Field
            id="login-code"
            label="Doğrulama kodu"
            hint="Uygulamadaki 6 haneli kod ya da kurtarma kodlarınızdan biri."
          >
            <input
              id="login-code"
              {...credential(code, setCode)}
              className="input login__code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              autoFocus
              aria-describedby="login-code-hint"
            />
          </Field>
        )}
        <button className="button button--primary login__submit" type="submit" disabled={submitting}>
          {submitting ? (
            <>
              <InlineSpinner /> Giriş yapılıyor...
            </>
          ) : (
            'Giriş Yap'
          )}
        </button>
        <Link to="/" className="login__home">
          Anasayfaya dön
        </Link>
      </form>
    </main>
  );
}
