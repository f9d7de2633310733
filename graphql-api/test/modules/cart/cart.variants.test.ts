import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, createVariantProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";

const ITEM = "productId variantId sku size colour quantity totalStock priceCents salePriceCents unitPriceCents lineTotalCents";
const ADD = `mutation($p: ID!, $v: ID, $q: Int! = 1) { addToCart(productId: $p, variantId: $v, quantity: $q) { subtotalCents items { ${ITEM} } } }`;
const UPDATE = `mutation($p: ID!, $v: ID, $q: Int!) { updateCartItem(productId: $p, variantId: $v, quantity: $q) { items { ${ITEM} } } }`;
const REMOVE = `mutation($p: ID!, $v: ID) { removeFromCart(productId: $p, variantId: $v) { items { ${ITEM} } } }`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const tee = () =>
  createVariantProduct(
    t,
    [
      { size: "S", colour: "Black", stock: 4 },
      { size: "M", colour: "Black", stock: 2 },
      { size: "L", colour: "Black", stock: 6, priceCents: 2500 },
    ],
    { title: "Tee", priceCents: 2000, salePriceCents: 1500 },
  );

describe("cart lines are variants", () => {
  it("asks for a size when a product has several and none is named (GraphQL: CHOOSE_VARIANT)", async () => {
    const u = await createUser(t);
    const p = await tee();
    for (const [q, v] of [[ADD, { p: p.id }], [UPDATE, { p: p.id, q: 1 }]] as const) {
      expect(errorOf(await t.gql(q, v, u.token))).toEqual({ code: "CHOOSE_VARIANT", message: "Please choose a size" });
    }
    expect(await t.db.prisma.cartItem.count({ where: { cart: { userId: u.id } } })).toBe(0);
  });

  it("keeps one line per size, each priced and limited by its variant", async () => {
    const u = await createUser(t);
    const p = await tee();
    const [s, m, l] = p.variants;
    await t.gql(ADD, { p: p.id, v: s!.id, q: 2 }, u.token);
    const r = await t.gql(ADD, { p: p.id, v: l!.id, q: 1 }, u.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.addToCart.items).toEqual([
      { productId: p.id, variantId: s!.id, sku: s!.sku, size: "S", colour: "Black", quantity: 2, totalStock: 4, priceCents: 2000, salePriceCents: 1500, unitPriceCents: 1500, lineTotalCents: 3000 },
      // Its own price replaces the product's price and sale alike.
      { productId: p.id, variantId: l!.id, sku: l!.sku, size: "L", colour: "Black", quantity: 1, totalStock: 6, priceCents: 2500, salePriceCents: 0, unitPriceCents: 2500, lineTotalCents: 2500 },
    ]);
    expect(r.data.addToCart.subtotalCents).toBe(5500);
    // M has 2: the third unit is refused with the storefront's message though S and L have more.
    await t.gql(ADD, { p: p.id, v: m!.id, q: 2 }, u.token);
    expect(errorOf(await t.gql(ADD, { p: p.id, v: m!.id }, u.token))).toEqual({ code: "BAD_USER_INPUT", message: "Only 2 quantity can be added for this item" });
    expect(errorOf(await t.gql(UPDATE, { p: p.id, v: s!.id, q: 5 }, u.token))).toEqual({ code: "BAD_USER_INPUT", message: "Only 4 quantity can be added for this item" });
    const updated = await t.gql(UPDATE, { p: p.id, v: s!.id, q: 4 }, u.token);
    expect(updated.data.updateCartItem.items.find((i: { size: string }) => i.size === "S").quantity).toBe(4);
    const removed = await t.gql(REMOVE, { p: p.id, v: m!.id }, u.token);
    expect(removed.data.removeFromCart.items.map((i: { size: string }) => i.size)).toEqual(["S", "L"]);
    const all = await t.gql(REMOVE, { p: p.id }, u.token);
    expect(all.data.removeFromCart.items).toEqual([]);
  });

  it("refuses a variant of another product as not found, and a product with one variant needs none", async () => {
    const u = await createUser(t);
    const p = await tee();
    const plain = await createProduct(t, { totalStock: 3 });
    expect(errorOf(await t.gql(ADD, { p: plain.id, v: p.variants[0]!.id }, u.token))?.code).toBe("NOT_FOUND");
    const r = await t.gql(ADD, { p: plain.id, q: 3 }, u.token);
    expect(r.data.addToCart.items).toEqual([expect.objectContaining({ productId: plain.id, variantId: plain.variantId, size: "", colour: "", totalStock: 3 })]);
  });

  it("the service takes the variant too (the REST facade's path)", async () => {
    const u = await createUser(t);
    const p = await tee();
    await expect(t.shop.services.cart.add(u, p.id, 1)).rejects.toMatchObject({ code: "CHOOSE_VARIANT", status: 400 });
    const cart = await t.shop.services.cart.add(u, p.id, 1, p.variants[1]!.id);
    expect(cart.items).toEqual([expect.objectContaining({ size: "M", quantity: 1, totalStock: 2 })]);
  });
});
