// The GraphQL shield, derived from the access tables (modules/access.ts) and the API key scopes: each Query and
// Mutation field gets its operation's rule; a field with no row is denied (and schema.test.ts fails). Object types
// below the root are open: reaching them takes a root field, which is guarded. So only the root fields are wrapped:
// graphql-shield wraps a field in an async rule check, and wrapping every field of every object turned each of a
// page's hundreds of plain property reads into a promise (a third of a 50-product page's CPU time).
import { deny, rule, shield } from "graphql-shield";
import type { IMiddlewareTypeMap } from "graphql-middleware";
import type { IRules } from "graphql-shield";
import type { GraphQLSchema } from "graphql";
import type { Context } from "../context.js";
import { ACCESS } from "../modules/access.js";
import { authorize, type Access } from "./access.js";
import { forbidden } from "../errors.js";
import { scopeOf } from "../modules/apikey/apikey.scopes.js";
import type { PartnerKey } from "../modules/apikey/apikey.service.js";

/**
 * An operation's rule: for people, its access rule; for a request made with a partner's API key, the key's scopes
 * (apikey.scopes.ts) and nothing else. A rule that throws is read by graphql-shield as a plain "no" (its generic
 * message); returned, the error reaches the caller with its code and message.
 */
const guard = (operation: string, access: Access) =>
  rule(`operation:${operation}`, { cache: "contextual" })((_parent, _args, ctx: Context) => {
    try {
      if (ctx.apiKey) authorizeApiKey(operation, ctx.apiKey);
      else authorize(access, ctx.viewer, [], Boolean(ctx.guestCart));
      return true;
    } catch (e) {
      return e as Error;
    }
  });

function authorizeApiKey(operation: string, key: PartnerKey) {
  const scope = scopeOf(operation);
  if (!scope) throw forbidden(`API keys cannot call ${operation}.`);
  if (!key.scopes.includes(scope)) throw forbidden(`This API key lacks the scope ${scope} that ${operation} needs.`);
}

const ROOT_TYPES = new Set(["Query", "Mutation", "Subscription"]);

/** The root fields that have no row in the access tables: each is denied to everyone. */
export function undeclaredOperations(schema: GraphQLSchema): string[] {
  return [schema.getQueryType(), schema.getMutationType()]
    .flatMap((type) => (type ? Object.keys(type.getFields()).map((field) => ({ type: type.name, field })) : []))
    .filter(({ field }) => !Object.hasOwn(ACCESS, field))
    .map(({ type, field }) => `${type}.${field}`);
}

export function permissionMap(schema: GraphQLSchema): IRules {
  const map: Record<string, unknown> = {};
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    const fields: Record<string, ReturnType<typeof guard>> = {};
    for (const field of Object.keys(type.getFields())) {
      if (Object.hasOwn(ACCESS, field)) fields[field] = guard(field, ACCESS[field as keyof typeof ACCESS]);
    }
    map[type.name] = fields;
  }
  return map as IRules;
}

/** The shield's middleware for the root types only (see the top of this file). */
export function createPermissions(schema: GraphQLSchema): IMiddlewareTypeMap {
  const middleware = shield(permissionMap(schema), {
    fallbackRule: deny,
    // Domain errors thrown by services (NOT_FOUND, BAD_USER_INPUT, …) and by authorize() reach the caller unmasked.
    allowExternalErrors: true,
    fallbackError: "You don't have access to this resource.",
  }).generate(schema) as IMiddlewareTypeMap;
  return Object.fromEntries(Object.entries(middleware).filter(([type]) => ROOT_TYPES.has(type)));
}
