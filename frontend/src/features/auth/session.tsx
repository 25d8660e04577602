import { useApolloClient, useMutation } from '@apollo/client/react';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MeDocument, LoginDocument, LogoutDocument } from '../../gql/graphql';
import type { MeQuery } from '../../gql/graphql';
import { readToken, TOKEN_KEY } from '../../lib/apollo';

export { MeDocument };

export { LoginDocument };

export { LogoutDocument };

export type SessionUser = MeQuery['me'];

type Session = {
  user: SessionUser | null;
  /** True until the stored token has been checked. */
  loading: boolean;
  login: (email: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/**
 * SPEC.md §4 session: a stored token is verified with `me` on start (failure removes it); login
 * stores token and user; logout revokes the token on the server, then forgets it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(() => readToken() !== null);
  const [loginMutation] = useMutation(LoginDocument);
  const [logoutMutation] = useMutation(LogoutDocument);

  useEffect(() => {
    if (!readToken()) return;
    let active = true;
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => active && setUser(data?.me ?? null))
      .catch(() => {
        localStorage.removeItem(TOKEN_KEY);
        if (active) setUser(null);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [client]);

  const login = useCallback(
    async (email: string, password: string) => {
      const { data } = await loginMutation({ variables: { email, password } });
      if (!data) throw new Error('Giriş başarısız');
      localStorage.setItem(TOKEN_KEY, data.login.token);
      setUser(data.login.user);
    },
    [loginMutation],
  );

  const logout = useCallback(async () => {
    await logoutMutation().catch(() => undefined); // signed out locally even if the server is unreachable
    localStorage.removeItem(TOKEN_KEY);
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
