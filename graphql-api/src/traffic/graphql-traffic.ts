// The traffic policy on GraphQL: each operation's cost is computed once Apollo has parsed and validated it, then
// admitted (or refused) before it runs; the answer reports the cost in extensions.cost (as Shopify's API does) and,
// on /graphql, in RateLimit headers.
import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import type { Context } from "../context.js";
import { isAppError, type AppError } from "../errors.js";
import type { BudgetState } from "./cost-budget.js";
import { cachedQueryCost, MAX_QUERY_COST } from "./query-cost.js";
import { BudgetSpentError, rateLimitHeaders, type TrafficControl } from "./traffic.js";

/**
 * Served whatever the load (besides every mutation: sign-in, cart, checkout): the session, the cart and the order
 * being paid, the header's menus; introspection is answered from memory.
 */
const ALWAYS_SERVED = new Set(["me", "cart", "order", "addresses", "shopInfo", "categories", "brands", "__typename", "__schema", "__type"]);

/** Load shedding refuses it while the process is saturated: a query reaching past the always-served fields. */
export function isExpensive(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== "query") return false;
  return operation.selectionSet.selections.some((s) => s.kind !== Kind.FIELD || !ALWAYS_SERVED.has(s.name.value));
}

/** A refusal before execution, as Apollo sends it: the AppError inside (formatError reads it), its status, Retry-After. */
function refusal(error: AppError): GraphQLError {
  const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  const headers = new HeaderMap(retryAfter === undefined ? [] : [["retry-after", String(retryAfter)]]);
  return new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: error.status, headers } } });
}

/** What the answer says about its cost (Shopify's field names, which partners' tools already read). */
const costExtension = (cost: number, state: BudgetState) => ({
  requestedQueryCost: cost,
  maximumQueryCost: MAX_QUERY_COST,
  throttleStatus: {
    maximumAvailable: state.policy.points,
    currentlyAvailable: state.remaining,
    restoreRate: Math.round((state.policy.points / state.policy.seconds) * 100) / 100,
  },
});

export function trafficPlugin(traffic: TrafficControl): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let spent: { cost: number; state: BudgetState; retryAfterSeconds?: number } | null = null;
      return {
        async didResolveOperation({ request, document, operation, schema, contextValue }) {
          if (!operation) return; // Apollo has refused the request already (no such operation)
          const cost = cachedQueryCost(schema, document, request.variables, operation.name?.value);
          // Variables that do not fit: execution refuses them with GraphQL's own message, running nothing.
          if (cost === null) return;
          try {
            spent = { cost, state: await traffic.admit(contextValue.req, cost, isExpensive(operation)) };
          } catch (e) {
            if (!isAppError(e)) throw e;
            // A 429 still says where the bucket stands.
            if (e instanceof BudgetSpentError) spent = { cost, state: e.state, retryAfterSeconds: e.retryAfterSeconds };
            throw refusal(e);
          }
        },
        async willSendResponse({ request, response }) {
          if (!spent) return;
          if (response.body.kind === "single") {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, cost: costExtension(spent.cost, spent.state) };
          }
          // Pages' served queries (no HTTP request of their own) spend too, but their page carries no such headers.
          if (request.http) for (const [name, value] of rateLimitHeaders(spent.state, spent.retryAfterSeconds)) response.http.headers.set(name, value);
        },
      };
    },
  };
}
