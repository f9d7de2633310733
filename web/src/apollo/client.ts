import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { catchError, from, mergeMap, throwError } from "rxjs";
import { appendPages } from "./appendPages";
import { getCsrfToken, isCsrfRejection } from "./csrf";

export const GRAPHQL_ENDPOINT = "/graphql";

/** Adds X-CSRF-Token; when the server rejects the token (e.g. the session changed) fetches a new one and retries once. */
export const csrfLink = new ApolloLink((operation, forward) => {
  const attempt = (force: boolean) =>
    from(getCsrfToken(force)).pipe(
      mergeMap((token) => {
        operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
          headers: token ? { ...headers, "X-CSRF-Token": token } : headers,
        }));
        return forward(operation);
      }),
    );
  return attempt(false).pipe(catchError((error: unknown) => (isCsrfRejection(error) ? attempt(true) : throwError(() => error))));
});

export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Cart: { keyFields: ["id"] },
      Wishlist: { keyFields: ["id"] },
      Query: {
        fields: {
          products: { keyArgs: ["filter", "sortBy", "page", "pageSize"] },
          searchProducts: { keyArgs: ["keyword", "page", "pageSize"] },
          adminOrders: { keyArgs: ["status", "page", "pageSize"] },
          myOrders: { keyArgs: ["page", "pageSize"] },
          // The product dialog shows the pages loaded so far as one list ("Show more reviews").
          reviews: appendPages(["productId", "pageSize"]),
        },
      },
    },
  });
}

export function createApolloClient(uri = GRAPHQL_ENDPOINT) {
  return new ApolloClient({
    link: ApolloLink.from([csrfLink, new HttpLink({ uri, credentials: "include" })]),
    cache: createCache(),
  });
}

export const apolloClient = createApolloClient();
