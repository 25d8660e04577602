import { Link, useLocation } from 'react-router-dom';
import { useStatus } from '../../lib/render';
import { usePageHead } from '../seo/usePageHead';
import './not-found.css';

const TITLE = 'Sayfa bulunamadı';

/** Any path the site does not have: answered with 404 by the server. */
export default function NotFoundPage() {
  useStatus(404);
  usePageHead({ title: TITLE, description: TITLE, path: useLocation().pathname, noindex: true });
  return (
    <div className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{TITLE}</h1>
      <Link to="/" className="button button--primary">
        Anasayfaya Dön
      </Link>
    </div>
  );
}
