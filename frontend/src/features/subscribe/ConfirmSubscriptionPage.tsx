import { subscribeConfirmPath, SUBSCRIPTION_TEXTS } from '@portfolio/content-rules';
import { SubscriptionButtonPage } from './SubscriptionButtonPage';

export const CONFIRM_TEXT = 'Yeni yazıların e-postanıza gelmesi için aboneliğinizi onaylayın.';

/** docs/product/public.md#subscribing: `/subscribe/confirm/{token}`, the confirmation mail's link. */
export default function ConfirmSubscriptionPage() {
  return (
    <SubscriptionButtonPage
      title={SUBSCRIPTION_TEXTS.confirmTitle}
      text={CONFIRM_TEXT}
      button={SUBSCRIPTION_TEXTS.confirm}
      pathOf={subscribeConfirmPath}
    />
  );
}
