import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { AdminPostMailingDocument, AdminSubscriberSettingsDocument } from '../../../gql/admin/graphql';
import { SendProgress, usePollWhileSending } from '../subscribers/SendProgress';
import {
  MAIL_NOT_SENT_HINT,
  MAIL_OFF_HINT,
  MAIL_SENT_HINT,
  MAIL_SUBSCRIBERS,
  MAIL_SUBSCRIBERS_HINT,
} from './blogFormTexts';

/**
 * 'Abonelere gönder' (issue 47, docs/product/admin.md#blog-form): the post's `mailSubscribers`, on
 * by default. Once the post has a send (`postMailing`) its progress shows below, asked again while
 * it goes out; a send that started cannot be taken back, so the box is then disabled. Without
 * SMTP_URL nothing is sent, and the hint says so.
 */
export function MailSubscribersField({
  id,
  postId,
  visible,
  checked,
  onChange,
}: {
  id: string;
  /** The post once it is stored (autosave may store a new one). */
  postId: string | null;
  /** The stored post is on the site now (published, its moment passed). */
  visible: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const settings = useQuery(AdminSubscriberSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const mailing = useQuery(AdminPostMailingDocument, {
    variables: { postId: postId ?? '' },
    skip: !postId,
    fetchPolicy: 'cache-and-network',
  });
  const send = mailing.data?.postMailing ?? null;
  usePollWhileSending(
    useMemo(() => (send ? [send] : []), [send]),
    mailing,
  );
  useEffect(() => {
    if (settings.error) console.error('Abone ayarları yüklenemedi', settings.error);
  }, [settings.error]);
  useEffect(() => {
    if (mailing.error) console.error('Yazının abonelere gönderimi yüklenemedi', mailing.error);
  }, [mailing.error]);

  const started = send !== null && send.status !== 'WAITING';
  const mailOff = settings.data?.subscriberSettings.mailEnabled === false;
  const hint = started
    ? MAIL_SENT_HINT
    : mailOff
      ? MAIL_OFF_HINT
      : visible && !send
        ? MAIL_NOT_SENT_HINT
        : MAIL_SUBSCRIBERS_HINT;
  return (
    <div className="field blog-form__mail">
      <label className="admin-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={started}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {MAIL_SUBSCRIBERS}
      </label>
      <span id={`${id}-hint`} className="hint">
        {hint}
      </span>
      {send && <SendProgress send={send} />}
    </div>
  );
}
