import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <div className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Sayfa bulunamadı</h1>
      <Link to="/" className="button button--primary">
        Anasayfaya Dön
      </Link>
    </div>
  );
}
