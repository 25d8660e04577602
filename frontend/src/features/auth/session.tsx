import { useApolloClient, useMutation } from '@apollo/client/react';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoginDocument, LogoutDocument, MeDocument, type MeQuery } from '../../gql/admin/graphql';

export type SessionUser = MeQuery['me'];

/** Where earlier versions kept the token, readable by any script on the page; removed on sight. */
export const LEGACY_TOKEN_KEY = 'token';

type Session = {
  user: SessionUser | null;
  /** True until the first `me` check has answered. */
  loading: boolean;
  /** `code`: the two-factor code, once the server has answered TWO_FACTOR_REQUIRED. */
  login: (email: string, password: string, code?: string) => Promise<void>;
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/**
 * docs/product/admin.md#session, with the token in an HttpOnly cookie the page cannot see: on start
 * `me` tells whether the cookie holds a valid session (loading until it answers; a failure means
 * signed out); login lets the server set the cookie and keeps the user; logout has the server
 * revoke the session and clear the cookie, then forgets the user.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [loginMutation] = useMutation(LoginDocument);
  const [logoutMutation] = useMutation(LogoutDocument);

  useEffect(() => {
    localStorage.removeItem(LEGACY_TOKEN_KEY);
    let active = true;
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => active && setUser(data?.me ?? null))
      .catch(() => active && setUser(null))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [client]);

  const login = useCallback(
    async (email: string, password: string, code?: string) => {
      const { data } = await loginMutation({ variables: { email, password, ...(code ? { code } : {}) } });
      if (!data) throw new Error('Giriş başarısız');
      setUser(data.login.user);
    },
    [loginMutation],
  );

  const logout = useCallback(async () => {
    await logoutMutation().catch(() => undefined); // signed out locally even if the server is unreachable
    setUser(null);
    await client.clearStore();
  }, [client, logoutMutation]);

  const value = useMemo(() => ({ user, loading, login, logout }), [user, loading, login, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
