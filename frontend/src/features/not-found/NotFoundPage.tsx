import { useLocation } from 'react-router-dom';
import { Link, useLanguage } from '../../lib/i18n';
import { useStatus } from '../../lib/render';
import { usePageHead } from '../seo/usePageHead';
import './not-found.css';

/** Any path the site does not have: answered with 404 by the server, in the page's language. */
export default function NotFoundPage() {
  const { t } = useLanguage();
  const title = t('notFound.title');
  useStatus(404);
  usePageHead({ title, description: title, path: useLocation().pathname, noindex: true, localised: true });
  return (
    <div className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{title}</h1>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
