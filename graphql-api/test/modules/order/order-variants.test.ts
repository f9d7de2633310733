import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, createVariantProduct, errorOf, startTestServer, type TestServer } from "../../support/harness.js";
import { CAPTURE, addAddress, createApprovedOrder } from "../../support/order-helpers.js";

/** Buying a size: the stock of that variant moves, the order line names it and keeps it when the product changes or goes. */

const ADD = `mutation($p: ID!, $v: ID, $q: Int!) { addToCart(productId: $p, variantId: $v, quantity: $q) { itemCount } }`;
const LINES = `query($id: ID!) { order(id: $id) { paymentStatus subtotalCents items { productId variantId sku size colour title priceCents quantity totalCents } } }`;
const SET_STATUS = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { paymentStatus } }`;

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const stocks = async (productId: string) =>
  (await t.db.prisma.productVariant.findMany({ where: { productId }, orderBy: { position: "asc" } })).map((v) => `${v.size}:${v.stock}`);

describe("orders of variants", () => {
  it("a shopper buys size M: M's stock drops, L's does not; the line names the variant at its own price", async () => {
    const p = await createVariantProduct(t, [{ size: "M", colour: "Navy", stock: 5 }, { size: "L", colour: "Navy", stock: 5, priceCents: 2600 }], { title: "Polo", priceCents: 2000 });
    const [m, l] = p.variants;
    const u = await createUser(t);
    const address = await addAddress(t, u.id);
    expect(errorOf(await t.gql(ADD, { p: p.id, v: m!.id, q: 2 }, u.token))).toBeNull();
    expect(errorOf(await t.gql(ADD, { p: p.id, v: l!.id, q: 1 }, u.token))).toBeNull();
    const order = await createApprovedOrder(t, u.token, address.id);
    const paid = await t.gql(CAPTURE, { o: order.orderId, p: order.paymentId, r: order.payerId }, u.token);
    expect(errorOf(paid)).toBeNull();
    expect(await stocks(p.id)).toEqual(["M:3", "L:4"]);
    const read = await t.gql(LINES, { id: order.orderId }, u.token);
    expect(read.data.order.subtotalCents).toBe(2 * 2000 + 2600);
    expect(read.data.order.items).toEqual(expect.arrayContaining([
      { productId: p.id, variantId: m!.id, sku: m!.sku, size: "M", colour: "Navy", title: "Polo", priceCents: 2000, quantity: 2, totalCents: 4000 },
      { productId: p.id, variantId: l!.id, sku: l!.sku, size: "L", colour: "Navy", title: "Polo", priceCents: 2600, quantity: 1, totalCents: 2600 },
    ]));
    // The bought lines leave the cart.
    expect(await t.db.prisma.cartItem.count({ where: { cart: { userId: u.id } } })).toBe(0);

    // Cancelling refunds it and puts each unit back on its own size.
    const cancelled = await t.gql(SET_STATUS, { id: order.orderId, s: "rejected" }, admin.token);
    expect(cancelled.data.updateOrderStatus.paymentStatus).toBe("refunded");
    expect(await stocks(p.id)).toEqual(["M:5", "L:5"]);
  });

  it("checkout refuses a line above its variant's stock, naming the size", async () => {
    const p = await createVariantProduct(t, [{ size: "S", stock: 2 }, { size: "XL", stock: 9 }], { title: "Vest" });
    const u = await createUser(t);
    const address = await addAddress(t, u.id);
    await t.gql(ADD, { p: p.id, v: p.variants[0]!.id, q: 2 }, u.token);
    await t.db.prisma.productVariant.update({ where: { id: p.variants[0]!.id }, data: { stock: 1 } });
    const r = await t.gql(`mutation($a: ID!) { createOrder(addressId: $a) { orderId } }`, { a: address.id }, u.token);
    expect(errorOf(r)).toEqual({ code: "BAD_USER_INPUT", message: "Only 1 quantity of Vest (S) is available" });
  });

  it("the line keeps its size, colour and SKU after the product is changed and then deleted", async () => {
    const p = await createVariantProduct(t, [{ size: "M", colour: "Red", stock: 3, sku: "KEEP-M-RED" }], { title: "Keeper Tee" });
    const u = await createUser(t);
    const address = await addAddress(t, u.id);
    await t.gql(ADD, { p: p.id, v: p.variants[0]!.id, q: 1 }, u.token);
    const order = await createApprovedOrder(t, u.token, address.id);
    await t.gql(CAPTURE, { o: order.orderId, p: order.paymentId, r: order.payerId }, u.token);
    const edit = await t.gql(
      `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`,
      { id: p.id, input: { title: "Renamed", variants: [{ id: p.variants[0]!.id, sku: "NEW-SKU", size: "L", colour: "Blue", stock: 2 }] } },
      admin.token,
    );
    expect(errorOf(edit)).toBeNull();
    const after = (await t.gql(LINES, { id: order.orderId }, u.token)).data.order.items[0];
    expect(after).toMatchObject({ variantId: p.variants[0]!.id, sku: "KEEP-M-RED", size: "M", colour: "Red", title: "Keeper Tee" });
    expect(errorOf(await t.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: p.id }, admin.token))).toBeNull();
    const gone = (await t.gql(LINES, { id: order.orderId }, u.token)).data.order.items[0];
    expect(gone).toEqual({ productId: null, variantId: null, sku: "KEEP-M-RED", size: "M", colour: "Red", title: "Keeper Tee", priceCents: 2000, quantity: 1, totalCents: 2000 });
  });
});
