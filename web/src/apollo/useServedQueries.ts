import type { ApolloCache } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { servedState, type ServedAnswer } from "../servedState";
import { operationName, type RouteQuery } from "../servedQuery";

// Per cache, the operations whose served answer has been looked for (and written when there was one).
const seeded = new WeakMap<ApolloCache, Set<string>>();

/**
 * Puts the answers the page was served with to `queries` into Apollo's cache, under the variables the server answered
 * them with, before the first query reads them. Once per cache and operation: a page shown again later in the visit
 * must not get the page load's answers back over newer ones. An answer that does not fit its query (a build and
 * server out of step) is left out: the page then asks.
 */
export function useServedQueries(queries: RouteQuery[]) {
  seedServedQueries(useApolloClient().cache, queries);
}

/** What useServedQueries does, for a cache outside React (a page's seedCache, run by apollo/lazyWithApollo.tsx). */
export function seedServedQueries(cache: ApolloCache, queries: RouteQuery[]) {
  let done = seeded.get(cache);
  if (!done) seeded.set(cache, (done = new Set()));
  // Read only while an operation is left to look for: every render of the hooks that call this comes here, and the
  // served state is a DOM read of up to tens of kB (its answers do not change while the page is open).
  let answers: ServedAnswer[] | undefined;
  for (const known of queries) {
    const name = operationName(known.query);
    if (done.has(name)) continue;
    done.add(name);
    answers ??= servedState().queries?.answers ?? [];
    // The answer to this very query: another route may serve the operation with other variables.
    const answer = answers.find((a) => a.operationName === name && sameVariables(a.variables, known.variables));
    if (!answer) continue;
    try {
      cache.writeQuery({ query: known.query, variables: known.variables, data: answer.data });
    } catch {
      // Left to the page's own request.
    }
  }
}

// The server sends back the variables the build wrote, which the build took from the same objects: equal as JSON.
const sameVariables = (served: Record<string, unknown>, asked: Record<string, unknown>) => JSON.stringify(served) === JSON.stringify(asked);
