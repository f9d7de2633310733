import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { appendPages } from "./appendPages";

import { GRAPHQL_ENDPOINT } from "./endpoint";

export { GRAPHQL_ENDPOINT };

export function createCache() {
  return new InMemoryCache({
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

export function createApolloClient(uri = GRAPHQL_ENDPOINT) {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: "include" }),
    cache: createCache(),
  });
}

export const apolloClient = createApolloClient();
