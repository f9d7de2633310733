import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isInputObjectType, isObjectType, type GraphQLSchema } from "graphql";
import { buildBareSchema } from "../src/schema.js";
import { SCHEMA_FILE, renderSchema } from "../src/scripts/schema-file.js";
import { undeclaredOperations } from "../src/auth/permissions.js";

describe("the GraphQL contract", () => {
  it("schema.graphql is the file emitted from the code (run npm run schema:emit when this fails)", async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, "utf8");
    expect(committed).toBe(renderSchema(await buildBareSchema()));
  });

  it("every query and mutation has a row in the access tables (modules/<domain>/<domain>.access.ts)", async () => {
    expect(undeclaredOperations(await buildBareSchema())).toEqual([]);
  });

  it("every operation, object type, input type and input field carries a description for partners", async () => {
    expect(undescribed(await buildBareSchema())).toEqual([]);
  });

  it("the walk notices an operation missing from the tables", () => {
    const fakeSchema = { getQueryType: () => ({ name: "Query", getFields: () => ({ secret: {}, cart: {} }) }), getMutationType: () => null } as unknown as GraphQLSchema;
    expect(undeclaredOperations(fakeSchema)).toEqual(["Query.secret"]);
  });
});

/** Names a partner would meet without an explanation: Query/Mutation fields, object and input types, input fields. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    const operations = type.name === "Query" || type.name === "Mutation";
    if (isObjectType(type) && operations) {
      for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
    } else if ((isObjectType(type) || isInputObjectType(type)) && !type.description) {
      missing.push(type.name);
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}
