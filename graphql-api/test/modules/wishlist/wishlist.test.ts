import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { createProduct, createUser, startTestServer, type TestServer, errorOf } from "../../support/harness.js";

const WISHLIST = "id items { id title price salePrice totalStock }";
const GET = `query { wishlist { ${WISHLIST} } }`;
const ADD = `mutation($p: ID!) { addToWishlist(productId: $p) { ${WISHLIST} } }`;
const REMOVE = `mutation($p: ID!) { removeFromWishlist(productId: $p) { ${WISHLIST} } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const ids = (w: { items: { id: string }[] }) => w.items.map((p) => p.id);

describe("wishlist", () => {
  it("rejects anonymous callers", async () => {
    const p = await createProduct(t);
    for (const [q, v] of [[GET, {}], [ADD, { p: p.id }], [REMOVE, { p: p.id }]] as const) {
      expect(errorOf(await t.gql(q, v))?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("has the user's id and lists products newest first, in dollars", async () => {
    const u = await createUser(t);
    const first = await createProduct(t, { priceCents: 1999, salePriceCents: 1500 });
    const second = await createProduct(t);
    expect((await t.gql(GET, {}, u.token)).data.wishlist).toEqual({ id: u.id, items: [] });
    await t.gql(ADD, { p: first.id }, u.token);
    const r = await t.gql(ADD, { p: second.id }, u.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.addToWishlist.id).toBe(u.id);
    expect(ids(r.data.addToWishlist)).toEqual([second.id, first.id]);
    expect(r.data.addToWishlist.items[1]).toMatchObject({ price: 19.99, salePrice: 15 });
  });

  it("adds and removes idempotently", async () => {
    const u = await createUser(t);
    const p = await createProduct(t);
    await t.gql(ADD, { p: p.id }, u.token);
    const again = await t.gql(ADD, { p: p.id }, u.token);
    expect(again.errors).toBeUndefined();
    expect(ids(again.data.addToWishlist)).toEqual([p.id]);
    expect(ids((await t.gql(REMOVE, { p: p.id }, u.token)).data.removeFromWishlist)).toEqual([]);
    const twice = await t.gql(REMOVE, { p: p.id }, u.token);
    expect(twice.errors).toBeUndefined();
    expect(ids(twice.data.removeFromWishlist)).toEqual([]);
    expect((await t.gql(REMOVE, { p: "nope" }, u.token)).errors).toBeUndefined();
  });

  it("rejects unknown products", async () => {
    const u = await createUser(t);
    for (const p of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(errorOf(await t.gql(ADD, { p }, u.token))).toEqual({ code: "NOT_FOUND", message: "Product not found" });
    }
  });

  it("keeps each user's wishlist separate", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const p = await createProduct(t);
    await t.gql(ADD, { p: p.id }, a.token);
    expect((await t.gql(GET, {}, b.token)).data.wishlist).toEqual({ id: b.id, items: [] });
    await t.gql(REMOVE, { p: p.id }, b.token);
    expect(ids((await t.gql(GET, {}, a.token)).data.wishlist)).toEqual([p.id]);
  });

  it("holds at most 200 products", async () => {
    const u = await createUser(t);
    const rows = Array.from({ length: 200 }, (_, i) => ({
      id: crypto.randomUUID(), title: `Bulk ${i}`, description: "d", category: "men" as const, brand: "nike" as const,
      image: "/x.svg", priceCents: 100, effectivePriceCents: 100, totalStock: 1,
    }));
    await t.db.prisma.product.createMany({ data: rows });
    await t.db.prisma.wishlistItem.createMany({ data: rows.map((r) => ({ userId: u.id, productId: r.id })) });
    const extra = await createProduct(t);
    const r = await t.gql(ADD, { p: extra.id }, u.token);
    expect(errorOf(r)).toEqual({ code: "BAD_USER_INPUT", message: "Your wishlist can hold at most 200 products. Remove one to add another." });
    // Re-adding one that is already there is still fine at the limit.
    expect((await t.gql(ADD, { p: rows[0]!.id }, u.token)).errors).toBeUndefined();
  });
});
