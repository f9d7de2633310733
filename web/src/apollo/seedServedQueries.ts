import type { ApolloCache } from "@apollo/client";
import { servedState } from "../servedState";
import { operationName, ROUTE_QUERIES } from "../servedQueries";

/**
 * Writes the answers the page was served with into the cache, under the queries and variables the route asks with.
 * An answer that does not fit its query (a build and server out of step) is left out: the page then asks.
 */
export function seedServedQueries<C extends ApolloCache>(cache: C): C {
  const served = servedState().queries;
  for (const answer of served?.answers ?? []) {
    const known = ROUTE_QUERIES[served!.route]?.find((q) => operationName(q.query) === answer.operationName);
    if (!known) continue;
    try {
      cache.writeQuery({ query: known.query, variables: known.variables, data: answer.data });
    } catch {
      // Left to the page's own request.
    }
  }
  return cache;
}
