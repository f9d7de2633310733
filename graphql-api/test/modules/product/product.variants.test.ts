import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";

const VARIANTS = "variants { id sku size colour stock priceCents unitPriceCents }";
const FIELDS = `id totalStock sizes colours ${VARIANTS}`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { ${FIELDS} } }`;
const LIST = `query($f: ProductFilter) { products(filter: $f, pageSize: 100) { total items { id } } }`;
const FACETS = `query($f: ProductFilter) { productFacets(filter: $f) { category { value count } brand { value count } size { value count } colour { value count } } }`;
const LOG = `query { auditLog(pageSize: 100) { items { targetId action changes { field before after } } } }`;

const base = { description: "Soft cotton.", category: "kids", brand: "puma", image: "/images/products/test.svg", priceCents: 2000 };

let t: TestServer;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const fieldsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.fields;

describe("admin variant grid", () => {
  it("creates a product with its grid; totalStock is the sum; sizes and colours in the grid's order", async () => {
    const variants = [
      { sku: "KT-S-RED", size: "S", colour: "Red", stock: 3 },
      { sku: "KT-M-RED", size: "M", colour: "Red", stock: 0 },
      { sku: "KT-M-BLU", size: "M", colour: "Blue", stock: 5, priceCents: 2600 },
    ];
    const r = await t.gql(CREATE, { input: { ...base, title: "Kids Tee", variants } }, admin.token);
    expect(errorOf(r)).toBeNull();
    const p = r.data.createProduct;
    expect(p).toMatchObject({ totalStock: 8, sizes: ["S", "M"], colours: ["Red", "Blue"] });
    expect(p.variants.map((v: Record<string, unknown>) => [v.sku, v.size, v.colour, v.stock, v.priceCents, v.unitPriceCents])).toEqual([
      ["KT-S-RED", "S", "Red", 3, null, 2000],
      ["KT-M-RED", "M", "Red", 0, null, 2000],
      ["KT-M-BLU", "M", "Blue", 5, 2600, 2600],
    ]);
  });

  it("without a grid: one default variant holding totalStock, no sizes, and the legacy totalStock edit sets its stock", async () => {
    const r = await t.gql(CREATE, { input: { ...base, title: "Plain Cap", totalStock: 7 } }, admin.token);
    const p = r.data.createProduct;
    expect(p).toMatchObject({ totalStock: 7, sizes: [], colours: [] });
    expect(p.variants).toEqual([{ id: expect.any(String), sku: p.id.replaceAll("-", "").slice(0, 12).toUpperCase(), size: "", colour: "", stock: 7, priceCents: null, unitPriceCents: 2000 }]);
    const u = await t.gql(UPDATE, { id: p.id, input: { totalStock: 4 } }, admin.token);
    expect(u.data.updateProduct).toMatchObject({ totalStock: 4, variants: [expect.objectContaining({ stock: 4 })] });
    expect(errorOf(await t.gql(CREATE, { input: { ...base, title: "No stock" } }, admin.token))).toEqual({ code: "BAD_USER_INPUT", message: "Total stock is required." });
  });

  it("updates the full grid: kept cells change, missing ones go, new ones come; audited per variant", async () => {
    const made = await t.gql(CREATE, { input: { ...base, title: "Grid Hoodie", variants: [
      { sku: "GH-S", size: "S", stock: 2 }, { sku: "GH-M", size: "M", stock: 9 }, { sku: "GH-L", size: "L", stock: 1 },
    ] } }, admin.token);
    const p = made.data.createProduct;
    const [s, m] = p.variants;
    const r = await t.gql(UPDATE, { id: p.id, input: { variants: [
      { id: m.id, sku: "GH-M", size: "M", stock: 4, priceCents: 2200 },
      { id: s.id, sku: "GH-S2", size: "S", stock: 2 },
      { sku: "GH-XL", size: "XL", stock: 6 },
    ] } }, admin.token);
    expect(errorOf(r)).toBeNull();
    expect(r.data.updateProduct.totalStock).toBe(12);
    expect(r.data.updateProduct.variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock])).toEqual([["GH-M", 4], ["GH-S2", 2], ["GH-XL", 6]]);
    const log = await t.gql(LOG, {}, admin.token);
    const entry = log.data.auditLog.items.find((e: { targetId: string; action: string }) => e.targetId === p.id && e.action === "productUpdate");
    expect(entry.changes).toEqual([
      { field: "variants[GH-L]", before: "L, stock 1", after: null },
      { field: "variants[GH-M].stock", before: "9", after: "4" },
      { field: "variants[GH-M].priceCents", before: null, after: "2200" },
      { field: "variants[GH-S].sku", before: "GH-S", after: "GH-S2" },
      { field: "variants[GH-XL]", before: null, after: "XL, stock 6" },
    ]);
    // Several variants: totalStock alone has no single stock to set.
    const legacy = await t.gql(UPDATE, { id: p.id, input: { totalStock: 3 } }, admin.token);
    expect(errorOf(legacy)).toEqual({ code: "BAD_USER_INPUT", message: "This product comes in 3 sizes or colours: set the stock of each in its variants instead of totalStock." });
  });

  it("reports every bad cell with its path; SKUs unique across the shop, sizes unique per product", async () => {
    await createVariantProduct(t, [{ sku: "TAKEN-1", size: "M", stock: 1 }]);
    const r = await t.gql(CREATE, { input: { ...base, title: "Bad grid", variants: [
      { sku: "OK-1", size: "M", stock: 1 },
      { sku: "has space", size: "L", stock: -1 },
      { sku: "OK-3", size: "m", stock: 1, priceCents: 0 },
      { sku: "ok-1", size: "XL", stock: 1 },
    ] } }, admin.token);
    expect(errorOf(r)).toEqual({ code: "BAD_USER_INPUT", message: "SKU must be 1 to 64 letters, digits, '-', '_' or '.'." });
    expect(fieldsOf(r)).toEqual([
      { path: "variants.1.sku", message: "SKU must be 1 to 64 letters, digits, '-', '_' or '.'." },
      { path: "variants.1.stock", message: "Stock must be a whole number from 0 to 1,000,000." },
      { path: "variants.2.priceCents", message: expect.stringMatching(/^Price must be a whole number of cents above 0/) },
      // SKUs compare case-insensitively.
      { path: "variants.3.sku", message: "SKU ok-1 is used twice in this product." },
    ]);
    const dupes = await t.gql(CREATE, { input: { ...base, title: "Dupes", variants: [
      { sku: "D-1", size: "M", stock: 1 }, { sku: "d-1", size: "m", stock: 1 }, { sku: "TAKEN-1", size: "L", stock: 1 },
    ] } }, admin.token);
    expect(fieldsOf(dupes)).toEqual([
      { path: "variants.1.sku", message: "SKU d-1 is used twice in this product." },
      { path: "variants.1.size", message: "m is listed twice." },
    ]);
    const taken = await t.gql(CREATE, { input: { ...base, title: "Taken", variants: [{ sku: "NEW-1", size: "M", stock: 1 }, { sku: "TAKEN-1", size: "L", stock: 1 }] } }, admin.token);
    expect(fieldsOf(taken)).toEqual([{ path: "variants.1.sku", message: "SKU TAKEN-1 is already used by another product." }]);
    const other = await createVariantProduct(t, [{ size: "S", stock: 1 }]);
    const mine = await createVariantProduct(t, [{ size: "S", stock: 1 }]);
    const foreign = await t.gql(UPDATE, { id: mine.id, input: { variants: [{ id: other.variants[0]!.id, sku: "X-1", size: "S", stock: 1 }] } }, admin.token);
    expect(fieldsOf(foreign)).toEqual([{ path: "variants.0.id", message: "This variant is not one of the product's." }]);
    expect(await t.db.prisma.product.count({ where: { title: { in: ["Bad grid", "Dupes", "Taken"] } } })).toBe(0);
  });

  it("a customer cannot edit the grid", async () => {
    const u = await createUser(t);
    const p = await createVariantProduct(t, [{ size: "S", stock: 1 }]);
    const r = await t.gql(UPDATE, { id: p.id, input: { variants: [{ sku: "HACK", stock: 99 }] } }, u.token);
    expect(errorOf(r)?.code).toBe("FORBIDDEN");
    expect((await t.db.prisma.productVariant.findMany({ where: { productId: p.id } })).map((v) => v.stock)).toEqual([1]);
  });
});

describe("catalogue filters and facets", () => {
  it("size and colour match a variant in stock; price range on the price charged; facets count each group under the others", async () => {
    const f = { category: ["women"] };
    const a = await createVariantProduct(t, [{ size: "M", colour: "Black", stock: 2 }, { size: "L", colour: "White", stock: 0 }], { title: "Facet A", priceCents: 1000 });
    const b = await createVariantProduct(t, [{ size: "L", colour: "Black", stock: 1 }], { title: "Facet B", priceCents: 3000, salePriceCents: 2500 });
    await t.db.prisma.product.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { category: "women" } });
    const c = await createProduct(t, { title: "Facet C", category: "women", brand: "zara", priceCents: 5000 });
    const ids = async (filter: Record<string, unknown>) => (await t.gql(LIST, { f: { ...f, ...filter } })).data.products.items.map((p: { id: string }) => p.id).sort();
    expect(await ids({ size: ["M"] })).toEqual([a.id]);
    // A has L only out of stock: not listed under L.
    expect(await ids({ size: ["L"] })).toEqual([b.id]);
    expect(await ids({ colour: ["Black"] })).toEqual([a.id, b.id].sort());
    expect(await ids({ minPriceCents: 2000, maxPriceCents: 2500 })).toEqual([b.id]);
    expect(await ids({ size: ["M", "L"], maxPriceCents: 1000 })).toEqual([a.id]);
    expect(errorOf(await t.gql(LIST, { f: { minPriceCents: 5, maxPriceCents: 1 } }))?.code).toBe("BAD_USER_INPUT");

    const facets = (await t.gql(FACETS, { f: { ...f, size: ["M"] } })).data.productFacets;
    // The size group ignores its own choice (M), so L still counts; the other groups count size M only.
    expect(facets.size).toEqual([{ value: "M", count: 1 }, { value: "L", count: 1 }]);
    expect(facets.colour).toEqual([{ value: "Black", count: 1 }]);
    expect(facets.brand).toEqual([{ value: "nike", count: 1 }]);
    expect(facets.category).toEqual(expect.arrayContaining([{ value: "women", count: 1 }]));
    const all = (await t.gql(FACETS, { f })).data.productFacets;
    expect(all.brand).toEqual([{ value: "nike", count: 2 }, { value: "zara", count: 1 }]);
    expect(c.variantId).toEqual(expect.any(String));
  });

  it("a product read shows the variants' current stock after a sale elsewhere changes it", async () => {
    const p = await createVariantProduct(t, [{ size: "S", stock: 3 }, { size: "M", stock: 3 }]);
    await t.db.prisma.productVariant.update({ where: { id: p.variants[0]!.id }, data: { stock: 1 } });
    const r = await t.gql(PRODUCT, { id: p.id });
    expect(r.data.product).toMatchObject({ totalStock: 4, sizes: ["S", "M"], colours: [] });
    expect(r.data.product.variants.map((v: { stock: number }) => v.stock)).toEqual([1, 3]);
  });
});
