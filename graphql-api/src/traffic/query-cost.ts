// What a request costs, in points, before it runs: the one cost model of the GraphQL API and the REST facade's
// catalogue reads (a Shopify-like calculated query cost). Budgets (cost-budget.ts) spend it; a query above
// MAX_QUERY_COST is refused. Every rule is in this file.
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isLeafType,
  isListType,
  Kind,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
// Its CommonJS build: the ESM one imports graphql's .mjs files, a second copy of graphql beside the one the schema uses.
import { getComplexity, type ComplexityEstimatorArgs } from "graphql-query-complexity/cjs";
import { PAGE_LIMITS } from "../paging.js";

/**
 * The most one query may cost. The partner guide's largest page passes with room to spare: a page of 100 products
 * with every field and their variants costs 1,101 (productsConnection(first: 100) as products(pageSize: 100)), the
 * back office's page of 100 orders with lines and history 2,201.
 */
export const MAX_QUERY_COST = 3000;

/**
 * How many items a list without a page size is counted as: the limit the shop enforces where it has a small one,
 * else what a generous catalogue holds. Lists of plain values (sizes, colours, scopes) cost nothing.
 */
export const LIST_LENGTHS: Record<string, number> = {
  // A product's grid of sizes x colours: up to 100 cells are accepted, clothes have a handful (the demo's 1 to 6).
  "Product.variants": 10,
  "Cart.items": 20,
  "Wishlist.items": 200, // its limit
  "Order.items": 10,
  "Order.history": 10,
  "AuditEntry.changes": 10,
  "LowStock.items": 100, // its limit
  "ProductFacets.category": 100, // the shop has at most 100 categories and 100 brands
  "ProductFacets.brand": 100,
  "ProductFacets.size": 20,
  "ProductFacets.colour": 20,
  "Query.addresses": 3, // its limit
  "Query.featureImages": 100, // its limit
  "Query.categories": 100,
  "Query.brands": 100,
  "Query.apiKeys": 50,
  "Query.passkeys": 10, // its limit
  "Mutation.removePasskey": 10,
  "Query.mySessions": 50, // the most recently seen 50 are listed
  "Mutation.signOutSession": 50,
  "Mutation.signOutOtherSessions": 50,
  "Mutation.reorderCategories": 100,
  "Mutation.reorderBrands": 100,
  "SalesDashboard.days": 366, // a range covers at most 366 days
  "SalesDashboard.categories": 100,
  "SalesDashboard.topProducts": 10,
  "Query.webhookEventTypes": 10,
  "Query.webhookEndpoints": 20, // an owner's limit
  "WebhookDelivery.attempts": 20, // the latest 20
  "Query.productsByIds": 100, // as many as the ids asked (counted by them), at most 100
  "Product.images": 12, // a gallery's limit
  "CheckoutQuote.lines": 20, // the cart's lines
  "CheckoutQuote.taxLines": 5, // a rate per country and region: a handful at most
  "OrderBreakdown.taxLines": 5,
  "Query.shippingMethods": 20,
  "Query.adminShippingMethods": 20,
  // The admin's unpaginated lists of codes and rates: counted at 100 (a shop with more asks for them rarely).
  "Query.discountCodes": 100,
  "Query.taxRates": 100,
  // Promotions: the admin's unpaginated list; those applied to a quote or an order are the few running at once.
  "Query.promotions": 100,
  "CheckoutQuote.promotions": 5,
  "OrderBreakdown.promotions": 5,
};

/** The frame of a paginated answer (the page, its edges, pageInfo): free; what it lists is what costs. */
export const isPageFrame = (type: GraphQLNamedType) => /(Page|Connection|Edge)$/.test(type.name) || type.name === "PageInfo";

/** The page size a paginated field asks for (`pageSize` or `first`, their defaults included), as the services bound it. */
function pageSizeOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | null {
  const name = field.args.find((a) => a.name === "pageSize" || a.name === "first")?.name;
  if (!name) return null;
  const asked = args[name];
  // A size outside 1..100 is refused by the service with its own message; counted at the bound meanwhile.
  return typeof asked === "number" ? Math.min(Math.max(Math.trunc(asked), 1), PAGE_LIMITS.maxPageSize) : PAGE_LIMITS.maxPageSize;
}

/**
 * The rules, field by field (graphql-query-complexity walks the document, fragments, @skip/@include and variables):
 * - a scalar or enum costs 0, an object 1 plus what it selects;
 * - a paginated field (pageSize, first) costs 1 plus its page size times what one item selects (the page's frame
 *   is free, each listed item 1 plus its fields);
 * - a list asked by ids (productsByIds) costs as many items as ids (at most 100), each 1 plus its fields;
 * - any other list of objects, its counted length (LIST_LENGTHS) times one item; nested lists multiply;
 * - introspection (__schema, __type) costs nothing: it is answered from memory.
 */
function fieldCost({ type, field, args, childComplexity }: ComplexityEstimatorArgs): number {
  const returns = getNamedType(field.type);
  if (isLeafType(returns) || returns.name.startsWith("__")) return 0;
  const pageSize = pageSizeOf(field, args);
  if (pageSize !== null) return 1 + pageSize * childComplexity;
  if (isPageFrame(returns)) return childComplexity;
  // Inside a page's frame, a list's length is the page size, already counted by the paginated field.
  const isList = isListType(getNullableType(field.type)) && !isPageFrame(type);
  const length = isList ? (idsAsked(args) ?? LIST_LENGTHS[`${type.name}.${field.name}`] ?? DEFAULT_LIST_LENGTH) : 1;
  return length * (1 + childComplexity);
}

/** A list asked by ids (productsByIds) is as long as the ids sent, at most a page's worth. */
function idsAsked(args: Record<string, unknown>): number | null {
  const ids = args.ids;
  return Array.isArray(ids) ? Math.min(Math.max(ids.length, 1), PAGE_LIMITS.maxPageSize) : null;
}

/** For a list someone adds without a row above (a test asks for the row). */
const DEFAULT_LIST_LENGTH = 10;

/**
 * The cost of the operation a request runs, or null when it cannot be counted because its variables do not fit
 * (execution then refuses them with GraphQL's own message, running nothing).
 */
export function queryCost(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): number | null {
  try {
    return getComplexity({ schema, query, variables: variables ?? {}, operationName, estimators: [fieldCost] });
  } catch (e) {
    if (e instanceof GraphQLError) return null;
    throw e;
  }
}

/**
 * Counting walks the document (0.3 ms for the storefront's listing on a busy machine, a third of validating it), so
 * each document's costs are kept (Apollo hands the same parsed document to every request of the same text), by the
 * only variables a cost can depend on: page sizes and @skip/@include. A document whose variables did not fit is
 * counted again next time, so such a request cannot make its document free for others.
 */
const costs = new WeakMap<DocumentNode, { deciding: string[]; byValues: Map<string, number> }>();
const KEPT_PER_DOCUMENT = 100;

export function cachedQueryCost(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string): number | null {
  let kept = costs.get(query);
  if (!kept) costs.set(query, (kept = { deciding: decidingVariables(query), byValues: new Map() }));
  // A variable left out (its default applies) is told apart from one sent as null.
  const key = JSON.stringify([operationName ?? null, ...kept.deciding.map((name) => (variables && name in variables ? variables[name] : "(default)"))]);
  const known = kept.byValues.get(key);
  if (known !== undefined) return known;
  const cost = queryCost(schema, query, variables, operationName);
  if (cost === null) return null;
  if (kept.byValues.size >= KEPT_PER_DOCUMENT) kept.byValues.clear();
  kept.byValues.set(key, cost);
  return cost;
}

/** The variables given as a page size or to @skip/@include anywhere in the document. */
function decidingVariables(query: DocumentNode): string[] {
  const names = new Set<string>();
  const take = (args: readonly ArgumentNode[] | undefined, which: (name: string) => boolean) => {
    for (const a of args ?? []) if (a.value.kind === Kind.VARIABLE && which(a.name.value)) names.add(a.value.name.value);
  };
  visit(query, {
    Field: (node) => take(node.arguments, (name) => name === "pageSize" || name === "first"),
    Directive: (node) => take(node.arguments, () => true),
  });
  return [...names].sort();
}

/**
 * The REST facade's catalogue reads, by the GraphQL operation they perform, counted as that operation would be with
 * the fields the legacy shape carries (plain values: 1 a product, review or image); `paged` ones by their `limit`.
 */
const restPage = { paged: true, cost: (pageSize: number) => 1 + pageSize };
export const REST_COSTS: Record<string, { paged: boolean; cost: (pageSize: number) => number }> = {
  products: restPage,
  adminProducts: restPage,
  searchProducts: restPage,
  reviews: restPage,
  product: { paged: false, cost: () => 1 },
  featureImages: { paged: false, cost: () => LIST_LENGTHS["Query.featureImages"]! },
};
