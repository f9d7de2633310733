import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { API_KEY_SCOPES } from "../src/modules/apikey/apikey.scopes.js";
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

  it("describes every type, field, argument and enum value a partner's API key can reach (any scope)", async () => {
    expect(undescribedForPartners(await buildBareSchema())).toEqual([]);
  });

  it("the partners' walk notices an undescribed enum value, argument and nested field", async () => {
    const { buildSchema } = await import("graphql");
    const schema = buildSchema(`
      "q" type Query { "p" products("ok" first: Int, after: String): Page }
      "page" type Page { "i" items: [Item] }
      "item" type Item { "x" sort: Sort, id: ID }
      "s" enum Sort { "a" A B }`);
    expect(undescribedForPartners(schema).sort()).toEqual(["Item.id", "Query.products(after)", "Sort.B"]);
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

const BUILT_IN = new Set(["String", "Int", "Float", "Boolean", "ID"]);

/**
 * Names a partner's key can meet without an explanation: from the operations its scopes open, every type they answer
 * or take, with their fields, arguments and enum values ("Type.field", "Type.field(arg)", "Enum.VALUE", "Type").
 */
function undescribedForPartners(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType): void => {
    if (seen.has(type.name) || BUILT_IN.has(type.name)) return;
    seen.add(type.name);
    if (!type.description) missing.push(type.name);
    if (isEnumType(type)) for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
    if (isUnionType(type)) for (const member of type.getTypes()) visit(member);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        const args: readonly GraphQLArgument[] = "args" in field ? field.args : [];
        for (const arg of args) {
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          visit(getNamedType(arg.type));
        }
        visit(getNamedType(field.type as GraphQLOutputType));
      }
    }
  };
  const query = schema.getQueryType()!.getFields();
  const mutation = schema.getMutationType()?.getFields() ?? {};
  for (const name of new Set(Object.values(API_KEY_SCOPES).flat() as string[])) {
    const field = query[name] ?? mutation[name];
    if (!field) continue;
    const owner = query[name] ? "Query" : "Mutation";
    if (!field.description) missing.push(`${owner}.${name}`);
    for (const arg of field.args) {
      if (!arg.description) missing.push(`${owner}.${name}(${arg.name})`);
      visit(getNamedType(arg.type) as GraphQLNamedType);
    }
    visit(getNamedType(field.type) as GraphQLNamedType);
  }
  return missing;
}
