import { route } from '../../core/rest-route';

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
    summary: 'Every message, newest first',
    description: '`readAt`: when the admin marked the message read; null while it is unread.',
    access: 'admin',
    operation: 'query { contactMessages { id name email message createdAt readAt } }',
    result: 'contactMessages',
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
    operation:
      'mutation ($id: ID!, $read: Boolean!) { markContactMessageRead(id: $id, read: $read) { id name email message createdAt readAt } }',
    variables: { id: 'path', read: 'body.read' },
    result: 'markContactMessageRead',
  }),
];
