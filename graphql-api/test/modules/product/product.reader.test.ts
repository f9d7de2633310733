// Lists (listing, search, both cursor walks) read products with one SQL statement (product.reader.ts); a single
// product goes through Prisma. A shopper or partner must see the same product either way, to the last field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, errorOf, settleCatalogue, startTestServer, type TestServer } from "../../support/harness.js";

const NODE = "id title description category brand image priceCents salePriceCents price salePrice totalStock averageReview reviewCount sizes colours variants { id sku size colour stock priceCents unitPriceCents }";

let t: TestServer;
let admin: { id: string; token: string };
let product: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
  const made = await t.gql(`mutation($input: ProductInput!) { createProduct(input: $input) { id variants { id sku size colour stock } } }`, {
    input: {
      title: "Reader Parity Parka", description: "Quilted, with a hood.", category: "women", brand: "zara", image: "/images/products/test.svg",
      priceCents: 12_000, salePriceCents: 9_900,
      variants: [
        { sku: "RPP-S", size: "S", colour: "Olive", stock: 2 },
        { sku: "RPP-M", size: "M", colour: "Olive", stock: 0, priceCents: 10_500 },
        { sku: "RPP-L", size: "L", colour: "Black", stock: 6 },
      ],
    },
  }, admin.token);
  expect(errorOf(made)).toBeNull();
  const { id, variants } = made.data.createProduct;
  // The admin moves L to the front: the variants' order is no longer the order they were made in.
  const [s, m, l] = variants as Record<string, unknown>[];
  const moved = await t.gql(`mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`, {
    id,
    input: { variants: [l, s, m].map((v) => ({ id: v!.id, sku: v!.sku, size: v!.size, colour: v!.colour, stock: v!.stock, ...(v === m ? { priceCents: 10_500 } : {}) })) },
  }, admin.token);
  expect(errorOf(moved)).toBeNull();
  // A review average that is not a whole number, as two reviews of 4 and 5 leave it.
  await t.db.prisma.product.update({ where: { id }, data: { averageReview: 4.5, reviewCount: 2 } });
  product = (await t.gql(`query($id: ID!) { product(id: $id) { ${NODE} } }`, { id })).data.product;
});
afterAll(() => t?.close());

describe("a product in a list is the product as its own page shows it", () => {
  it("has the variants in the admin's order, with their own and their unit prices", () => {
    expect(product).toMatchObject({ priceCents: 12_000, salePriceCents: 9_900, totalStock: 8, averageReview: 4.5, reviewCount: 2, sizes: ["L", "S", "M"], colours: ["Black", "Olive"] });
    expect((product.variants as Record<string, unknown>[]).map((v) => [v.sku, v.priceCents, v.unitPriceCents])).toEqual([
      ["RPP-L", null, 9_900],
      ["RPP-S", null, 9_900],
      ["RPP-M", 10_500, 10_500],
    ]);
  });

  it("in the listing", async () => {
    const r = await t.gql(`query { products(filter: { brand: ["zara"], category: ["women"] }, pageSize: 100) { items { ${NODE} } } }`);
    expect(r.data.products.items.find((p: { id: string }) => p.id === product.id)).toEqual(product);
  });

  it("in search, by page and by cursor", async () => {
    const page = await t.gql(`query { searchProducts(keyword: "parity parka") { items { ${NODE} } } }`);
    expect(page.data.searchProducts.items).toEqual([product]);
    const walk = await t.gql(`query { searchProductsConnection(keyword: "parity parka") { edges { node { ${NODE} } } } }`);
    expect(walk.data.searchProductsConnection.edges.map((e: { node: unknown }) => e.node)).toEqual([product]);
  });

  // Search reads the variants only when the query shows them too; a page read without them is never handed to a
  // query that shows them (they are cached apart).
  it("in search, a page of names and prices first, then one showing the variants", async () => {
    const search = async (selection: string) => {
      const r = await t.gql(`query { searchProducts(keyword: "reader parity") { items { ${selection} } } }`);
      expect(errorOf(r)).toBeNull();
      return r.data.searchProducts.items.find((n: { id: string }) => n.id === product.id);
    };
    const row = "id title description category brand image priceCents salePriceCents price salePrice totalStock averageReview reviewCount";
    const { sizes, colours: _c, variants: _v, ...rowFields } = product;
    await settleCatalogue(t); // so the first page is kept, and the next queries would be handed it
    expect(await search(row)).toEqual(rowFields);
    expect(await search("id sizes")).toEqual({ id: product.id, sizes });
    expect(await search(NODE)).toEqual(product);
  });

  // The walk reads the variants only when the query shows them (directly, by an alias, in a fragment or an inline
  // fragment); a feed of names and prices gets the same fields without them.
  it("in the partners' cursor walk, whichever way the query asks for the fields that show its variants", async () => {
    const walk = async (selection: string, fragments = "") => {
      const r = await t.gql(`query { productsConnection(filter: { brand: ["zara"], category: ["women"] }, first: 5) { edges { node { ${selection} } } } } ${fragments}`, {}, admin.token);
      expect(errorOf(r)).toBeNull();
      return r.data.productsConnection.edges.map((e: { node: Record<string, unknown> }) => e.node).find((n: { id: string }) => n.id === product.id);
    };
    const { sizes, colours, variants } = product;
    expect(await walk("id sizes")).toEqual({ id: product.id, sizes });
    expect(await walk("id shown: colours")).toEqual({ id: product.id, shown: colours });
    expect(await walk("id ...V", "fragment V on Product { variants { id sku size colour stock priceCents unitPriceCents } }")).toEqual({ id: product.id, variants });
    expect(await walk("id ... on Product { sizes }")).toEqual({ id: product.id, sizes });
    const row = "id title description category brand image priceCents salePriceCents price salePrice totalStock averageReview reviewCount";
    const { sizes: _s, colours: _c, variants: _v, ...rowFields } = product;
    expect(await walk(`__typename ${row}`)).toEqual({ __typename: "Product", ...rowFields });
  });

  it("in the partners' cursor walk", async () => {
    const r = await t.gql(`query { productsConnection(filter: { brand: ["zara"], category: ["women"] }, first: 5) { edges { node { ${NODE} } } } }`, {}, admin.token);
    expect(errorOf(r)).toBeNull();
    expect(r.data.productsConnection.edges.map((e: { node: { id: string } }) => e.node).find((n: { id: string }) => n.id === product.id)).toEqual(product);
  });
});
