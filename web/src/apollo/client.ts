import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from "@apollo/client";
import { appendPages } from "./appendPages";
import { GRAPHQL_ENDPOINT } from "./endpoint";
import { takeApolloStart } from "./apolloStart";

export { GRAPHQL_ENDPOINT };

export function createCache(options: { resultCaching?: boolean } = {}) {
  return new InMemoryCache({
    ...options,
    typePolicies: {
      Cart: { keyFields: ["id"] },
      Wishlist: { keyFields: ["id"] },
      Query: {
        fields: {
          products: { keyArgs: ["filter", "sortBy", "page", "pageSize"] },
          searchProducts: { keyArgs: ["keyword", "page", "pageSize"] },
          adminOrders: { keyArgs: ["status", "from", "to", "search", "customerId", "page", "pageSize"] },
          adminCustomers: { keyArgs: ["search", "page", "pageSize"] },
          auditLog: { keyArgs: ["page", "pageSize"] },
          myOrders: { keyArgs: ["page", "pageSize"] },
          // The product dialog shows the pages loaded so far as one list ("Show more reviews").
          reviews: appendPages(["productId", "pageSize"]),
        },
      },
    },
  });
}

/** The server's client for one page's render: its link runs the operations in the server, as the visitor. */
export function createServerApolloClient(link: ApolloLink) {
  // No result caching: a render reads each query once or twice and the cache is thrown away after it; its dependency
  // tracking (optimism) was a tenth of a listing's render CPU, for the same page (byte for byte).
  return new ApolloClient({ link, cache: createCache({ resultCaching: false }), ssrMode: true });
}

/**
 * The browser's client. On a page the server rendered, its cache starts as the server's render left it: the page
 * hydrates with what the server rendered, without asking for it again. (Not ssrForceFetchDelay: for its while, a
 * refetch after a write, a new review, would be answered from the cache; the queries kept fresh from the network say
 * so themselves while the page hydrates: servedAnswers.ts.)
 */
export function createApolloClient(uri = GRAPHQL_ENDPOINT, start?: NormalizedCacheObject) {
  const client = new ApolloClient({ link: new HttpLink({ uri, credentials: "include" }), cache: createCache() });
  if (start) client.cache.restore(start);
  return client;
}

let browserClient: ApolloClient | undefined;

/** The browser's client (one a page), made on first use unless prepareBrowserApolloClient made it before. */
export function browserApolloClient(): ApolloClient {
  return (browserClient ??= createApolloClient(GRAPHQL_ENDPOINT, takeApolloStart()));
}

/**
 * Makes the browser's client before a page first renders with it: in a task after the one that evaluated Apollo
 * Client's code, and its served cache restored in the next (`between` waits for a new task). The three in one task were
 * one of a page's longest at its start (25 ms of this machine's main thread in a profile at load 12; a slow phone's
 * 100 or more).
 */
export function prepareBrowserApolloClient(between: () => Promise<void>): Promise<void> {
  return (preparing ??= prepare(between));
}

let preparing: Promise<void> | undefined;

async function prepare(between: () => Promise<void>) {
  if (browserClient) return;
  await between();
  const client = createApolloClient(GRAPHQL_ENDPOINT);
  await between();
  // Made meanwhile by a render that could not wait: that one has taken the served cache.
  if (browserClient) return;
  const start = takeApolloStart();
  if (start) client.cache.restore(start);
  browserClient = client;
}
