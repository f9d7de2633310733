import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { SessionContext, type Session, type SessionUser } from "./context";
import { fetchMe, requestLogin, requestLogout } from "./sessionApi";
import { onUserUpdated } from "./userUpdates";
import { useAppStart } from "../ssr/pageState";

/** Data cached for one person (a cart, orders) must not be seen by the next: empties Apollo's cache (loading it if needed). */
async function clearApolloCache() {
  const { browserApolloClient } = await import("../apollo/client");
  await browserApolloClient().clearStore();
}

const sameUser = (a: SessionUser, b: SessionUser) =>
  a.userName === b.userName && a.email === b.email && a.phone === b.phone && a.role === b.role;

/**
 * Who is signed in, as the page was served (the server rendered it for them), else asked with the `me` query; offers
 * login and logout to the whole app.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const start = useAppStart();
  const served = start.user;
  const [state, setState] = useState<{ user: SessionUser | null; isLoading: boolean }>(() =>
    served === undefined ? { user: null, isLoading: true } : { user: served, isLoading: false },
  );
  const [publicStorefront, setPublicStorefront] = useState(start.storefront?.public ?? false);

  useEffect(() => {
    if (!state.isLoading) return;
    let live = true;
    fetchMe().then(
      (me) => {
        if (!live) return;
        setPublicStorefront(me.publicStorefront);
        setState({ user: me.user, isLoading: false });
      },
      // An unreachable server is treated as signed out: the sign-in page says what goes wrong next.
      () => live && setState({ user: null, isLoading: false }),
    );
    return () => {
      live = false;
    };
    // Only the first render's state decides whether to ask; later changes are the user's own sign-in or sign-out.
  }, []);

  // A profile change made through Apollo (name, email, phone) reaches the header and the guard.
  useEffect(
    () =>
      onUserUpdated((user) =>
        setState((s) => (s.user && s.user.id === user.id && !sameUser(s.user, user) ? { ...s, user: { ...s.user, ...user } } : s)),
      ),
    [],
  );

  const signedIn = useCallback(async (user: SessionUser) => {
    await clearApolloCache();
    setState({ user, isLoading: false });
  }, []);

  const login = useCallback(
    async (email: string, password: string): Promise<SessionUser> => {
      const user = await requestLogin(email, password);
      await signedIn(user);
      return user;
    },
    [signedIn],
  );

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } finally {
      // Signed out on this page first: emptying the cache can fail (Apollo's chunk not loading after a deploy), and
      // must not leave the header showing the user. The next sign-in empties it again before anyone sees it.
      setState({ user: null, isLoading: false });
      await clearApolloCache();
    }
  }, []);

  const { user, isLoading } = state;
  const value = useMemo<Session>(
    () => ({ isAuthenticated: !!user, isLoading, user, publicStorefront, login, signedIn, logout }),
    [user, isLoading, publicStorefront, login, signedIn, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
