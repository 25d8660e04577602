import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { InlineSpinner, Spinner } from '../../components/States';
import { errorText } from '../../lib/errors';
import { useSession } from '../auth/session';

/** SPEC.md §2 'Admin Paneli' sign-in. */
export default function LoginPage() {
  const { user, loading, login } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  if (loading) return <Spinner />; // the session check may still find a signed-in user
  if (user) return <Navigate to="/mrpurposeless" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    setError('');
    try {
      await login(email, password);
      navigate('/mrpurposeless');
    } catch (failure) {
      setError(errorText(failure, 'Giriş başarısız'));
      setSubmitting(false);
    }
  }

  return (
    <main className="login">
      <form className="card login__card" onSubmit={submit}>
        <h1>Admin Paneli</h1>
        {error && (
          <div className="notice notice--error" role="alert">
            {error}
          </div>
        )}
        <div className="field">
          <label htmlFor="login-email">E-posta</label>
          <input
            id="login-email"
            className="input"
            type="email"
            autoComplete="username"
            required
            value={email}
            disabled={submitting}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Şifre</label>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            disabled={submitting}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
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
