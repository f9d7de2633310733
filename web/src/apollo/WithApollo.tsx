import { useContext, useEffect, type ReactNode } from "react";
import { ApolloProvider, getApolloContext, useApolloClient } from "@apollo/client/react";
import { apolloClient } from "./client";
import { MeQuery } from "../session/documents";
import { useSession, type SessionUser } from "../session/context";
import { publishUserUpdate } from "../session/userUpdates";

/**
 * Apollo Client for the pages that query data (the shop, admin and account pages; not the sign-in page, which loads
 * without it). Inside an existing provider (tests' MockedProvider, an outer WithApollo) it adds nothing.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const { client } = useContext(getApolloContext());
  if (client) return <>{children}</>;
  return (
    <ApolloProvider client={apolloClient}>
      <SessionUserInCache />
      {children}
    </ApolloProvider>
  );
}

/** The app's own cache (not a test's provider's), for pages that fill it before their first render (lazyWithApollo). */
export const appCache = () => apolloClient.cache;

/** Keeps the signed-in user in Apollo's cache as `me`, so a mutation that returns the User updates the session. */
function SessionUserInCache() {
  const client = useApolloClient();
  const { user } = useSession();
  useEffect(() => {
    // __typename makes the cache file it under User:<id>, where mutations that return the user write too.
    if (user) client.writeQuery({ query: MeQuery, data: { me: { __typename: "User", ...user } } as { me: SessionUser } });
  }, [client, user]);
  useEffect(() => {
    const subscription = client.watchQuery({ query: MeQuery, fetchPolicy: "cache-only" }).subscribe(({ data }) => {
      const me = data?.me;
      if (me?.id) publishUserUpdate(me as SessionUser);
    });
    return () => subscription.unsubscribe();
  }, [client]);
  return null;
}
