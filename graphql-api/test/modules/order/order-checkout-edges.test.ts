import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { PayPalProvider } from "../../../src/payments/paypal.js";
import { PaymentError, type PaymentProvider } from "../../../src/payments/provider.js";
import { OrderService } from "../../../src/modules/order/order.service.js";
import {
  CAPTURE, CREATE, ORDER, addAddress, cartLines, createApprovedOrder, errorOf, fillCart, stockOf, submitApprovalForm,
} from "../../support/order-helpers.js";

/** What a real shop meets between "Checkout with Paypal" and the capture: catalogue, cart and checkout changes. */

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }`;
const DELETE_PRODUCT = `mutation($id: ID!) { deleteProduct(id: $id) }`;
const DELETE_ADDRESS = `mutation($id: ID!) { deleteAddress(id: $id) }`;
const UPDATE_STATUS = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { id } }`;
const CART = `query { cart { subtotal shipping total } }`;

async function shopper(lines: { productId: string; quantity: number }[]) {
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, lines);
  return { user, address };
}

const capture = (token: string, a: { orderId: string; paymentId: string; payerId: string }) =>
  t.gql(CAPTURE, { o: a.orderId, p: a.paymentId, r: a.payerId }, token);

/** The sandbox's page for a payment: it shows the amount until the payment is captured. */
async function paypalPage(approvalURL: string) {
  return (await fetch(approvalURL)).text();
}
const wasCharged = async (approvalURL: string) => (await paypalPage(approvalURL)).includes("This payment is already completed.");

/** What PayPal captured for a payment already captured (a repeated capture gets PayPal's first answer). */
async function capturedCents(paymentId: string) {
  const paypal = new PayPalProvider({ baseUrl: `${t.url}/paypal-sandbox`, clientId: t.config.paypal.clientId, clientSecret: t.config.paypal.clientSecret });
  return (await paypal.capture(paymentId, "")).amountCents;
}

async function expectOk<T extends { errors?: unknown }>(r: T) {
  expect(r.errors).toBeUndefined();
  return r;
}

describe("the catalogue changes between createOrder and captureOrder", () => {
  it("price edits and sales added or removed before capture: PayPal charges exactly the order's total, at checkout prices", async () => {
    const shirt = await createProduct(t, { title: "Edge Shirt", priceCents: 3000, salePriceCents: 2550, totalStock: 10 });
    const cap = await createProduct(t, { title: "Edge Cap", priceCents: 1000, totalStock: 10 });
    const { user, address } = await shopper([{ productId: shirt.id, quantity: 2 }, { productId: cap.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);

    // The shirt's sale ends, the cap goes on sale, then its price rises: none of it reaches this order.
    await expectOk(await t.gql(UPDATE_PRODUCT, { id: shirt.id, input: { salePrice: 0 } }, admin.token));
    await expectOk(await t.gql(UPDATE_PRODUCT, { id: cap.id, input: { salePrice: 8 } }, admin.token));
    await expectOk(await t.gql(UPDATE_PRODUCT, { id: cap.id, input: { price: 12 } }, admin.token));
    expect(await paypalPage(approved.approvalURL)).toContain("$66.00");

    const r = await expectOk(await capture(user.token, approved));
    expect(r.data.captureOrder).toMatchObject({ paymentStatus: "paid", subtotal: 61, shippingCost: 5, totalAmount: 66 });
    expect(r.data.captureOrder.items.map((i: { title: string; price: number; total: number }) => [i.title, i.price, i.total])).toEqual([
      ["Edge Cap", 10, 10],
      ["Edge Shirt", 25.5, 51],
    ]);
    expect(await capturedCents(approved.paymentId)).toBe(6600);
    expect([await stockOf(t, shirt.id), await stockOf(t, cap.id)]).toEqual([8, 9]);
  });

  it("a product deleted before capture: the whole order fails, no stock moves, PayPal is never charged", async () => {
    const gone = await createProduct(t, { title: "Discontinued Scarf", totalStock: 5 });
    const kept = await createProduct(t, { totalStock: 5 });
    const { user, address } = await shopper([{ productId: gone.id, quantity: 1 }, { productId: kept.id, quantity: 2 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    await expectOk(await t.gql(DELETE_PRODUCT, { id: gone.id }, admin.token));

    expect(errorOf(await capture(user.token, approved))).toEqual({ code: "BAD_USER_INPUT", message: "Discontinued Scarf is no longer available" });
    expect(await stockOf(t, kept.id)).toBe(5);
    expect(await wasCharged(approved.approvalURL)).toBe(false);
    const order = (await t.gql(ORDER, { id: approved.orderId }, user.token)).data.order;
    expect([order.paymentStatus, order.orderStatus]).toEqual(["failed", "rejected"]);
    // The order keeps its copy of the deleted line; the cart keeps what can still be bought.
    expect(order.items).toContainEqual(expect.objectContaining({ productId: null, title: "Discontinued Scarf", quantity: 1 }));
    expect(await cartLines(t, user.id)).toEqual({ [kept.id]: 2 });
  });

  it("one line out of stock at capture: the lines taken before it are put back (no partial stock movement)", async () => {
    // Capture takes stock in product-id order: the two first lines are taken before the third fails.
    const first = await createProduct(t, { totalStock: 4 });
    const second = await createProduct(t, { totalStock: 4 });
    const last = await createProduct(t, { title: "Sold Out Sandal", totalStock: 4 });
    await t.db.prisma.product.update({ where: { id: first.id }, data: { id: "00000000-0000-4000-8000-000000000001" } });
    await t.db.prisma.product.update({ where: { id: second.id }, data: { id: "00000000-0000-4000-8000-000000000002" } });
    await t.db.prisma.product.update({ where: { id: last.id }, data: { id: "ffffffff-ffff-4fff-bfff-fffffffffff1" } });
    const ids = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002", "ffffffff-ffff-4fff-bfff-fffffffffff1"];
    const { user, address } = await shopper(ids.map((productId) => ({ productId, quantity: 2 })));
    const approved = await createApprovedOrder(t, user.token, address.id);
    await t.db.prisma.product.update({ where: { id: ids[2] }, data: { totalStock: 1 } });

    expect(errorOf(await capture(user.token, approved))).toEqual({ code: "BAD_USER_INPUT", message: "Sold Out Sandal is out of stock" });
    expect(await Promise.all(ids.map((id) => stockOf(t, id)))).toEqual([4, 4, 1]);
    expect(await wasCharged(approved.approvalURL)).toBe(false);
    expect(await cartLines(t, user.id)).toEqual(Object.fromEntries(ids.map((id) => [id, 2])));
  });
});

describe("the cart changes between createOrder and captureOrder", () => {
  it("the order is charged and fulfilled as placed; the ordered lines leave the cart and newer ones stay", async () => {
    const [a, b, c, d] = await Promise.all([1000, 2000, 3000, 4000].map((priceCents) => createProduct(t, { priceCents, totalStock: 10 })));
    const { user, address } = await shopper([{ productId: a!.id, quantity: 3 }, { productId: b!.id, quantity: 2 }, { productId: c!.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    // After checkout the shopper removes a, lowers b below the ordered quantity, and adds d.
    await t.db.prisma.cartItem.deleteMany({ where: { productId: a!.id, cart: { userId: user.id } } });
    await fillCart(t, user.id, [{ productId: b!.id, quantity: 1 }, { productId: d!.id, quantity: 2 }]);

    const r = await expectOk(await capture(user.token, approved));
    expect(r.data.captureOrder).toMatchObject({ paymentStatus: "paid", subtotal: 100, totalAmount: 105 });
    expect(Object.fromEntries(r.data.captureOrder.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]))).toEqual({
      [a!.id]: 3, [b!.id]: 2, [c!.id]: 1,
    });
    expect(await Promise.all([a, b, c, d].map((p) => stockOf(t, p!.id)))).toEqual([7, 8, 9, 10]);
    expect(await cartLines(t, user.id)).toEqual({ [d!.id]: 2 });
  });
});

describe("checkout edge cases", () => {
  it("refuses a deleted address; deleting the address after checkout leaves the order's copy intact", async () => {
    const p = await createProduct(t);
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const other = await addAddress(t, user.id);
    await expectOk(await t.gql(DELETE_ADDRESS, { id: other.id }, user.token));
    expect(errorOf(await t.gql(CREATE, { a: other.id }, user.token))).toEqual({ code: "NOT_FOUND", message: "Address not found" });

    const approved = await createApprovedOrder(t, user.token, address.id);
    await expectOk(await t.gql(DELETE_ADDRESS, { id: address.id }, user.token));
    const r = await expectOk(await capture(user.token, approved));
    expect(r.data.captureOrder).toMatchObject({ paymentStatus: "paid", addressInfo: { addressId: address.id, address: "1 Main Street", city: "Springfield" } });
  });

  it("checking out twice: the newer order replaces the older one, so one cart can never be paid twice", async () => {
    const p = await createProduct(t, { totalStock: 10, priceCents: 2500 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 2 }]);
    // Both approved at PayPal, e.g. an old tab, or the back button after approving.
    const older = await createApprovedOrder(t, user.token, address.id);
    const newer = await createApprovedOrder(t, user.token, address.id);

    const stale = await capture(user.token, older);
    expect(errorOf(stale)).toEqual({ code: "BAD_USER_INPUT", message: "This order was cancelled and can no longer be paid. Please check out again." });
    expect(await wasCharged(older.approvalURL)).toBe(false);
    expect(await stockOf(t, p.id)).toBe(10);
    expect((await t.gql(ORDER, { id: older.orderId }, user.token)).data.order).toMatchObject({ orderStatus: "rejected", paymentStatus: "pending" });

    const paid = await expectOk(await capture(user.token, newer));
    expect(paid.data.captureOrder).toMatchObject({ paymentStatus: "paid", totalAmount: 55 });
    expect(await stockOf(t, p.id)).toBe(8);
    // Still refused after the newer one is paid.
    expect(errorOf(await capture(user.token, older))?.code).toBe("BAD_USER_INPUT");
    expect(await t.db.prisma.order.count({ where: { userId: user.id, paymentStatus: "paid" } })).toBe(1);
  });

  it("two checkouts at once (a double click): exactly one of them stays payable", async () => {
    const p = await createProduct(t, { totalStock: 10 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    // Five at once: a checkout may look for older orders while another's insert is still committing.
    const created = await Promise.all([1, 2, 3, 4, 5].map(() => t.gql(CREATE, { a: address.id }, user.token)));
    for (const r of created) expect(r.errors).toBeUndefined();
    const orders = await t.db.prisma.order.findMany({ where: { userId: user.id }, select: { id: true, orderStatus: true }, orderBy: [{ orderDate: "desc" }, { id: "desc" }] });
    // The one left payable is the newest.
    expect(orders.map((o) => o.orderStatus)).toEqual(["pending", "rejected", "rejected", "rejected", "rejected"]);
  });

  it("an order whose capture PayPal has not answered is not cancelled by a newer checkout, and its retry is charged once", async () => {
    const p = await createProduct(t, { totalStock: 10 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const first = await createApprovedOrder(t, user.token, address.id);
    // PayPal does not answer: the money may have moved, so the order stays capturing with its stock taken.
    const silent: PaymentProvider = {
      createPayment: () => Promise.reject(new Error("not used")),
      capture: () => Promise.reject(new PaymentError("PayPal did not answer in time. Please try again.", "unknown")),
      paymentState: () => Promise.reject(new PaymentError("PayPal did not answer in time. Please try again.", "unknown")),
      refund: () => Promise.reject(new Error("not used")),
      verifyWebhook: () => Promise.reject(new Error("not used")),
    };
    const service = new OrderService({ prisma: t.db.prisma, hotQuery: t.db.hotQuery, config: t.config, tokens: t.shop.tokens, mailer: { send: async () => {} }, payments: silent });
    const pendingAtPaypal = await service.captureOrder({ id: user.id, role: "user" }, first.orderId, first.paymentId, first.payerId);
    expect(pendingAtPaypal).toMatchObject({ paymentStatus: "capturing", orderStatus: "pending" });
    expect(await stockOf(t, p.id)).toBe(9);

    await fillCart(t, user.id, [{ productId: p.id, quantity: 1 }]);
    await createApprovedOrder(t, user.token, address.id);
    expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: first.orderId } })).orderStatus).toBe("pending");

    // PayPal answers again: the retried capture settles the first order, charging it once.
    const retried = await expectOk(await capture(user.token, first));
    expect(retried.data.captureOrder).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed" });
    expect(await stockOf(t, p.id)).toBe(9);
    expect(await capturedCents(first.paymentId)).toBe(retried.data.captureOrder.totalAmount * 100);
  });

  it("an unpaid order the shop cancelled cannot be paid any more", async () => {
    const p = await createProduct(t, { totalStock: 3 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    await expectOk(await t.gql(UPDATE_STATUS, { id: approved.orderId, s: "rejected" }, admin.token));

    expect(errorOf(await capture(user.token, approved))).toEqual({
      code: "BAD_USER_INPUT", message: "This order was cancelled and can no longer be paid. Please check out again.",
    });
    expect(await wasCharged(approved.approvalURL)).toBe(false);
    expect(await stockOf(t, p.id)).toBe(3);
    expect(await cartLines(t, user.id)).toEqual({ [p.id]: 1 });
  });

  it("swapped PayPal ids: another order's payment, the shopper's own or someone else's, is refused and nothing is charged", async () => {
    const p = await createProduct(t, { totalStock: 10 });
    const u = await shopper([{ productId: p.id, quantity: 1 }]);
    const v = await shopper([{ productId: p.id, quantity: 1 }]);
    const mine = await createApprovedOrder(t, u.user.token, u.address.id);
    const theirs = await createApprovedOrder(t, v.user.token, v.address.id);

    const notYours = { code: "BAD_USER_INPUT", message: "This payment does not belong to this order." };
    expect(errorOf(await capture(u.user.token, { ...mine, paymentId: theirs.paymentId }))).toEqual(notYours);
    expect(errorOf(await capture(v.user.token, { ...theirs, paymentId: mine.paymentId }))).toEqual(notYours);
    expect(errorOf(await capture(u.user.token, theirs))).toEqual({ code: "NOT_FOUND", message: "Order not found" });
    expect([await wasCharged(mine.approvalURL), await wasCharged(theirs.approvalURL)]).toEqual([false, false]);
    expect(await stockOf(t, p.id)).toBe(10);

    await expectOk(await capture(u.user.token, mine));
    await expectOk(await capture(v.user.token, theirs));
    expect(await stockOf(t, p.id)).toBe(8);
  });

  it("PayPal declines at capture: no stock is taken, the order stays pending and the cart is kept", async () => {
    const p = await createProduct(t, { totalStock: 4 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 2 }]);
    const declining: PaymentProvider = {
      createPayment: async (r) => ({ paymentId: `PAY-${r.orderId}`, approvalUrl: "https://paypal.test/checkoutnow" }),
      capture: async () => ({ status: "DECLINED", amountCents: 0, captureId: "" }),
      refund: async () => ({ status: "FAILED", refundId: "" }),
      paymentState: async () => ({ status: "APPROVED" }),
      verifyWebhook: async () => false,
    };
    const deps = { prisma: t.db.prisma, hotQuery: t.db.hotQuery, config: t.config, tokens: t.shop.tokens, mailer: { send: async () => {} }, payments: declining };
    const service = new OrderService(deps);
    const viewer = { id: user.id, role: "user" as const };
    const { orderId } = await service.createOrder(viewer, address.id);
    await expect(service.captureOrder(viewer, orderId, `PAY-${orderId}`, "PAYER")).rejects.toMatchObject({
      code: "PAYMENT_FAILED", message: "PayPal declined the payment. Please try another payment method.",
    });
    expect(await stockOf(t, p.id)).toBe(4);
    expect(await cartLines(t, user.id)).toEqual({ [p.id]: 2 });
    const order = await t.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect([order.paymentStatus, order.orderStatus, order.capturedAt]).toEqual(["pending", "pending", null]);
  });

  it("a payerId that is not PayPal's: the order records the payer PayPal charged", async () => {
    const p = await createProduct(t);
    const { user, address } = await shopper([{ productId: p.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    const r = await expectOk(await capture(user.token, { ...approved, payerId: "FORGEDPAYER00" }));
    expect(r.data.captureOrder).toMatchObject({ paymentStatus: "paid", payerId: approved.payerId });
  });
});

describe("quantities and money at the limits", () => {
  it("a cart holding exactly the stock buys the last unit; the next checkout is refused", async () => {
    const p = await createProduct(t, { title: "Last Three Belts", totalStock: 3 });
    const first = await shopper([{ productId: p.id, quantity: 3 }]);
    const late = await shopper([{ productId: p.id, quantity: 1 }]);
    const approved = await createApprovedOrder(t, first.user.token, first.address.id);
    await expectOk(await capture(first.user.token, approved));
    expect(await stockOf(t, p.id)).toBe(0);
    expect(errorOf(await t.gql(CREATE, { a: late.address.id }, late.user.token))).toEqual({
      code: "BAD_USER_INPUT", message: "Last Three Belts is out of stock",
    });
  });

  it.each([
    ["999.99 pays $5 shipping", [[33_333, 3]], 99_999, 500],
    ["1000.00 pays $2.50", [[33_333, 3], [1, 1]], 100_000, 250],
    ["1999.99 pays $2.50", [[66_666, 3], [1, 1]], 199_999, 250],
    ["2000.00 ships free", [[66_666, 3], [1, 2]], 200_000, 0],
  ])("shipping tiers to the cent: %s; cart, order and PayPal agree", async (_name, lines, subtotalCents, shippingCents) => {
    const products = await Promise.all(lines.map(([priceCents]) => createProduct(t, { priceCents, totalStock: 5 })));
    const { user, address } = await shopper(products.map((p, i) => ({ productId: p.id, quantity: lines[i]![1]! })));
    const dollars = (cents: number) => cents / 100;
    const total = subtotalCents + shippingCents;

    const cart = (await expectOk(await t.gql(CART, {}, user.token))).data.cart;
    expect(cart).toEqual({ subtotal: dollars(subtotalCents), shipping: dollars(shippingCents), total: dollars(total) });
    const approved = await createApprovedOrder(t, user.token, address.id);
    expect(await paypalPage(approved.approvalURL)).toContain(`$${(total / 100).toFixed(2)}<`);
    const order = (await expectOk(await capture(user.token, approved))).data.captureOrder;
    expect([order.subtotal, order.shippingCost, order.totalAmount]).toEqual([dollars(subtotalCents), dollars(shippingCents), dollars(total)]);
    expect(await capturedCents(approved.paymentId)).toBe(total);
  });

  it("many small lines add up exactly where floating point would drift", async () => {
    // 0.1 added ten times is 0.9999999999999999 in floating point, and 3 x 19.99 is 59.97000000000001.
    const dimes = await Promise.all(Array.from({ length: 10 }, () => createProduct(t, { priceCents: 10, totalStock: 5 })));
    const tee = await createProduct(t, { priceCents: 1999, totalStock: 5 });
    const { user, address } = await shopper([...dimes.map((p) => ({ productId: p.id, quantity: 1 })), { productId: tee.id, quantity: 3 }]);
    const approved = await createApprovedOrder(t, user.token, address.id);
    expect(await paypalPage(approved.approvalURL)).toContain("$65.97<");
    const order = (await expectOk(await capture(user.token, approved))).data.captureOrder;
    expect([order.subtotal, order.shippingCost, order.totalAmount]).toEqual([60.97, 5, 65.97]);
    expect(await capturedCents(approved.paymentId)).toBe(6597);
  });

  it("an order too large for one payment is refused with a clear message, and nothing is created", async () => {
    const p = await createProduct(t, { title: "Diamond Coat", priceCents: 100_000_000, totalStock: 50 });
    const { user, address } = await shopper([{ productId: p.id, quantity: 22 }]);
    expect(errorOf(await t.gql(CREATE, { a: address.id }, user.token))).toEqual({
      code: "BAD_USER_INPUT", message: "An order can total at most $1,000,000.00. Please remove some items and check out again.",
    });
    expect(await t.db.prisma.order.count({ where: { userId: user.id } })).toBe(0);
    // Exactly the ceiling (shipping is free at that size) is still accepted.
    await fillCart(t, user.id, [{ productId: p.id, quantity: 1 }]);
    await expectOk(await t.gql(CREATE, { a: address.id }, user.token));
  });
});
