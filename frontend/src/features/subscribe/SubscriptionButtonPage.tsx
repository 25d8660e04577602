import { SUBSCRIBE_PATH, SUBSCRIPTION_TOKEN } from '@portfolio/content-rules';
import { useParams } from 'react-router-dom';
import NotFoundPage from '../not-found/NotFoundPage';
import { usePageHead } from '../seo/usePageHead';
import './subscribe.css';

/**
 * A confirm or leave link's page: its title, a sentence, and one button that POSTs to the page's own
 * address (the gateway's plain route, which answers 303 to `/subscribe?durum=…`). Opening the link
 * does nothing: mail scanners and link previews follow links. A plain form, with or without the
 * application. The head names `/subscribe`, never the token. A token the gateway could not have
 * written is no page (as content-rules `publicPage` says): the 404.
 */
export function SubscriptionButtonPage({
  title,
  text,
  button,
  pathOf,
}: {
  title: string;
  text: string;
  button: string;
  /** The page's own address for a token (`subscribeConfirmPath`, `unsubscribePath`). */
  pathOf: (token: string) => string;
}) {
  const { token = '' } = useParams();
  if (!SUBSCRIPTION_TOKEN.test(token)) return <NotFoundPage />;
  return <ButtonPage title={title} text={text} button={button} action={pathOf(token)} />;
}

function ButtonPage({ title, text, button, action }: { title: string; text: string; button: string; action: string }) {
  usePageHead({ title, description: text, path: SUBSCRIBE_PATH, noindex: true });
  return (
    <div className="page container subscription-page">
      <div className="card subscription-card">
        <h1>{title}</h1>
        <p>{text}</p>
        <form method="post" action={action}>
          <button type="submit" className="button button--primary">
            {button}
          </button>
        </form>
      </div>
    </div>
  );
}
