import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/States';
import { useSession } from '../auth/session';
import { adminPath } from './paths';
import { SignInButton, SignInFields } from './SignInFields';
import { useSignIn } from './useSignIn';
import './login.css';

/**
 * docs/product/README.md#routes 'Admin Paneli' sign-in: email and password, then 'Doğrulama kodu'
 * when the account has two-factor sign-in (`useSignIn`); signed in, the owner goes on to the
 * dashboard.
 */
export default function LoginPage() {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const form = useSignIn();

  if (loading) return <Spinner />; // the session check may still find a signed-in user
  if (user) return <Navigate to={adminPath()} replace />;

  return (
    <main className="login">
      <form className="card login__card" onSubmit={form.submit(() => navigate(adminPath()))}>
        <h1>Admin Paneli</h1>
        <SignInFields
          form={form}
          id="login"
          lockWhileSending
          codeHint="Uygulamadaki 6 haneli kod ya da kurtarma kodlarınızdan biri."
        />
        <SignInButton form={form} className="button button--primary login__submit">
          Giriş Yap
        </SignInButton>
        <Link to="/" className="login__home">
          Anasayfaya dön
        </Link>
      </form>
    </main>
  );
}
