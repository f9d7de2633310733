// The listing's own queries the server answers in its page (servedQueries.ts), which the page writes into its cache,
// and the slots of its first paint the server fills from the first answer (staticShells.tsx servedPageTops).
import { DEFAULT_SORT } from "../common/catalog";
import type { RouteQuery } from "../../servedQuery";
import { facetsVariables, productsVariables } from "./listingQueries";
import { ProductFacetsQuery, ProductsQuery } from "./productDocuments";

/** The listing's first paint's slots: its first product's picture and name, and how many products it lists. */
export const LISTING_SLOTS = { image: "%FIRST_IMAGE%", title: "%FIRST_TITLE%", total: "%TOTAL%" } as const;

export const LISTING_SERVED_QUERIES: RouteQuery[] = [
  // The listing without filters (a link to "All Products"), sorted as it starts, its first page and the filters' counts.
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
];
