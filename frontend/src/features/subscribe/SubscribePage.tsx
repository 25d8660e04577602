import {
  SUBSCRIBE_PATH,
  SUBSCRIPTION_STATUS_PARAM,
  SUBSCRIPTION_TEXTS,
  subscriptionStatusOf,
} from '@portfolio/content-rules';
import { useSearchParams } from 'react-router-dom';
import { usePageHead } from '../seo/usePageHead';
import { SUBSCRIBE_LEAD, SubscribeForm } from './SubscribeForm';
import './subscribe.css';

/**
 * docs/product/public.md#subscribing: `/subscribe`, the form, with the answer `?durum=` names (where
 * the plain form's POST and the confirm and leave buttons send the reader back). Not indexed, never a
 * shared answer (the gateway renders it for each request: content-rules `publicPage`).
 */
export default function SubscribePage() {
  const [params] = useSearchParams();
  const status = subscriptionStatusOf(params.get(SUBSCRIPTION_STATUS_PARAM));
  usePageHead({ title: SUBSCRIPTION_TEXTS.title, description: SUBSCRIBE_LEAD, path: SUBSCRIBE_PATH, noindex: true });
  return (
    <div className="page container subscription-page">
      {/* A new answer is a new form: the message it shows starts from the address. */}
      <SubscribeForm key={status} heading="h1" status={status} />
    </div>
  );
}
