import { useCallback, useMemo, type ReactNode } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { LoginMutation, LogoutMutation, MeQuery } from "./documents";
import { SessionContext, type Session, type SessionUser } from "./context";

/** Checks auth on load with the `me` query and offers login/logout to the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, loading } = useQuery(MeQuery, { fetchPolicy: "cache-first", errorPolicy: "all" });

  const login = useCallback(
    async (email: string, password: string): Promise<SessionUser> => {
      const result = await client.mutate({ mutation: LoginMutation, variables: { email, password } });
      const payload = result.data?.login;
      if (!payload) throw result.error ?? new Error("Login failed");
      // Data cached for an anonymous visitor (e.g. an empty cart) must not leak into the signed-in session.
      // resetStore refetches the active `me` query, so the session holds the user before the caller navigates
      // (writing `me` into a just-cleared store did not reach the watching query in Apollo Client 4).
      await client.resetStore();
      return payload.user;
    },
    [client],
  );

  const logout = useCallback(async () => {
    try {
      await client.mutate({ mutation: LogoutMutation });
    } finally {
      await client.resetStore();
    }
  }, [client]);

  const user = data?.me ?? null;
  const isLoading = loading && !data;
  const value = useMemo<Session>(
    () => ({ isAuthenticated: !!user, isLoading, user, login, logout }),
    [user, isLoading, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
