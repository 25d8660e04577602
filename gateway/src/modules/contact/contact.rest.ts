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
    access: 'admin',
    operation: 'query { contactMessages { id name email message createdAt } }',
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
];
