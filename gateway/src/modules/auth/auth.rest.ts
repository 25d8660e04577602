import { route } from '../../core/rest-route';

const USER = 'id email username role';

export const authRoutes = [
  route({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in: a bearer token valid for 12 hours, and the user',
    description:
      'With two-factor sign-in on, the body also carries `code`: the 6-digit code of the authenticator app ' +
      "or one of the recovery codes. Without it the answer is 401 with 'Doğrulama kodu gerekli: …'; a wrong " +
      'code is a failed sign-in (401, counted like a wrong password).',
    access: 'public',
    operation: `mutation ($email: String!, $password: String!, $code: String) { login(email: $email, password: $password, code: $code) { token user { ${USER} } } }`,
    variables: { email: 'body.email', password: 'body.password', code: 'body.code' },
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
