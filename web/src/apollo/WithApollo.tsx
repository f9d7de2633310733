import { useContext, useEffect, type ReactNode } from "react";
import { ApolloProvider, getApolloContext, useApolloClient } from "@apollo/client/react";
import { browserApolloClient } from "./client";
// For withApollo's loader (lazyWithApollo.tsx): the client is made once this chunk has arrived. Here, not below the
// imports: that place changes the chunk's module order and costs the search route 0.1 kB of gzip (its budget).
export { prepareBrowserApolloClient } from "./client";
import { MeQuery } from "../session/documents";
import { useSession, type SessionUser } from "../session/context";
import { publishUserUpdate } from "../session/userUpdates";

/**
 * Apollo Client for the pages that query data (the shop, admin and account pages; not the sign-in page, which loads
 * without it). Inside an existing provider (the server's render, tests' MockedProvider, an outer WithApollo) it adds
 * nothing. Either way its children are its only child, so the ids React gives them (useId) are the same in the
 * server's render and the browser's.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const { client } = useContext(getApolloContext());
  if (client) return children;
  return (
    <ApolloProvider client={browserApolloClient()}>
      <SessionUserInCache>{children}</SessionUserInCache>
    </ApolloProvider>
  );
}

/** Keeps the signed-in user in Apollo's cache as `me`, so a mutation that returns the User updates the session. */
function SessionUserInCache({ children }: { children: ReactNode }) {
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
  return children;
}
