import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer, errorOf } from "../../support/harness.js";

const CART = `id itemCount subtotal shipping total items { id productId title image price salePrice quantity totalStock }`;
const GET = `query { cart { ${CART} } }`;
const ADD = `mutation($p: ID!, $q: Int! = 1) { addToCart(productId: $p, quantity: $q) { ${CART} } }`;
const UPDATE = `mutation($p: ID!, $q: Int!) { updateCartItem(productId: $p, quantity: $q) { ${CART} } }`;
const REMOVE = `mutation($p: ID!) { removeFromCart(productId: $p) { ${CART} } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});


describe("cart", () => {
  it("rejects anonymous callers on every cart field", async () => {
    const p = await createProduct(t);
    for (const [q, v] of [[GET, {}], [ADD, { p: p.id }], [UPDATE, { p: p.id, q: 1 }], [REMOVE, { p: p.id }]] as const) {
      const r = await t.gql(q, v);
      expect(errorOf(r)?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("starts empty with a stable id, zero shipping and zero total", async () => {
    const u = await createUser(t);
    const first = await t.gql(GET, {}, u.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.cart).toEqual({ id: u.id, items: [], itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
    const p = await createProduct(t);
    const added = await t.gql(ADD, { p: p.id }, u.token);
    expect(added.data.addToCart.id).toBe(first.data.cart.id);
  });

  it("adds, merges lines, shows the product's current data and keeps each shopper's cart separate", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const p = await createProduct(t, { title: "Shirt", priceCents: 2500, salePriceCents: 1999, totalStock: 10 });
    await t.gql(ADD, { p: p.id, q: 2 }, a.token);
    const r = await t.gql(ADD, { p: p.id, q: 3 }, a.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.addToCart.items).toHaveLength(1);
    expect(r.data.addToCart.items[0]).toMatchObject({ productId: p.id, title: "Shirt", price: 25, salePrice: 19.99, quantity: 5, totalStock: 10 });
    expect(r.data.addToCart.itemCount).toBe(5);
    expect(r.data.addToCart.subtotal).toBe(99.95);

    await t.db.prisma.product.update({ where: { id: p.id }, data: { title: "Shirt v2", salePriceCents: 0 } });
    const again = await t.gql(GET, {}, a.token);
    expect(again.data.cart.items[0]).toMatchObject({ title: "Shirt v2", price: 25, salePrice: 0 });
    expect(again.data.cart.subtotal).toBe(125);

    const other = await t.gql(GET, {}, b.token);
    expect(other.data.cart.items).toEqual([]);
    expect(other.data.cart.id).not.toBe(again.data.cart.id);
    // B removing or updating A's product touches only B's (empty) cart.
    expect(errorOf(await t.gql(UPDATE, { p: p.id, q: 1 }, b.token))).toEqual({ code: "NOT_FOUND", message: "Cart item not present !" });
    await t.gql(REMOVE, { p: p.id }, b.token);
    expect((await t.gql(GET, {}, a.token)).data.cart.itemCount).toBe(5);
  });

  it("gives every amount in integer cents: unit price charged, line totals, subtotal, shipping, total", async () => {
    const u = await createUser(t);
    const shirt = await createProduct(t, { priceCents: 3333, salePriceCents: 1999 });
    const cap = await createProduct(t, { priceCents: 1001 });
    await t.gql(ADD, { p: shirt.id, q: 3 }, u.token);
    const r = await t.gql(
      `mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { subtotalCents shippingCents totalCents items { productId priceCents salePriceCents unitPriceCents lineTotalCents } } }`,
      { p: cap.id, q: 1 },
      u.token,
    );
    expect(r.data.addToCart).toEqual({
      subtotalCents: 3 * 1999 + 1001,
      shippingCents: 500,
      totalCents: 3 * 1999 + 1001 + 500,
      items: [
        { productId: shirt.id, priceCents: 3333, salePriceCents: 1999, unitPriceCents: 1999, lineTotalCents: 5997 },
        { productId: cap.id, priceCents: 1001, salePriceCents: 0, unitPriceCents: 1001, lineTotalCents: 1001 },
      ],
    });
  });

  it("validates the product and the quantity", async () => {
    const u = await createUser(t);
    const p = await createProduct(t);
    expect(errorOf(await t.gql(ADD, { p: "00000000-0000-4000-8000-000000000000" }, u.token))).toEqual({ code: "NOT_FOUND", message: "Product not found" });
    expect(errorOf(await t.gql(ADD, { p: "not-a-uuid" }, u.token))).toEqual({ code: "NOT_FOUND", message: "Product not found" });
    for (const q of [0, -1, 101]) expect(errorOf(await t.gql(ADD, { p: p.id, q }, u.token))?.code).toBe("BAD_USER_INPUT");
    await t.gql(ADD, { p: p.id }, u.token);
    for (const q of [0, -3]) expect(errorOf(await t.gql(UPDATE, { p: p.id, q }, u.token))?.code).toBe("BAD_USER_INPUT");
    expect(errorOf(await t.gql(UPDATE, { p: "nope", q: 1 }, u.token))).toEqual({ code: "NOT_FOUND", message: "Cart item not present !" });
  });

  it("never lets a line exceed stock, with the storefront's messages", async () => {
    const u = await createUser(t);
    const p = await createProduct(t, { totalStock: 3 });
    await t.gql(ADD, { p: p.id, q: 2 }, u.token);
    expect(errorOf(await t.gql(ADD, { p: p.id, q: 2 }, u.token))).toEqual({ code: "BAD_USER_INPUT", message: "Only 3 quantity can be added for this item" });
    expect((await t.gql(ADD, { p: p.id }, u.token)).data.addToCart.items[0].quantity).toBe(3);
    expect(errorOf(await t.gql(ADD, { p: p.id }, u.token))?.message).toBe("Only 3 quantity can be added for this item");
    expect(errorOf(await t.gql(UPDATE, { p: p.id, q: 4 }, u.token))).toEqual({ code: "BAD_USER_INPUT", message: "Only 3 quantity can be added for this item" });
    const lowered = await t.gql(UPDATE, { p: p.id, q: 1 }, u.token);
    expect(lowered.data.updateCartItem.items[0].quantity).toBe(1);

    const soldOut = await createProduct(t, { totalStock: 0 });
    expect(errorOf(await t.gql(ADD, { p: soldOut.id }, u.token))).toEqual({ code: "BAD_USER_INPUT", message: "Out of Stock" });
  });

  it("follows the catalogue: a deleted product leaves the cart, and a line above a lowered stock can step down to it", async () => {
    const u = await createUser(t);
    const gone = await createProduct(t, { priceCents: 1000, totalStock: 5 });
    const scarce = await createProduct(t, { title: "Scarce Hat", priceCents: 500, totalStock: 5 });
    await t.gql(ADD, { p: gone.id, q: 2 }, u.token);
    await t.gql(ADD, { p: scarce.id, q: 4 }, u.token);
    // Meanwhile the admin deletes one product and other shoppers buy all but 2 of the other.
    await t.db.prisma.product.delete({ where: { id: gone.id } });
    await t.db.prisma.product.update({ where: { id: scarce.id }, data: { totalStock: 2 } });

    const cart = (await t.gql(GET, {}, u.token)).data.cart;
    expect(cart).toMatchObject({ itemCount: 4, subtotal: 20, shipping: 5, total: 25 });
    expect(cart.items).toEqual([expect.objectContaining({ productId: scarce.id, quantity: 4, totalStock: 2 })]);
    expect(errorOf(await t.gql(UPDATE, { p: gone.id, q: 1 }, u.token))).toEqual({ code: "NOT_FOUND", message: "Cart item not present !" });
    // The cart's minus button lowers one at a time: each step down is accepted, any step up beyond the stock is not.
    const down = await t.gql(UPDATE, { p: scarce.id, q: 3 }, u.token);
    expect(down.errors).toBeUndefined();
    expect(down.data.updateCartItem).toMatchObject({ itemCount: 3, subtotal: 15 });
    expect(errorOf(await t.gql(UPDATE, { p: scarce.id, q: 4 }, u.token))).toEqual({ code: "BAD_USER_INPUT", message: "Only 2 quantity can be added for this item" });
    expect(errorOf(await t.gql(ADD, { p: scarce.id }, u.token))?.message).toBe("Only 2 quantity can be added for this item");
    expect((await t.gql(UPDATE, { p: scarce.id, q: 2 }, u.token)).data.updateCartItem).toMatchObject({ itemCount: 2, subtotal: 10, total: 15 });
  });

  it("removes a line, and removing it again changes nothing", async () => {
    const u = await createUser(t);
    const p1 = await createProduct(t, { priceCents: 1000 });
    const p2 = await createProduct(t, { priceCents: 500 });
    await t.gql(ADD, { p: p1.id }, u.token);
    await t.gql(ADD, { p: p2.id, q: 2 }, u.token);
    const r = await t.gql(REMOVE, { p: p1.id }, u.token);
    expect(r.data.removeFromCart.items.map((i: { productId: string }) => i.productId)).toEqual([p2.id]);
    expect(r.data.removeFromCart).toMatchObject({ itemCount: 2, subtotal: 10, shipping: 5, total: 15 });
    const again = await t.gql(REMOVE, { p: p1.id }, u.token);
    expect(again.errors).toBeUndefined();
    expect(again.data.removeFromCart.itemCount).toBe(2);
  });

  it.each([
    [99_999, 5, 1004.99],
    [100_000, 2.5, 1002.5],
    [199_999, 2.5, 2002.49],
    [200_000, 0, 2000],
  ])("subtotal %i cents ships for %d", async (subtotalCents, shipping, total) => {
    const u = await createUser(t);
    // Split over two lines, one on sale, so the sale price is what counts.
    const onSale = await createProduct(t, { priceCents: 999_999, salePriceCents: 1000 });
    const regular = await createProduct(t, { priceCents: subtotalCents - 2000 });
    await t.gql(ADD, { p: onSale.id, q: 2 }, u.token);
    const r = await t.gql(ADD, { p: regular.id }, u.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.addToCart).toMatchObject({ subtotal: subtotalCents / 100, shipping, total });
  });

  it("20 concurrent adds of one unit never exceed a stock of 5", async () => {
    const u = await createUser(t);
    const p = await createProduct(t, { totalStock: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => t.gql(ADD, { p: p.id }, u.token)));
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((r) => r.errors)) expect(errorOf(r)?.message).toBe("Only 5 quantity can be added for this item");
    const line = await t.db.prisma.cartItem.findFirst({ where: { productId: p.id, cart: { userId: u.id } } });
    expect(line?.quantity).toBe(5);
  });
});
