// Product pages have addresses of their own: /shop/product/<slug>, the slug made from the title, unique, and every
// slug a product had still finds it after a rename (the page answers 301 to the current one).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { restClient } from "../../support/rest-client.js";

const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id title slug url } }`;
const RENAME = `mutation($id: ID!, $title: String!) { updateProduct(id: $id, input: { title: $title }) { id slug url } }`;
const BY_SLUG = `query($slug: String!) { productBySlug(slug: $slug) { id title slug url } }`;

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({ PUBLIC_URL: "https://shop.example.com" });
  admin = (await createUser(t, { role: "admin" })).token;
});
afterAll(() => t?.close());

const input = (title: string) => ({ title, description: "Soft cotton.", category: "men", brand: "nike", image: "/images/products/tee.svg", priceCents: 2500, totalStock: 5 });
async function create(title: string) {
  const r = await t.gql(CREATE, { input: input(title) }, admin);
  expect(r.errors).toBeUndefined();
  return r.data.createProduct as { id: string; slug: string; url: string };
}
const bySlug = async (slug: string) => (await t.gql(BY_SLUG, { slug })).data.productBySlug;

describe("product slugs", () => {
  it("are the title in lowercase ASCII words joined by hyphens, with an absolute page address", async () => {
    const p = await create("Crème Brûlée Tee: Straße & Co. Levi's");
    expect(p.slug).toBe("creme-brulee-tee-strasse-and-co-levis");
    expect(p.url).toBe("https://shop.example.com/shop/product/creme-brulee-tee-strasse-and-co-levis");
    expect(await bySlug(p.slug)).toMatchObject({ id: p.id, slug: p.slug });
    // An address typed or pasted with capitals still finds it (the page then answers 301 to the slug).
    expect(await bySlug(" Creme-Brulee-Tee-Strasse-And-Co-Levis ")).toMatchObject({ id: p.id, slug: p.slug });
    expect((await create("東京 シャツ")).slug).toBe("product");
  });

  it("stay unique: a title already taken gets the first hex digits of the product's id, also for products created at once", async () => {
    const first = await create("Twin Hoodie");
    const second = await create("twin   hoodie!");
    expect(first.slug).toBe("twin-hoodie");
    expect(second.slug).toBe(`twin-hoodie-${second.id.replaceAll("-", "").slice(0, 6)}`);
    const burst = await Promise.all(Array.from({ length: 6 }, () => create("Burst Jacket")));
    const slugs = burst.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs.filter((s) => s === "burst-jacket")).toHaveLength(1);
  });

  it("follow a new title; the old slug still finds the product, whose slug says where it is now", async () => {
    const p = await create("Summer Dress");
    const renamed = (await t.gql(RENAME, { id: p.id, title: "Linen Summer Dress" }, admin)).data.updateProduct;
    expect(renamed.slug).toBe("linen-summer-dress");
    expect(renamed.url).toBe("https://shop.example.com/shop/product/linen-summer-dress");
    expect(await bySlug("summer-dress")).toMatchObject({ id: p.id, slug: "linen-summer-dress" });
    // Other capitals or punctuation are the same words: the slug stays.
    expect((await t.gql(RENAME, { id: p.id, title: "Linen summer dress!" }, admin)).data.updateProduct.slug).toBe("linen-summer-dress");
    // The old slug stays the renamed product's: a new product of that title is told apart.
    const other = await create("Summer Dress");
    expect(other.slug).not.toBe("summer-dress");
    expect(await bySlug("summer-dress")).toMatchObject({ id: p.id });
    // Back to its first title, the product gets its first slug back.
    expect((await t.gql(RENAME, { id: p.id, title: "Summer Dress" }, admin)).data.updateProduct.slug).toBe("summer-dress");
  });

  it("answer null for a slug no product has or had, or a deleted product's", async () => {
    const p = await create("Gone Sneaker");
    expect(await bySlug("no-such-product")).toBeNull();
    expect(await bySlug("../etc/passwd")).toBeNull();
    expect(await bySlug("x".repeat(500))).toBeNull();
    await t.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: p.id }, admin);
    expect(await bySlug("gone-sneaker")).toBeNull();
    expect((await create("Gone Sneaker")).slug).toBe("gone-sneaker"); // a deleted product's slugs are free again
  });

  it("come to the products from before slugs through the backfill job, a batch at a time; until then the id is the address", async () => {
    const old = [];
    for (const title of ["Old Tee", "Old Tee", "Old Tee", "Vieux Café", "Old Cap"]) old.push(await createProduct(t, { title }));
    const ids = old.map((p) => p.id);
    // As the migration leaves a catalogue: no slug, nothing claimed.
    await t.db.prisma.$executeRaw`UPDATE "Product" SET slug = NULL WHERE id = ANY(${ids}::uuid[])`;
    await t.db.prisma.productSlug.deleteMany({ where: { productId: { in: ids } } });
    expect(await bySlug(ids[3]!)).toMatchObject({ id: ids[3], slug: ids[3], url: `https://shop.example.com/shop/product/${ids[3]}` });

    expect(await t.shop.services.products.backfillSlugs(2)).toBe(5);
    const slugs = (await t.db.prisma.product.findMany({ where: { id: { in: ids } }, select: { slug: true } })).map((p) => p.slug!);
    expect(slugs.filter((s) => s === "old-tee")).toHaveLength(1);
    expect(slugs.filter((s) => /^old-tee-[0-9a-f]{6}$/.test(s))).toHaveLength(2);
    expect(slugs).toContain("vieux-cafe");
    expect(await t.db.prisma.productSlug.count({ where: { productId: { in: ids } } })).toBe(5);
    // The id still leads to the product, which now names its slug (the page answers 301 there).
    expect(await bySlug(ids[3]!)).toMatchObject({ id: ids[3], slug: "vieux-cafe" });
    expect(await t.shop.services.products.backfillSlugs(2)).toBe(0);
  });

  it("stay out of the legacy REST shapes", async () => {
    const p = await create("Rest Shape Tee");
    const res = await restClient(t).get(`/api/shop/products/get/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe("Rest Shape Tee");
    expect(Object.keys(res.body.data)).not.toContain("slug");
  });
});
