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
  /** The values of the route's first paint drawn from this answer (staticShells.tsx servedPageTops). */
  firstPaint?: FirstPaintValues;
}

type AnswerPath = (string | number)[];

/**
 * Where in the answer each slot of the first paint finds its value (a string or number, HTML-escaped as it goes in).
 * The first paint is left out when a value is missing or `unless` is true in the answer.
 */
export interface FirstPaintValues {
  slots: Record<string, AnswerPath>;
  unless?: AnswerPath;
}

/** The listing's first paint's slots: its first product's picture and name, and how many products it lists. */
export const LISTING_SLOTS = { image: "%FIRST_IMAGE%", title: "%FIRST_TITLE%", total: "%TOTAL%" } as const;

export const ROUTE_QUERIES: Record<string, RouteQuery[]> = {
  // The listing without filters (a link to "All Products"), sorted as it starts, its first page and the filters' counts.
  "/shop/listing": [
    {
      query: ProductsQuery,
      variables: productsVariables({}, DEFAULT_SORT, 1),
      largestImage: ["products", "items", 0, "image"],
      // An estimated count reads "about ..." on the page: no first paint then, rather than a count in another place.
      firstPaint: {
        slots: {
          [LISTING_SLOTS.image]: ["products", "items", 0, "image"],
          [LISTING_SLOTS.title]: ["products", "items", 0, "title"],
          [LISTING_SLOTS.total]: ["products", "total"],
        },
        unless: ["products", "totalIsEstimate"],
      },
    },
    { query: ProductFacetsQuery, variables: facetsVariables({}) },
  ],
};

export function operationName(query: DocumentNode): string {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
  if (!operation?.name) throw new Error("a served query needs an operation name");
  return operation.name.value;
}
