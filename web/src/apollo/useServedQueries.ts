import type { ApolloCache } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { servedState } from "../servedState";
import { operationName, ROUTE_QUERIES } from "../servedQueries";

const seeded = new WeakSet<ApolloCache>();

/**
 * Puts the answers the page was served with for `route` into Apollo's cache, under the queries and variables the
 * route asks with, before the page's first query reads it. Once per cache: a page shown again later in the visit
 * must not get the page load's answers back over newer ones. An answer that does not fit its query (a build and
 * server out of step) is left out: the page then asks.
 */
export function useServedQueries(route: string) {
  seedServedQueries(useApolloClient().cache, route);
}

/** What useServedQueries does, for a cache outside React (a page's seedCache, run by apollo/lazyWithApollo.tsx). */
export function seedServedQueries(cache: ApolloCache, route: string) {
  if (seeded.has(cache)) return;
  seeded.add(cache);
  const served = servedState().queries;
  if (served?.route !== route) return;
  for (const answer of served.answers) {
    const known = ROUTE_QUERIES[route]?.find((q) => operationName(q.query) === answer.operationName);
    if (!known) continue;
    try {
      cache.writeQuery({ query: known.query, variables: known.variables, data: answer.data });
    } catch {
      // Left to the page's own request.
    }
  }
}
