import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginDocument, MeDocument } from '../../gql/admin/graphql';
import { owner } from '../../test/admin';
import { graphQLError, renderWithProviders, type Mock } from '../../test/render';
import { SessionProvider } from '../auth/session';
import LoginPage from './LoginPage';
import { adminPath } from './paths';

const OWNER = owner({ twoFactorEnabled: true });
const CODE_REQUIRED =
  'Doğrulama kodu gerekli: kimlik doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.';

const signedOut = graphQLError({ query: MeDocument }, 'Oturum açmanız gerekiyor.', 'UNAUTHENTICATED');
const login = (variables: Record<string, string>) => ({ query: LoginDocument, variables });
const success = (variables: Record<string, string>): Mock => ({
  request: login(variables),
  result: { data: { login: { __typename: 'LoginResult', user: OWNER } } },
});
const CREDENTIALS = { email: 'sahip@ornek.com', password: 'dogru-sifre' };

function renderLogin(mocks: Mock[]) {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path={adminPath('login')} element={<LoginPage />} />
        <Route path="*" element={null} />
      </Routes>
    </SessionProvider>,
    { route: adminPath('login'), mocks },
  );
}

async function fillCredentials(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(await screen.findByLabelText('E-posta'), CREDENTIALS.email);
  await user.type(screen.getByLabelText('Şifre'), CREDENTIALS.password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('LoginPage with two-factor sign-in', () => {
  it("asks for 'Doğrulama kodu' when the server wants one, then signs in with all three", async () => {
    const { user, operations } = renderLogin([
      signedOut,
      graphQLError(login(CREDENTIALS), CODE_REQUIRED, 'TWO_FACTOR_REQUIRED'),
      success({ ...CREDENTIALS, code: '123456' }),
    ]);
    await fillCredentials(user);
    expect(await screen.findByRole('status')).toHaveTextContent(CODE_REQUIRED);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Doğrulama kodu');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText(adminPath())).toBeInTheDocument();
    expect(
      operations.filter((operation) => operation.name === 'Login').map((operation) => operation.variables),
    ).toEqual([CREDENTIALS, { ...CREDENTIALS, code: '123456' }]);
  });

  it('a wrong code shows the server’s message above the form and keeps the code field', async () => {
    const { user } = renderLogin([
      signedOut,
      graphQLError(login(CREDENTIALS), CODE_REQUIRED, 'TWO_FACTOR_REQUIRED'),
      graphQLError(login({ ...CREDENTIALS, code: '000000' }), 'Doğrulama kodu geçersiz.', 'UNAUTHENTICATED'),
    ]);
    await fillCredentials(user);
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '000000');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama kodu geçersiz.');
    expect(screen.getByLabelText('Doğrulama kodu')).toBeEnabled();
  });

  it("an account without it signs in with email and password; a wrong password is 'Giriş başarısız'", async () => {
    const { user } = renderLogin([signedOut, graphQLError(login(CREDENTIALS), 'Giriş başarısız', 'UNAUTHENTICATED')]);
    await fillCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Giriş başarısız');
    expect(screen.queryByLabelText('Doğrulama kodu')).not.toBeInTheDocument();
  });
});
