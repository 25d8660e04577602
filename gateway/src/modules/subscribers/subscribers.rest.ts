import { route } from '../../core/rest-route';

const SUBSCRIBER = 'id email status source createdAt confirmedAt';
const SEND = 'id kind itemId title status total sent failed dueAt startedAt finishedAt';
const INVALID_LINK = 'a token that is not one of ours answers 400 and changes nothing.';

export const subscriberRoutes = [
  route({
    method: 'post',
    path: '/api/subscribers',
    summary: 'Subscribe to new posts (5 per 10 minutes and 20 per day per client address)',
    description:
      'Body `{"email": "…"}`. A new or waiting address gets a confirmation mail (at most one a day); the subscription starts when its link is followed. The answer is 202 for every valid address, known or not, so that nobody learns who subscribed; an invalid one is 400.',
    access: 'public',
    operation: 'mutation ($email: String!, $website: String) { subscribe(email: $email, website: $website) }',
    variables: { email: 'body.email', website: 'body.website' },
    result: null,
    status: 202,
  }),
  route({
    method: 'post',
    path: '/api/subscribers/confirm',
    summary: "Confirm a subscription with the token of its mail's link",
    description: `Body \`{"token": "…"}\`; an address already confirmed answers 200 too; ${INVALID_LINK}`,
    access: 'public',
    operation: 'mutation ($token: String!) { confirmSubscription(token: $token) }',
    variables: { token: 'body.token' },
    result: null,
  }),
  route({
    method: 'post',
    path: '/api/subscribers/unsubscribe',
    summary: "Unsubscribe with the token of a mail's link",
    description: `Body \`{"token": "…"}\`: the address is deleted at once (only a keyed hash of it is kept); one already gone answers 200 too; ${INVALID_LINK}`,
    access: 'public',
    operation: 'mutation ($token: String!) { unsubscribe(token: $token) }',
    variables: { token: 'body.token' },
    result: null,
  }),
  route({
    method: 'get',
    path: '/api/subscribers',
    summary: 'A page of subscribers, newest first',
    description: '`search` keeps the addresses that hold it; `page` (from 1) and `perPage` (1..100, default 50).',
    access: 'admin',
    operation: `query ($search: String, $page: Int, $perPage: Int) { subscribers(search: $search, page: $page, perPage: $perPage) { items { ${SUBSCRIBER} } page perPage total pages } }`,
    variables: { search: 'query.search', page: 'query.page', perPage: 'query.perPage' },
    result: 'subscribers.items',
    meta: {
      page: 'subscribers.page',
      perPage: 'subscribers.perPage',
      total: 'subscribers.total',
      pages: 'subscribers.pages',
    },
  }),
  route({
    method: 'get',
    path: '/api/subscribers/counts',
    summary: 'Confirmed, waiting, and left this month',
    access: 'admin',
    operation: 'query { subscriberCounts { confirmed waiting leftThisMonth } }',
    result: 'subscriberCounts',
  }),
  route({
    method: 'delete',
    path: '/api/subscribers/:id',
    summary: 'Delete a subscriber',
    description: "No departure is kept: leaving was not the reader's choice, and an import may add the address again.",
    access: 'admin',
    operation: 'mutation ($id: ID!) { deleteSubscriber(id: $id) }',
    variables: { id: 'path' },
    result: null,
  }),
  route({
    method: 'get',
    path: '/api/subscribers/export',
    summary: 'Every subscriber as CSV',
    description: '`data`: the CSV text (RFC 4180), with the header `email,status,createdAt,confirmedAt`.',
    access: 'admin',
    operation: 'query { subscribersCsv }',
    result: 'subscribersCsv',
  }),
  route({
    method: 'post',
    path: '/api/subscribers/import',
    summary: 'Add the addresses of a CSV',
    description:
      'Body `{"csv": "…", "alreadyAgreed": false}`: the `email` column (else the first), at most 10 000 rows and 1 MB. Addresses that unsubscribed before are skipped. `alreadyAgreed: true`: confirmed at once (the owner declares they agreed); false: each gets a confirmation mail. `data`: how many were added, known, departed, invalid.',
    access: 'admin',
    operation:
      'mutation ($csv: String!, $alreadyAgreed: Boolean!) { importSubscribers(csv: $csv, alreadyAgreed: $alreadyAgreed) { added known departed invalid } }',
    variables: { csv: 'body.csv', alreadyAgreed: 'body.alreadyAgreed' },
    result: 'importSubscribers',
  }),
  route({
    method: 'get',
    path: '/api/subscribers/sends',
    summary: 'The last mailings of posts, newest first, with their progress',
    description: '`limit`: how many (default 10).',
    access: 'admin',
    operation: `query ($limit: Int) { subscriberSends(limit: $limit) { ${SEND} } }`,
    variables: { limit: 'query.limit' },
    result: 'subscriberSends',
  }),
  route({
    method: 'get',
    path: '/api/subscribers/settings',
    summary: "What the subscribers' mails hold, and whether mail is sent at all",
    access: 'admin',
    operation: 'query { subscriberSettings { mailContent mailEnabled } }',
    result: 'subscriberSettings',
  }),
  route({
    method: 'put',
    path: '/api/subscribers/settings',
    summary: "What the subscribers' mails hold",
    description: 'Body `{"mailContent": "summary" | "full"}`: the summary, or the whole post.',
    access: 'admin',
    operation:
      'mutation ($mailContent: MailContent!) { setSubscriberSettings(mailContent: $mailContent) { mailContent mailEnabled } }',
    variables: { mailContent: 'body.mailContent' },
    result: 'setSubscriberSettings',
  }),
];
