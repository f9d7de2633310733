// What a partner's API key may read: each scope names the GraphQL operations it opens. A key reaches nothing else
// (no mutation, no shopper or admin operation outside its scopes), whatever the operation's rule for people.
import type { Operation } from "../access.js";

export const API_KEY_SCOPES = {
  "catalogue:read": ["products", "productsConnection", "product", "productBySlug", "searchProducts", "searchProductsConnection", "productFacets", "categories", "brands", "reviews", "featureImages", "shopInfo"],
  "orders:read": ["adminOrders", "ordersConnection"],
} as const satisfies Record<string, readonly Operation[]>;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;

export const SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as ApiKeyScope[];

const SCOPE_OF = new Map<string, ApiKeyScope>(
  SCOPE_NAMES.flatMap((scope) => API_KEY_SCOPES[scope].map((operation) => [operation, scope] as const)),
);

/** The scope that opens an operation to API keys; undefined when no key may call it. */
export const scopeOf = (operation: string): ApiKeyScope | undefined => SCOPE_OF.get(operation);

export const isScope = (value: unknown): value is ApiKeyScope => typeof value === "string" && Object.hasOwn(API_KEY_SCOPES, value);
