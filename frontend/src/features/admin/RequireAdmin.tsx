import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Spinner } from '../../components/States';
import { useSession } from '../auth/session';
import { adminPath } from './paths';
import './login.css';

/** docs/product/admin.md#guard: spinner while checking, sign-in for nobody, 'Yetkisiz Erişim' for non-admins. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={adminPath('login')} replace />;
  if (user.role !== 'admin') {
    return (
      <main className="login">
        <div className="card login__card">
          <h1>Yetkisiz Erişim</h1>
          <p>Bu sayfaya erişim için admin yetkisi gereklidir.</p>
          <Link to="/" className="button button--primary">
            Anasayfaya Dön
          </Link>
        </div>
      </main>
    );
  }
  return children;
}
