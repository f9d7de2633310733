// The Apollo server and its policies: query depth and alias limits, the traffic policy (cost, budgets, load shedding:
// traffic/), which errors a client may read (the rest become one sentence), request ids on every error, no caching of
// answers, and HTTP 429 for rate-limited calls.
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from "graphql";
import { DatabaseBusyError, FieldsError, SignInStepRequired, isAppError, knownDatabaseError } from "./errors.js";
import { TooManyRequestsError } from "./auth/rate-limit.js";
import type { Context } from "./context.js";
import type { Logger } from "./logger.js";
import { requestIdOf } from "./request-log.js";
import { warnDatabaseBusy } from "./http-errors.js";
import { trafficPlugin } from "./traffic/graphql-traffic.js";
import { QueryTooCostlyError, type TrafficControl } from "./traffic/traffic.js";

/** Limits on a document's shape; what it may cost is the traffic policy's (traffic/query-cost.ts). */
const armor = (introspection: boolean) =>
  new ApolloArmor({
    maxDepth: { n: 8 },
    maxAliases: { n: 10 },
    maxDirectives: { n: 10 },
    // The token-count plugin re-parses the document itself and turns a syntax error into a 500; the body size
    // limit and the cost limit already bound what a large document can do.
    maxTokens: { enabled: false },
    // Its cost ignored page sizes and called a refusal a syntax error: traffic/query-cost.ts counts instead.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: !introspection },
  });

/**
 * The web app's operations and the standard introspection query each have under 200 tokens. Beyond this bound the
 * parser stops at once; without it a document nested thousands deep overflowed the parser's recursion before the
 * depth limit could look at it.
 */
const MAX_TOKENS = 2000;

/**
 * Introspection is on by default (partners generate clients from it); GRAPHQL_INTROSPECTION=false turns it off
 * and, so that the schema cannot be guessed back from error messages either, the "Did you mean ...?" suggestions.
 */
export function createApollo(schema: GraphQLSchema, logger: Logger, options: { introspection: boolean; traffic: TrafficControl }) {
  const protection = armor(options.introspection).protect();
  return new ApolloServer<Context>({
    schema,
    // The shop sets no cache hints, so Apollo's default cache-control plugin only added a hook around every field
    // resolution to conclude "uncacheable"; its one visible effect, the no-store header, is kept by noStore().
    plugins: [...protection.plugins, trafficPlugin(options.traffic), rateLimitStatus(), noStore(), requestIds(logger), ApolloServerPluginCacheControlDisabled()],
    validationRules: protection.validationRules,
    parseOptions: { maxTokens: MAX_TOKENS },
    allowBatchedHttpRequests: false,
    // main.ts stops the process on SIGTERM (draining requests first); Apollo's own handler would re-raise the signal.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    introspection: options.introspection,
    formatError,
    // Compact JSON: Apollo's default indents every answer, a quarter of a listing page's bytes, which the server then
    // stringified and wrote to the socket (a listing page's writes were a fifth of its CPU at 1,000,000 products).
    stringifyResult: (value) => JSON.stringify(value),
  });
}

/**
 * The error a resolver threw, seen through GraphQL's wrapping, or the refusal a plugin made before execution (no
 * path); database errors with a meaning for the caller (bad input, a busy shop) become AppErrors.
 */
const originalOf = (error: unknown) => {
  const unwrapped = unwrapResolverError(error);
  if (unwrapped instanceof GraphQLError && !unwrapped.path && isAppError(unwrapped.originalError)) return unwrapped.originalError;
  return knownDatabaseError(unwrapped) ?? unwrapped;
};

/** Errors that explain the caller's mistake (domain errors, and GraphQL's own syntax, validation, coercion errors). */
function explainsCallerMistake(original: unknown, code: unknown): boolean {
  return isAppError(original) || original instanceof GraphQLError || (typeof code === "string" && code !== "INTERNAL_SERVER_ERROR");
}

/** What a client sees of an error: the caller's mistakes as they are; anything else as one sentence, never a stack. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = originalOf(error);
  if (isAppError(original)) {
    const extensions: Record<string, unknown> = { code: original.code };
    const retryAfterSeconds = (original as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfterSeconds === "number") extensions.retryAfterSeconds = retryAfterSeconds;
    if (original instanceof QueryTooCostlyError) Object.assign(extensions, { cost: original.cost, maximumCost: original.maximumCost });
    if (original instanceof FieldsError) extensions.fields = original.fields;
    if (original instanceof SignInStepRequired) extensions.ticket = original.ticket;
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  const code = formatted.extensions?.code;
  if (explainsCallerMistake(original, code)) {
    // Without a path the error is about the request itself (e.g. a subscription, which this schema has none
    // of, or an unknown operation name): the caller's mistake, even where graphql-js gives it no code.
    const requestLevel = original instanceof GraphQLError && !original.path && code === "INTERNAL_SERVER_ERROR";
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: requestLevel ? "BAD_USER_INPUT" : (code ?? "BAD_USER_INPUT") } };
  }
  return { message: "Something went wrong on our side. Please try again.", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}

/**
 * Every error a client receives carries `extensions.requestId`, the id of the request's log lines (also in the
 * X-Request-Id header); unexpected errors are logged there with their stack, under that id.
 */
function requestIds(logger: Logger): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            const original = originalOf(error);
            if (original instanceof DatabaseBusyError) {
              warnDatabaseBusy(contextValue.req, logger, original.cause, error.path?.join("."));
              continue;
            }
            if (explainsCallerMistake(original, error.extensions?.code)) continue;
            const log = contextValue.req?.log;
            if (log) log.error({ err: original, path: error.path?.join(".") }, "Unexpected error in a GraphQL operation");
            else logger.error("Unexpected error in a GraphQL operation", original);
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== "single" || !response.body.singleResult.errors) return;
          const requestId = requestIdOf(contextValue.req);
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) => ({ ...e, extensions: { ...e.extensions, requestId } }));
        },
      };
    },
  };
}

/** GraphQL answers hold carts, orders and profiles: never stored by a browser or a proxy. */
function noStore(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (!response.http.headers.has("cache-control")) response.http.headers.set("cache-control", "no-store");
        },
      };
    },
  };
}

/** Rate-limited GraphQL calls answer HTTP 429 with Retry-After, as the REST routes do. */
function rateLimitStatus(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          const limited = errors?.map((e) => unwrapResolverError(e)).find((e) => e instanceof TooManyRequestsError);
          if (limited instanceof TooManyRequestsError) {
            response.http.status = 429;
            response.http.headers.set("retry-after", String(limited.retryAfterSeconds));
          }
        },
      };
    },
  };
}
