// The GraphQL schema built from the type-graphql resolvers: bare (what schema.graphql is printed from) or with the
// access shield applied (what the server runs).
import { buildSchema } from "type-graphql";
import { applyMiddleware } from "graphql-middleware";
import type { GraphQLSchema } from "graphql";
import { resolvers } from "./modules/index.js";
import { createPermissions } from "./auth/permissions.js";

/** The executable schema without permissions: what schema.graphql is printed from. */
export function buildBareSchema(): Promise<GraphQLSchema> {
  // Validation lives in the services (shared with the REST facade), so class-validator is not run here.
  return buildSchema({ resolvers, validate: false });
}

export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildBareSchema();
  return applyMiddleware(schema, createPermissions(schema));
}
