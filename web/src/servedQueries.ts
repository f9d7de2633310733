// Queries the server answers in the HTML of a route a shopper asks for without a query string (graphql-api/src/
// web-page.ts runs them through the GraphQL API as the shopper). The build hands the server their text and variables
// (web/build/routeHints.ts); the page puts the answers in Apollo's cache before its first query (apollo/
// useServedQueries.ts), so it renders its data in its first render instead of after a round trip, and its largest
// image is named in the head.
import type { DocumentNode, OperationDefinitionNode } from "graphql";
import { DEFAULT_SORT } from "./components/common/catalog";
import { facetsVariables, productsVariables } from "./components/shop/listingQueries";
import { ProductFacetsQuery, ProductsQuery } from "./components/shop/productDocuments";

export interface RouteQuery {
  query: DocumentNode;
  /** Exactly what the route's first render asks with. */
  variables: Record<string, unknown>;
  /** Where in the answer the URL of the page's largest image is (preloaded from the head). */
  largestImage?: (string | number)[];
}

export const ROUTE_QUERIES: Record<string, RouteQuery[]> = {
  // The listing without filters (a link to "All Products"), sorted as it starts, its first page and the filters' counts.
  "/shop/listing": [
    { query: ProductsQuery, variables: productsVariables({}, DEFAULT_SORT, 1), largestImage: ["products", "items", 0, "image"] },
    { query: ProductFacetsQuery, variables: facetsVariables({}) },
  ],
};

export function operationName(query: DocumentNode): string {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  if (!operation?.name) throw new Error("a served query needs an operation name");
  return operation.name.value;
}
