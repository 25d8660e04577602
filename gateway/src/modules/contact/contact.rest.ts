import { route } from '../../core/rest-route';

const MESSAGE = 'id name email message createdAt readAt archivedAt';

export const contactRoutes = [
  route({
    method: 'post',
    path: '/api/contact',
    summary: 'Send a message to the owner (5 per 10 minutes and 20 per day per address)',
    access: 'public',
    operation: 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
    variables: { input: 'body' },
    result: null,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/api/contact',
    summary: 'Every message, newest first; or those `filter` names',
    description:
      '`filter`: `inbox` (not archived), `unread` (not archived, not read), `archived` or `all` (the default). `readAt`: when the admin marked the message read, `archivedAt`: when it was archived; each null until then.',
    access: 'admin',
    operation: `query ($filter: MessageFilter) { contactMessages(filter: $filter) { ${MESSAGE} } }`,
    variables: { filter: 'query.filter' },
    result: 'contactMessages',
  }),
  route({
    method: 'get',
    path: '/api/contact/status',
    summary: 'The inbox at a glance',
    description:
      '`unread` messages (not archived), `retentionDays` (MESSAGE_RETENTION_DAYS; 0: kept for ever), whether each message is mailed to the owner (`mailEnabled`), how many mails wait (`mailWaiting`) and, while one waits after a failed attempt, why (`mailError`).',
    access: 'admin',
    operation: 'query { inboxStatus { unread retentionDays mailEnabled mailWaiting mailError } }',
    result: 'inboxStatus',
  }),
  route({
    method: 'post',
    path: '/api/contact/bulk',
    summary: 'Mark read or unread, archive, unarchive or delete several messages',
    description:
      'Body `{"ids": ["…"], "action": "read" | "unread" | "archive" | "unarchive" | "delete"}`, 1 to 200 ids; all or none: an id that names no message changes nothing (404). `data`: how many messages.',
    access: 'admin',
    operation: 'mutation ($ids: [ID!]!, $action: MessageAction!) { updateContactMessages(ids: $ids, action: $action) }',
    variables: { ids: 'body.ids', action: 'body.action' },
    result: 'updateContactMessages',
  }),
  route({
    method: 'delete',
    path: '/api/contact/:id',
    summary: 'Delete a message',
    access: 'admin',
    operation: 'mutation ($id: ID!) { deleteContactMessage(id: $id) }',
    variables: { id: 'path' },
    result: null,
  }),
  route({
    method: 'put',
    path: '/api/contact/:id/read',
    summary: 'Mark a message read or unread',
    description:
      'Body `{"read": true}` marks the message read (it keeps the first `readAt`), `{"read": false}` unread again; `read` must be true or false.',
    access: 'admin',
    operation: `mutation ($id: ID!, $read: Boolean!) { markContactMessageRead(id: $id, read: $read) { ${MESSAGE} } }`,
    variables: { id: 'path', read: 'body.read' },
    result: 'markContactMessageRead',
  }),
];
