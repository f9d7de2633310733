// Categories and brands as the admin manages them: listed in menu order (hidden ones for admins only), created,
// renamed, hidden and reordered with clear errors and an audit entry each; products must name existing ones, and
// the catalogue (listing, search, REST) follows the tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { restClient } from "../../support/rest-client.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
let shopper: Awaited<ReturnType<typeof createUser>>;

const FIELDS = "id slug name position hidden";
const CATEGORIES = `query($h: Boolean) { categories(includeHidden: $h) { ${FIELDS} } }`;
const BRANDS = `query($h: Boolean) { brands(includeHidden: $h) { ${FIELDS} } }`;
const CREATE_CATEGORY = `mutation($i: TaxonomyInput!) { createCategory(input: $i) { ${FIELDS} } }`;
const UPDATE_CATEGORY = `mutation($id: ID!, $i: TaxonomyUpdateInput!) { updateCategory(id: $id, input: $i) { ${FIELDS} } }`;
const REORDER_CATEGORIES = `mutation($ids: [ID!]!) { reorderCategories(ids: $ids) { ${FIELDS} } }`;
const CREATE_BRAND = `mutation($i: TaxonomyInput!) { createBrand(input: $i) { ${FIELDS} } }`;
const UPDATE_BRAND = `mutation($id: ID!, $i: TaxonomyUpdateInput!) { updateBrand(id: $id, input: $i) { ${FIELDS} } }`;
const REORDER_BRANDS = `mutation($ids: [ID!]!) { reorderBrands(ids: $ids) { ${FIELDS} } }`;
const LOG = `{ auditLog(pageSize: 100) { items { action targetType targetId targetLabel changes { field before after } } } }`;
const CREATE_PRODUCT = `mutation($i: ProductInput!) { createProduct(input: $i) { id category brand } }`;
const UPDATE_PRODUCT = `mutation($id: ID!, $i: ProductUpdateInput!) { updateProduct(id: $id, input: $i) { id category brand } }`;
const LIST = `query($c: [String!], $b: [String!]) { products(filter: { category: $c, brand: $b }) { total items { title } } }`;
const SEARCH = `query($k: String!) { searchProducts(keyword: $k) { total items { title } } }`;

type Row = { id: string; slug: string; name: string; position: number; hidden: boolean };
const PRODUCT = { title: "Tax Tee", description: "Cotton", image: "/images/products/test.svg", priceCents: 2000, totalStock: 5 };

/** token: the admin's unless given; null for an anonymous call. */
async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = admin.token): Promise<T> {
  const r = await t.gql(query, variables, token ?? undefined);
  expect(errorOf(r)).toBeNull();
  return r.data as T;
}
const fails = async (query: string, variables: Record<string, unknown>, token: string | null = admin.token) =>
  errorOf(await t.gql(query, variables, token ?? undefined));
const slugs = (rows: Row[]) => rows.map((r) => r.slug);

beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin", email: "taxonomist@example.test" });
  shopper = await createUser(t);
});
afterAll(() => t?.close());

describe("categories and brands", () => {
  it("start as the shop's former fixed lists, in their order, with the spec's names", async () => {
    const { categories } = await ok<{ categories: Row[] }>(CATEGORIES, {}, null);
    expect(categories.map((c) => [c.slug, c.name, c.position, c.hidden])).toEqual([
      ["men", "Men", 0, false], ["women", "Women", 1, false], ["kids", "Kids", 2, false], ["accessories", "Accessories", 3, false], ["footwear", "Footwear", 4, false],
    ]);
    const { brands } = await ok<{ brands: Row[] }>(BRANDS, {}, null);
    expect(brands.map((b) => `${b.slug}:${b.name}`)).toEqual(["nike:Nike", "adidas:Adidas", "puma:Puma", "levi:Levi's", "zara:Zara", "hm:H&M"]);
  });

  it("an admin creates one at the end of the menu, and a product can use it at once", async () => {
    const { createCategory } = await ok<{ createCategory: Row }>(CREATE_CATEGORY, { i: { slug: "  sportswear ", name: " Sportswear " } });
    expect(createCategory).toMatchObject({ slug: "sportswear", name: "Sportswear", position: 5, hidden: false });
    const { createBrand } = await ok<{ createBrand: Row }>(CREATE_BRAND, { i: { slug: "new-balance", name: "New Balance" } });
    expect(createBrand.position).toBe(6);
    const made = await ok(CREATE_PRODUCT, { i: { ...PRODUCT, title: "NB Runner", category: "sportswear", brand: "new-balance" } });
    expect(made.createProduct).toMatchObject({ category: "sportswear", brand: "new-balance" });
    expect((await ok(LIST, { c: ["sportswear"], b: ["new-balance"] }, null)).products.items).toEqual([{ title: "NB Runner" }]);
  });

  it("refuses bad slugs, duplicates and bad names with a message saying what to fix", async () => {
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ slug: "T-Shirts", name: "Tees" }, "BAD_USER_INPUT", /may hold only lowercase letters a-z, digits and hyphens/],
      [{ slug: "h&m2", name: "X" }, "BAD_USER_INPUT", /may hold only lowercase/],
      [{ slug: "   ", name: "X" }, "BAD_USER_INPUT", "Category slug cannot be blank."],
      [{ slug: "a".repeat(41), name: "X" }, "BAD_USER_INPUT", "Category slug is too long (maximum 40 characters)."],
      [{ slug: "men", name: "Men again" }, "CONFLICT", "A category with the slug men already exists."],
      [{ slug: "socks", name: "  " }, "BAD_USER_INPUT", "Category name cannot be blank."],
      [{ slug: "socks", name: "x".repeat(61) }, "BAD_USER_INPUT", "Category name is too long (maximum 60 characters)."],
    ];
    for (const [i, code, message] of cases) {
      const e = await fails(CREATE_CATEGORY, { i });
      expect(e?.code, JSON.stringify(i)).toBe(code);
      expect(e?.message).toMatch(message);
    }
    expect(await fails(CREATE_BRAND, { i: { slug: "nike", name: "Nike 2" } })).toEqual({ code: "CONFLICT", message: "A brand with the slug nike already exists." });
    expect(slugs((await ok(CATEGORIES, { h: true })).categories)).not.toContain("socks");
  });

  it("rename and hide: the slug stays, hidden ones leave the public list but admins still see them", async () => {
    const { categories } = await ok<{ categories: Row[] }>(CATEGORIES, {});
    const kids = categories.find((c) => c.slug === "kids")!;
    expect((await ok(UPDATE_CATEGORY, { id: kids.id, i: { name: "Children" } })).updateCategory).toMatchObject({ slug: "kids", name: "Children" });
    expect((await ok(UPDATE_CATEGORY, { id: kids.id, i: { hidden: true } })).updateCategory).toMatchObject({ name: "Children", hidden: true });
    expect(slugs((await ok(CATEGORIES, {}, null)).categories)).not.toContain("kids");
    expect(slugs((await ok(CATEGORIES, {}, shopper.token)).categories)).not.toContain("kids");
    expect((await ok(CATEGORIES, { h: true })).categories.find((c: Row) => c.slug === "kids")).toMatchObject({ hidden: true, name: "Children" });
    // Its products stay listed and can still be filtered by its slug (old links keep working).
    await createProduct(t, { title: "Small Tee", category: "kids", brand: "puma" });
    expect((await ok(LIST, { c: ["kids"] }, null)).products.items).toEqual([{ title: "Small Tee" }]);

    expect(await fails(UPDATE_CATEGORY, { id: kids.id, i: { name: "" } })).toEqual({ code: "BAD_USER_INPUT", message: "Category name cannot be blank." });
    expect(await fails(UPDATE_CATEGORY, { id: "00000000-0000-0000-0000-000000000000", i: { name: "X" } })).toEqual({ code: "NOT_FOUND", message: "Category not found." });
    expect((await fails(UPDATE_CATEGORY, { id: "nope", i: { name: "X" } }))?.code).toBe("NOT_FOUND");
    await ok(UPDATE_CATEGORY, { id: kids.id, i: { hidden: false, name: "Kids" } });
  });

  it("hidden ones are listed for admins only: includeHidden is FORBIDDEN to others", async () => {
    expect(await fails(CATEGORIES, { h: true }, shopper.token)).toEqual({ code: "FORBIDDEN", message: "Only admins can list hidden categories." });
    expect((await fails(BRANDS, { h: true }, null))?.code).toBe("FORBIDDEN");
    expect((await ok(BRANDS, { h: false }, null)).brands.length).toBeGreaterThan(0);
  });

  it("reorder takes the full list of ids, each once, and the menus follow it", async () => {
    const { brands } = await ok<{ brands: Row[] }>(BRANDS, { h: true });
    const ids = brands.map((b) => b.id);
    const reversed = [...ids].reverse();
    const { reorderBrands } = await ok<{ reorderBrands: Row[] }>(REORDER_BRANDS, { ids: reversed });
    expect(reorderBrands.map((b) => [b.id, b.position])).toEqual(reversed.map((id, i) => [id, i]));
    expect((await ok(BRANDS, {}, null)).brands.map((b: Row) => b.id)).toEqual(reversed);

    const bad: [string[], RegExp][] = [
      [ids.slice(1), /must list every one of them \(7\), each once/],
      [[...ids, ids[0]!], /lists an id more than once/],
      [[...ids.slice(1), "00000000-0000-0000-0000-000000000000"], /names an unknown id/],
    ];
    for (const [list, message] of bad) {
      const e = await fails(REORDER_BRANDS, { ids: list });
      expect(e?.code).toBe("BAD_USER_INPUT");
      expect(e?.message).toMatch(message);
    }
    expect((await ok(BRANDS, {}, null)).brands.map((b: Row) => b.id)).toEqual(reversed);
    await ok(REORDER_BRANDS, { ids });
    const { categories } = await ok<{ categories: Row[] }>(CATEGORIES, { h: true });
    const moved = [categories[1]!.id, categories[0]!.id, ...categories.slice(2).map((c) => c.id)];
    expect(slugs((await ok(REORDER_CATEGORIES, { ids: moved })).reorderCategories).slice(0, 2)).toEqual(["women", "men"]);
  });

  it("every create, rename, hide and reorder is in the audit log", async () => {
    const { createBrand } = await ok<{ createBrand: Row }>(CREATE_BRAND, { i: { slug: "audited", name: "Audited" } });
    await ok(UPDATE_BRAND, { id: createBrand.id, i: { name: "Audited Co", hidden: true } });
    await ok(UPDATE_BRAND, { id: createBrand.id, i: { name: "Audited Co" } }); // no change: no entry
    const { brands } = await ok<{ brands: Row[] }>(BRANDS, { h: true });
    const order = brands.map((b) => b.id);
    await ok(REORDER_BRANDS, { ids: [order.at(-1)!, ...order.slice(0, -1)] });
    const items = (await ok(LOG)).auditLog.items as { action: string; targetType: string; targetId: string; targetLabel: string; changes: { field: string; before: string | null; after: string | null }[] }[];
    const mine = items.filter((e) => e.targetId === createBrand.id);
    expect(mine.map((e) => e.action)).toEqual(["brandUpdate", "brandCreate"]);
    expect(mine[0]!.changes).toEqual([{ field: "name", before: "Audited", after: "Audited Co" }, { field: "hidden", before: "false", after: "true" }]);
    expect(mine[1]!.changes).toContainEqual({ field: "slug", before: null, after: "audited" });
    const reorder = items.find((e) => e.action === "brandReorder")!;
    expect(reorder).toMatchObject({ targetType: "brand", targetLabel: "brands" });
    expect(reorder.changes[0]!.after!.startsWith("audited, nike")).toBe(true);
    expect(items.some((e) => e.action === "categoryReorder" && e.targetType === "category")).toBe(true);
    expect(items.some((e) => e.action === "categoryUpdate" && e.changes.some((c) => c.after === "Children"))).toBe(true);
  });

  it("customers and anonymous callers cannot change them", async () => {
    const { categories } = await ok<{ categories: Row[] }>(CATEGORIES, {});
    for (const [token, code] of [[null, "UNAUTHENTICATED"], [shopper.token, "FORBIDDEN"]] as const) {
      expect((await fails(CREATE_CATEGORY, { i: { slug: "sneaky", name: "Sneaky" } }, token))?.code).toBe(code);
      expect((await fails(UPDATE_CATEGORY, { id: categories[0]!.id, i: { hidden: true } }, token))?.code).toBe(code);
      expect((await fails(REORDER_CATEGORIES, { ids: categories.map((c) => c.id) }, token))?.code).toBe(code);
    }
    expect((await ok(CATEGORIES, {}, null)).categories).toEqual(categories);
  });
});

describe("products name existing categories and brands", () => {
  it("create and update refuse an unknown slug; names (Levi's, H&M) and any case still resolve to the slug", async () => {
    expect(await fails(CREATE_PRODUCT, { i: { ...PRODUCT, category: "robots", brand: "nike" } })).toEqual({ code: "BAD_USER_INPUT", message: "Unknown category: robots" });
    expect(await fails(CREATE_PRODUCT, { i: { ...PRODUCT, category: "men", brand: "acme" } })).toEqual({ code: "BAD_USER_INPUT", message: "Unknown brand: acme" });
    const made = (await ok(CREATE_PRODUCT, { i: { ...PRODUCT, category: "MEN", brand: "Levi's" } })).createProduct;
    expect(made).toMatchObject({ category: "men", brand: "levi" });
    expect(await fails(UPDATE_PRODUCT, { id: made.id, i: { brand: "acme" } })).toEqual({ code: "BAD_USER_INPUT", message: "Unknown brand: acme" });
    expect((await ok(UPDATE_PRODUCT, { id: made.id, i: { brand: "H&M", category: "women" } })).updateProduct).toMatchObject({ category: "women", brand: "hm" });
  });

  it("a listing filter naming no category or brand is a 400 with the slug, not an empty shop", async () => {
    expect(await fails(LIST, { c: ["robots"] }, null)).toEqual({ code: "BAD_USER_INPUT", message: "Unknown category: robots" });
    expect(await fails(LIST, { b: ["nike", "a%b"] }, null)).toEqual({ code: "BAD_USER_INPUT", message: "Unknown brand: a%b" });
  });

  it("search names a category by its current name, and no longer by the name of a hidden one", async () => {
    const { categories } = await ok<{ categories: Row[] }>(CATEGORIES, { h: true });
    const footwear = categories.find((c) => c.slug === "footwear")!;
    await createProduct(t, { title: "Plain Item", description: "Nothing to see", category: "footwear", brand: "zara" });
    expect((await ok(SEARCH, { k: "Shoes" }, null)).searchProducts.items).toEqual([]);
    // The page cache must not serve the old answer: the rename is seen at once.
    await ok(UPDATE_CATEGORY, { id: footwear.id, i: { name: "Shoes" } });
    expect((await ok(SEARCH, { k: "Shoes" }, null)).searchProducts.items).toEqual([{ title: "Plain Item" }]);
    await ok(UPDATE_CATEGORY, { id: footwear.id, i: { hidden: true } });
    expect((await ok(SEARCH, { k: "Shoes" }, null)).searchProducts.items).toEqual([]);
    await ok(UPDATE_CATEGORY, { id: footwear.id, i: { hidden: false, name: "Footwear" } });
  });

  it("a category with products cannot be deleted underneath them (the database refuses)", async () => {
    await expect(t.db.prisma.category.delete({ where: { slug: "kids" } })).rejects.toThrow();
    expect(await t.db.prisma.category.count({ where: { slug: "kids" } })).toBe(1);
  });
});

describe("REST facade", () => {
  it("keeps the legacy slugs (h&m included) and accepts the admin's new ones in filters and the product form", async () => {
    const api = restClient(t);
    const legacy = await api.get("/api/shop/products/get?category=men,women,kids,accessories,footwear&brand=nike,adidas,puma,levi,zara,h%26m");
    expect(legacy.status).toBe(200);
    expect(legacy.body.total).toBeGreaterThan(0);
    const added = await api.post(
      "/api/admin/products/add",
      { title: "REST Runner", description: "Light", category: "sportswear", brand: "h&m", image: "/images/products/test.svg", price: 30, totalStock: 4 },
      admin.token,
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ category: "sportswear", brand: "h&m" });
    const filtered = await api.get("/api/shop/products/get?category=sportswear&brand=h%26m");
    expect(filtered.body.data.map((p: { title: string }) => p.title)).toEqual(["REST Runner"]);
    const bad = await api.post(
      "/api/admin/products/add",
      { title: "X", description: "Y", category: "robots", brand: "nike", image: "/images/products/test.svg", price: 30, totalStock: 4 },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: "Unknown category: robots" });
  });
});
