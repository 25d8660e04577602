import { useEffect } from 'react';
import type { SubscriberSendFieldsFragment } from '../../../gql/admin/graphql';
import { progressText } from './subscriberTexts';
import './send-progress.css';

/** How often a screen showing a send under way asks for its progress again. */
export const SEND_POLL_MS = 5000;

type Send = Pick<SubscriberSendFieldsFragment, 'status' | 'total' | 'sent' | 'failed' | 'dueAt' | 'finishedAt'>;

/** Whether a send is going out now, or is due and about to start. */
const moving = (send: Send, now: number) =>
  send.status === 'SENDING' || (send.status === 'WAITING' && Date.parse(send.dueAt) <= now);

/**
 * Asks again every SEND_POLL_MS (the query's startPolling) while one of `sends` is going out or due,
 * so its count climbs on the screen; stops once none is.
 */
export function usePollWhileSending(
  sends: readonly Send[],
  { startPolling, stopPolling }: { startPolling: (ms: number) => void; stopPolling: () => void },
) {
  useEffect(() => {
    if (!sends.some((send) => moving(send, Date.now()))) return;
    startPolling(SEND_POLL_MS);
    return stopPolling;
  }, [sends, startPolling, stopPolling]);
}

/**
 * A send's progress: a bar (for the eye; the line says the same) and one line,
 * '1 000 kişiden 812'sine gönderildi', or when a waiting one goes out.
 */
export function SendProgress({ send }: { send: Send }) {
  const done = send.sent + send.failed;
  return (
    <div className="send-progress" data-status={send.status.toLowerCase()}>
      {send.status !== 'WAITING' && (
        <progress className="send-progress__bar" max={Math.max(send.total, 1)} value={done} aria-hidden="true" />
      )}
      <span className="send-progress__text">{progressText(send)}</span>
    </div>
  );
}
