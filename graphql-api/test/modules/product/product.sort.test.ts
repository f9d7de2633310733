import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";

/** Title sorts ignore case, whatever the database's collation (the embedded one and a C locale sort "a" after "Z"). */

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const LIST = `query($s: ProductSort!) { products(filter: { category: ["kids"], brand: ["puma"] }, sortBy: $s) { items { title } } }`;
const titles = async (s: string) => ((await t.gql(LIST, { s })).data.products.items as { title: string }[]).map((p) => p.title);
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { title } }`;

describe("title sorts", () => {
  it("place a lowercase title among the others, however the product was written", async () => {
    await createProduct(t, { title: "Zebra Tee", category: "kids", brand: "puma" });
    await createProduct(t, { title: "banana Hat", category: "kids", brand: "puma" });
    const form = { description: "x", category: "kids", brand: "puma", image: "/images/products/nike-air-zoom-pegasus-40.svg", price: 10, totalStock: 5 };
    const created = await t.gql(CREATE, { input: { ...form, title: "Apple Socks" } }, admin.token);
    expect(created.errors).toBeUndefined();

    expect(await titles("titleAtoZ")).toEqual(["Apple Socks", "banana Hat", "Zebra Tee"]);
    expect(await titles("titleZtoA")).toEqual(["Zebra Tee", "banana Hat", "Apple Socks"]);

    const renamed = await t.gql(UPDATE, { id: created.data.createProduct.id, input: { title: "yellow Socks" } }, admin.token);
    expect(renamed.errors).toBeUndefined();
    expect(await titles("titleAtoZ")).toEqual(["banana Hat", "yellow Socks", "Zebra Tee"]);
  });

  it("on the REST facade too", async () => {
    const res = await fetch(`${t.url}/api/shop/products/get?category=kids&brand=puma&sortBy=title-atoz`);
    expect(((await res.json()) as { data: { title: string }[] }).data.map((p) => p.title)).toEqual(["banana Hat", "yellow Socks", "Zebra Tee"]);
  });
});
