// What a partner's API key may do: each scope names the GraphQL operations it opens. A key reaches nothing else
// (no shopper or admin operation outside its scopes), whatever the operation's rule for people; its only writes are
// its own webhook endpoints (webhooks:manage).
import type { Operation } from "../access.js";

export const API_KEY_SCOPES = {
  "catalogue:read": ["products", "productsConnection", "product", "productsByIds", "productBySlug", "searchProducts", "searchProductsConnection", "productFacets", "categories", "brands", "reviews", "featureImages", "shopInfo"],
  "orders:read": ["adminOrders", "ordersConnection"],
  // The key's own webhook endpoints (modules/webhook): the one thing a key may change.
  "webhooks:manage": ["webhookEventTypes", "webhookEndpoints", "createWebhookEndpoint", "updateWebhookEndpoint", "deleteWebhookEndpoint", "webhookDeliveries", "resendWebhookDelivery"],
} as const satisfies Record<string, readonly Operation[]>;

export type ApiKeyScope = keyof typeof API_KEY_SCOPES;

export const SCOPE_NAMES = Object.keys(API_KEY_SCOPES) as ApiKeyScope[];

const SCOPE_OF = new Map<string, ApiKeyScope>(
  SCOPE_NAMES.flatMap((scope) => API_KEY_SCOPES[scope].map((operation) => [operation, scope] as const)),
);

/** The scope that opens an operation to API keys; undefined when no key may call it. */
export const scopeOf = (operation: string): ApiKeyScope | undefined => SCOPE_OF.get(operation);

export const isScope = (value: unknown): value is ApiKeyScope => typeof value === "string" && Object.hasOwn(API_KEY_SCOPES, value);
