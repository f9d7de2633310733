// Where schema.graphql lives and how it is printed (sorted, with a do-not-edit note), shared by the emit script and
// the test that fails when the committed file is out of date.
import path from "node:path";
import { printSchema, lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { APP_ROOT } from "../paths.js";

export const SCHEMA_FILE = path.join(APP_ROOT, "schema.graphql");

export function renderSchema(schema: GraphQLSchema): string {
  return `# Generated from the type-graphql code by \`npm run schema:emit\`. Do not edit by hand.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
