import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isInputObjectType, isObjectType, type GraphQLSchema } from "graphql";
import { buildBareSchema } from "../src/schema.js";
import { SCHEMA_FILE, renderSchema } from "../src/scripts/schema-file.js";
import { permissionMap } from "../src/auth/permissions.js";

describe("the GraphQL contract", () => {
  it("schema.graphql is the file emitted from the code (run npm run schema:emit when this fails)", async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, "utf8");
    expect(committed).toBe(renderSchema(await buildBareSchema()));
  });

  it("every query and mutation has an explicit permission rule (deny is only the fallback)", async () => {
    const schema = await buildBareSchema();
    expect(unruledOperations(schema, permissionMap())).toEqual([]);
  });

  it("every object type has a rule, so no field falls through to deny by accident", async () => {
    const schema = await buildBareSchema();
    const map = permissionMap();
    const types = Object.values(schema.getTypeMap()).filter(
      (t) => isObjectType(t) && !t.name.startsWith("__") && t.name !== "Query" && t.name !== "Mutation",
    );
    expect(types.map((t) => t.name).filter((name) => !(name in map))).toEqual([]);
  });

  it("every operation, object type, input type and input field carries a description for partners", async () => {
    expect(undescribed(await buildBareSchema())).toEqual([]);
  });

  it("the walk notices a missing rule", () => {
    const fakeSchema = { getQueryType: () => ({ name: "Query", getFields: () => ({ secret: {} }) }), getMutationType: () => null } as unknown as GraphQLSchema;
    expect(unruledOperations(fakeSchema, { Query: {} })).toEqual(["Query.secret"]);
  });
});

function unruledOperations(schema: GraphQLSchema, map: Record<string, unknown>): string[] {
  const missing: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    const rules = (map[type.name] ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(type.getFields())) if (!(field in rules)) missing.push(`${type.name}.${field}`);
  }
  return missing;
}

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
