// Queries the server answers in the HTML of a route a shopper asks for without a query string (graphql-api/src/
// web-page.ts runs them through the GraphQL API as the shopper). The build hands the server their text and variables
// (web/build/routeHints.ts); the page puts the answers in Apollo's cache before its first query (apollo/
// useServedQueries.ts), so it renders its data in its first render instead of after a round trip, and its largest
// image is named in the head. A page writes its own queries' answers (its list lives with its code, so its chunks carry
// no other page's documents); the cart and the wishlist are written by useCart and useWishlist, wherever they are used
// first.
import { SERVED_CART, SERVED_WISHLIST } from "./components/shop/documents";
import { LISTING_SERVED_QUERIES } from "./components/shop/listingServed";
import { SERVED_FIRST_ORDERS } from "./components/shop/orderDocuments";
import type { RouteQuery } from "./servedQuery";

export { operationName, type FirstPaintValues, type RouteQuery } from "./servedQuery";
export { LISTING_SLOTS } from "./components/shop/listingServed";

export const ROUTE_QUERIES: Record<string, RouteQuery[]> = {
  // Its products and filters' counts, the cards' cart and wishlist state (and the header's cart).
  "/shop/listing": [...LISTING_SERVED_QUERIES, SERVED_CART, SERVED_WISHLIST],
  // The shopper's latest orders, the page's content, and the header's cart.
  "/shop/account": [SERVED_FIRST_ORDERS, SERVED_CART],
};
