import { SUBSCRIPTION_TEXTS, unsubscribePath } from '@portfolio/content-rules';
import { SubscriptionButtonPage } from './SubscriptionButtonPage';

export const LEAVE_TEXT = 'Bu adrese yeni yazılar için e-posta göndermeyi bırakacağız.';

/** docs/product/public.md#subscribing: `/unsubscribe/{token}`, a post mail's way out. */
export default function UnsubscribePage() {
  return (
    <SubscriptionButtonPage
      title={SUBSCRIPTION_TEXTS.leaveTitle}
      text={LEAVE_TEXT}
      button={SUBSCRIPTION_TEXTS.leave}
      pathOf={unsubscribePath}
    />
  );
}
