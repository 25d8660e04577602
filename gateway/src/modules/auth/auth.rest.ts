import { route } from '../../rest/route';

const USER = 'id email username role';

export const authRoutes = [
  route({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in: a bearer token valid for 12 hours, and the user',
    access: 'public',
    operation: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token user { ${USER} } } }`,
    variables: { email: 'body.email', password: 'body.password' },
    result: 'login',
  }),
  route({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    access: 'signed-in',
    operation: `query { me { ${USER} } }`,
    result: { user: 'me' },
  }),
];
