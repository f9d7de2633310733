import { createContext, useContext } from "react";
import type { MeQuery } from "../gql/graphql";

export type SessionUser = NonNullable<MeQuery["me"]>;

/** SPEC section 3/4: the session starts loading and unauthenticated. */
export interface SessionState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: SessionUser | null;
  /** The shop is a public storefront (STOREFRONT_ACCESS=public): a visitor browses it without an account. */
  publicStorefront: boolean;
}

export interface Session extends SessionState {
  /** Signs in; resolves with the user or rejects with the server's error (a SessionRequestError naming a second step). */
  login(email: string, password: string): Promise<SessionUser>;
  /** Takes the user a later step signed in (a code, a passkey): the session cookie is already set. */
  signedIn(user: SessionUser): Promise<void>;
  /** Signs out and empties the cache. */
  logout(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

export const isAdmin = (user: SessionUser | null | undefined) => user?.role === "admin";

/** Where a signed-in user belongs. */
export const homeFor = (user: SessionUser | null | undefined) => (isAdmin(user) ? "/admin/dashboard" : "/shop/home");
