import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, LogoutDocument, MeDocument } from '../../gql/admin/graphql';
import { owner } from '../../test/admin';
import { graphQLError, networkError, renderWithProviders, type Mock } from '../../test/render';
import { LEGACY_TOKEN_KEY, SessionProvider, useSession } from './session';

const OWNER = owner();

const meMock = (user = OWNER): Mock => ({ request: { query: MeDocument }, result: { data: { me: user } } });
const loginMock = (): Mock => ({
  request: { query: LoginDocument, variables: { email: 'sahip@ornek.com', password: 'sifre-123' } },
  result: { data: { login: { __typename: 'LoginResult', user: OWNER } } },
});
const logoutMock = (): Mock => ({ request: { query: LogoutDocument }, result: { data: { logout: true } } });

/** Shows the session's state and offers its actions. */
function Probe() {
  const { user, loading, login, logout } = useSession();
  return (
    <div>
      <p>{loading ? 'kontrol ediliyor' : user ? `oturum: ${user.email}` : 'oturum yok'}</p>
      <button type="button" onClick={() => login('sahip@ornek.com', 'sifre-123')}>
        giriş
      </button>
      <button type="button" onClick={() => logout()}>
        çıkış
      </button>
    </div>
  );
}

const renderSession = (mocks: Mock[]) =>
  renderWithProviders(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
    { mocks, delay: 20 },
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('SessionProvider (the session lives in an HttpOnly cookie)', () => {
  it('asks `me` on start, loading until it answers: a valid cookie signs the user in', async () => {
    const { operations } = renderSession([meMock()]);
    expect(screen.getByText('kontrol ediliyor')).toBeInTheDocument();
    expect(await screen.findByText('oturum: sahip@ornek.com')).toBeInTheDocument();
    expect(operations.map((operation) => operation.name)).toEqual(['Me']);
  });

  it.each([
    ['UNAUTHENTICATED', graphQLError({ query: MeDocument }, 'Oturum açmanız gerekiyor.', 'UNAUTHENTICATED')],
    ['a network failure', networkError({ query: MeDocument })],
  ])('`me` failing (%s) means signed out', async (_label, mock) => {
    renderSession([mock]);
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();
  });

  it('removes a token an older version left in localStorage, and never stores one', async () => {
    localStorage.setItem(LEGACY_TOKEN_KEY, 'eski.token.degeri');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { user } = renderSession([
      graphQLError({ query: MeDocument }, 'Oturum açmanız gerekiyor.', 'UNAUTHENTICATED'),
      loginMock(),
      logoutMock(),
    ]);
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    await screen.findByText('oturum yok');

    await user.click(screen.getByRole('button', { name: 'giriş' }));
    expect(await screen.findByText('oturum: sahip@ornek.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'çıkış' }));
    expect(await screen.findByText('oturum yok')).toBeInTheDocument();

    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});
