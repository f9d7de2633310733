// The cost model read off the real schema: page sizes multiply, nested lists multiply, the partner guide's largest
// page passes on both catalogue walks, every list is counted on purpose, and every page of the web app fits.
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { cachedQueryCost, isPageFrame, LIST_LENGTHS, MAX_QUERY_COST, queryCost } from "../../src/traffic/query-cost.js";

const repo = path.resolve(import.meta.dirname, "../../..");
const schema = buildSchema(fs.readFileSync(path.join(repo, "schema.graphql"), "utf8"));
const cost = (query: string, variables?: Record<string, unknown>) => queryCost(schema, parse(query), variables);

// The product fields and variants the partner guide documents (docs/partners.md).
const NODE = "id title description category brand image priceCents salePriceCents totalStock averageReview reviewCount sizes colours variants { id sku size colour stock priceCents }";

describe("query cost", () => {
  it("multiplies a list by the page size it asks for, through pageSize and first alike, and nested lists multiply", () => {
    expect(cost(`{ products(pageSize: 10) { total items { id title } } }`)).toBe(11);
    expect(cost(`{ products { items { id } } }`), "the default page of 24").toBe(25);
    expect(cost(`query($n: Int) { productsConnection(first: $n) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`, { n: 10 })).toBe(11);
    expect(cost(`{ product(id: "x") { id variants { sku } } }`), "a product and its 10 counted variants").toBe(11);
    expect(cost(`{ products(pageSize: 10) { items { variants { sku } } } }`)).toBe(1 + 10 * 11);
    expect(cost(`{ productsByIds(ids: ["a", "b", "c"]) { id variants { sku } } }`), "three products asked by id, each with its variants").toBe(3 * (1 + 10));
  });

  it("lets the documented largest page of the documented node through on products and productsConnection alike", () => {
    const page = cost(`{ products(pageSize: 100) { total items { ${NODE} } } }`);
    const walk = cost(`{ productsConnection(first: 100) { edges { cursor node { ${NODE} } } pageInfo { hasNextPage endCursor } } }`);
    expect(walk).toBe(page);
    expect(page).toBe(1101);
    expect(page!).toBeLessThanOrEqual(MAX_QUERY_COST);
    // The heavy query: ten such pages in aliases.
    const heavy = cost(`{ ${Array.from({ length: 10 }, (_, i) => `a${i}: products(pageSize: 100) { items { ${NODE} } }`).join(" ")} }`);
    expect(heavy).toBe(11010);
  });

  it("keeps a document's costs by the variables that decide them, and never keeps a count its variables failed", () => {
    const doc = parse(`query($n: Int, $v: Boolean!, $f: ProductFilter) { products(pageSize: $n, filter: $f) { items { id variants @include(if: $v) { sku } } } }`);
    const counted = (variables: Record<string, unknown>) => cachedQueryCost(schema, doc, variables);
    expect(counted({ n: 10, v: false })).toBe(11);
    expect(counted({ n: 10, v: true })).toBe(111);
    expect(counted({ v: false }), "the default page of 24").toBe(25);
    expect(counted({ n: 10, v: false, f: { category: ["men"] } })).toBe(11);
    // Variables that do not fit are counted as nothing here (execution refuses them), and the next request is counted.
    expect(counted({ n: 20, v: false, f: { category: 5 } })).toBeNull();
    expect(counted({ n: 20, v: false })).toBe(21);
  });

  it("counts every list of objects in the schema on purpose: a page size, a page's frame, or a row of LIST_LENGTHS", () => {
    const uncounted: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__") || isPageFrame(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const listed = getNamedType(field.type);
        const paged = field.args.some((a) => a.name === "pageSize" || a.name === "first");
        if (isListType(getNullableType(field.type)) && isObjectType(listed) && !paged && !(`${type.name}.${field.name}` in LIST_LENGTHS)) uncounted.push(`${type.name}.${field.name}`);
      }
    }
    expect(uncounted).toEqual([]);
  });

  it("lets every operation of the web app through (the storefront, the account and the back office)", () => {
    const generated = fs.readFileSync(path.join(repo, "web/src/gql/graphql.ts"), "utf8");
    const documents = [...generated.matchAll(/export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/g)].map(([, name, json]) => [name!, JSON.parse(json!) as DocumentNode] as const);
    expect(documents.length).toBeGreaterThan(40);
    // Every page at its largest (100), every other variable some value of its type.
    const costs = documents.map(([name, doc]) => [name, queryCost(schema, doc, variablesFor(doc))] as const);
    expect(costs.filter(([, c]) => c === null || c > MAX_QUERY_COST)).toEqual([]);
  });
});

function variablesFor(doc: DocumentNode): Record<string, unknown> {
  const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => {
      const name = v.variable.name.value;
      return [name, name === "pageSize" || name === "first" ? 100 : sample(typeFromAST(schema, v.type as never) as GraphQLInputType)];
    }),
  );
}

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
  return ({ Int: 1, Float: 1, Boolean: true, DateTimeISO: "2026-01-01T00:00:00.000Z" } as Record<string, unknown>)[type.name] ?? "x";
}
