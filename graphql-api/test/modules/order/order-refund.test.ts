import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { PayPalProvider } from "../../../src/payments/paypal.js";
import type { PaymentProvider } from "../../../src/payments/provider.js";
import { readOutbox } from "../../../src/mail/mailer.js";
import { OrderService } from "../../../src/modules/order/order.service.js";
import { CAPTURE, addAddress, createApprovedOrder, errorOf, fillCart, stockOf } from "../../support/order-helpers.js";

/** An admin cancelling (rejected) an order: a paid one is refunded through PayPal and its stock comes back, once. */

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer();
  admin = await createUser(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const SET_STATUS = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { id orderStatus paymentStatus } }`;
const setStatus = (id: string, s: string) => t.gql(SET_STATUS, { id, s }, admin.token);
const sandbox = () => new PayPalProvider({ baseUrl: `${t.url}/paypal-sandbox`, clientId: t.config.paypal.clientId, clientSecret: t.config.paypal.clientSecret });

async function approvedOrder(lines: { productId: string; quantity: number }[]) {
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, lines);
  return { user, ...(await createApprovedOrder(t, user.token, address.id)) };
}

async function paidOrder(lines: { productId: string; quantity: number }[]) {
  const order = await approvedOrder(lines);
  const paid = await t.gql(CAPTURE, { o: order.orderId, p: order.paymentId, r: order.payerId }, order.user.token);
  expect(paid.errors).toBeUndefined();
  return order;
}

const stored = (id: string) => t.db.prisma.order.findUniqueOrThrow({ where: { id } });

/** Asks the sandbox for a second refund of the order's capture: PayPal refuses it when the first one went through. */
async function secondRefundAnswer(orderId: string) {
  const { captureId, totalCents } = await stored(orderId);
  return sandbox()
    .refund({ captureId: captureId!, orderId: `other-${orderId}`, amountCents: totalCents, currency: "USD" })
    .then(() => "refunded again", (e: Error) => e.message);
}

describe("cancelling a paid order", () => {
  it("refunds the payment at PayPal, puts every line back in stock and shows the order as Cancelled / refunded", async () => {
    const shirt = await createProduct(t, { title: "Refund Shirt", priceCents: 2500, totalStock: 6 });
    const cap = await createProduct(t, { title: "Refund Cap", priceCents: 1200, totalStock: 3 });
    const order = await paidOrder([{ productId: shirt.id, quantity: 2 }, { productId: cap.id, quantity: 3 }]);
    expect([await stockOf(t, shirt.id), await stockOf(t, cap.id)]).toEqual([4, 0]);

    const res = await setStatus(order.orderId, "rejected");

    expect(res.errors).toBeUndefined();
    expect(res.data.updateOrderStatus).toMatchObject({ orderStatus: "rejected", paymentStatus: "refunded" });
    expect([await stockOf(t, shirt.id), await stockOf(t, cap.id)]).toEqual([6, 3]);
    expect((await stored(order.orderId)).refundedAt).toBeInstanceOf(Date);
    expect(await secondRefundAnswer(order.orderId)).toBe("PayPal says this payment has already been refunded in full.");
    const { captureId, totalCents } = await stored(order.orderId);
    const retried = await sandbox().refund({ captureId: captureId!, orderId: order.orderId, amountCents: totalCents, currency: "USD" });
    expect(retried.status).toBe("COMPLETED"); // the same order's refund, asked again, is answered rather than refused or paid twice
    const noticesOf = () => readOutbox(t.config.outboxDir).filter((m) => m.to === order.user.email && m.subject === "Your order was cancelled and refunded");
    // The notice is a background job: it arrives shortly after the answer.
    await expect.poll(() => noticesOf().length).toBe(1);
    const notices = noticesOf();
    expect(notices[0]!.text).toContain(`refunded $${(2 * 25 + 3 * 12 + 5).toFixed(2)}`);
    const shopperView = await t.gql(`query($id: ID!) { order(id: $id) { orderStatus paymentStatus } }`, { id: order.orderId }, order.user.token);
    expect(shopperView.data.order).toEqual({ orderStatus: "rejected", paymentStatus: "refunded" });
  });

  it("moves money and stock once: a refunded order cannot be relabelled, and cancelling it again refunds nothing more", async () => {
    const product = await createProduct(t, { totalStock: 5 });
    const order = await paidOrder([{ productId: product.id, quantity: 2 }]);

    await setStatus(order.orderId, "rejected");
    const relabel = await setStatus(order.orderId, "delivered");
    expect(errorOf(relabel)).toEqual({ code: "CONFLICT", message: "This order is Cancelled; its status can no longer change." });
    expect((await stored(order.orderId)).orderStatus).toBe("rejected");
    const again = await setStatus(order.orderId, "rejected");

    expect(again.data.updateOrderStatus).toMatchObject({ orderStatus: "rejected", paymentStatus: "refunded" });
    expect(await stockOf(t, product.id)).toBe(5);
    await expect.poll(() => readOutbox(t.config.outboxDir).filter((m) => m.to === order.user.email && m.subject.includes("refunded")).length).toBe(1);
  });

  it("ten admins cancelling the same paid order at once: one refund, stock restored exactly once", async () => {
    const product = await createProduct(t, { totalStock: 7 });
    const order = await paidOrder([{ productId: product.id, quantity: 3 }]);

    const results = await Promise.all(Array.from({ length: 10 }, () => setStatus(order.orderId, "rejected")));

    for (const r of results) expect(r.data.updateOrderStatus).toMatchObject({ orderStatus: "rejected", paymentStatus: "refunded" });
    expect(await stockOf(t, product.id)).toBe(7);
  }, 60_000);

  it("through the REST facade: the spec's 'rejected' spelling refunds too, and relabelling after is a 409", async () => {
    const product = await createProduct(t, { totalStock: 4 });
    const order = await paidOrder([{ productId: product.id, quantity: 4 }]);

    const put = (orderStatus: string) =>
      fetch(`${t.url}/api/admin/orders/update/${order.orderId}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ orderStatus }),
      });

    const res = await put("rejected");

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: "Order status is updated successfully!" });
    expect(await stockOf(t, product.id)).toBe(4);
    expect((await stored(order.orderId)).paymentStatus).toBe("refunded");
    const relabel = await put("Delivered");
    expect(relabel.status).toBe(409);
    expect(await relabel.json()).toEqual({ success: false, message: "This order is Cancelled; its status can no longer change." });
  });

  it("a product deleted since the order: the refund still goes through, the other lines are restocked", async () => {
    const kept = await createProduct(t, { totalStock: 2 });
    const gone = await createProduct(t, { totalStock: 2 });
    const order = await paidOrder([{ productId: kept.id, quantity: 1 }, { productId: gone.id, quantity: 1 }]);
    expect((await t.gql(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: gone.id }, admin.token)).errors).toBeUndefined();

    const res = await setStatus(order.orderId, "rejected");

    expect(res.data.updateOrderStatus.paymentStatus).toBe("refunded");
    expect(await stockOf(t, kept.id)).toBe(2);
  });

  it("PayPal refusing the refund: the order stays paid and confirmed, no stock comes back, the admin is told why", async () => {
    const product = await createProduct(t, { totalStock: 3 });
    const order = await paidOrder([{ productId: product.id, quantity: 1 }]);
    const refusing: PaymentProvider = {
      createPayment: () => Promise.reject(new Error("not used")),
      capture: () => Promise.reject(new Error("not used")),
      refund: async () => ({ status: "FAILED", refundId: "" }),
      paymentState: () => Promise.reject(new Error("not used")),
      verifyWebhook: () => Promise.reject(new Error("not used")),
    };
    const service = new OrderService({ prisma: t.db.prisma, hotQuery: t.db.hotQuery, config: t.config, tokens: t.shop.tokens, mailer: { send: async () => {} }, payments: refusing });

    await expect(service.updateOrderStatus({ id: admin.id, role: "admin" }, order.orderId, "rejected")).rejects.toMatchObject({
      code: "PAYMENT_FAILED",
      message: "PayPal could not refund this order, so it stays paid. Please try again or refund it in PayPal.",
    });
    const after = await stored(order.orderId);
    expect([after.paymentStatus, after.orderStatus, after.refundedAt]).toEqual(["paid", "confirmed", null]);
    expect(await stockOf(t, product.id)).toBe(2);
  });
});

describe("an order paid before capture ids were stored", () => {
  it("is neither refunded nor cancelled, and the admin is told to refund it in PayPal", async () => {
    const product = await createProduct(t, { totalStock: 3 });
    const order = await paidOrder([{ productId: product.id, quantity: 1 }]);
    await t.db.prisma.order.update({ where: { id: order.orderId }, data: { captureId: null } });

    const res = await setStatus(order.orderId, "rejected");

    expect(errorOf(res)).toEqual({
      code: "BAD_USER_INPUT",
      message: "This order was paid before the shop recorded PayPal capture ids, so it cannot be refunded or cancelled here. Refund it in your PayPal account instead.",
    });
    const after = await stored(order.orderId);
    expect([after.paymentStatus, after.orderStatus]).toEqual(["paid", "confirmed"]);
    expect(await stockOf(t, product.id)).toBe(2);
  });
});

describe("cancelling an unpaid order", () => {
  it("moves no money and no stock, and the shopper can no longer pay it", async () => {
    const product = await createProduct(t, { totalStock: 3 });
    const order = await approvedOrder([{ productId: product.id, quantity: 1 }]);

    const res = await setStatus(order.orderId, "rejected");

    expect(res.data.updateOrderStatus).toMatchObject({ orderStatus: "rejected", paymentStatus: "pending" });
    const capture = await t.gql(CAPTURE, { o: order.orderId, p: order.paymentId, r: order.payerId }, order.user.token);
    expect(errorOf(capture)).toEqual({ code: "BAD_USER_INPUT", message: "This order was cancelled and can no longer be paid. Please check out again." });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("racing the shopper's capture: the order ends cancelled, unpaid or refunded, with all stock back, and never charged without its stock", async () => {
    const product = await createProduct(t, { totalStock: 8 });
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await approvedOrder([{ productId: product.id, quantity: 1 }]));

    const answers = await Promise.all(
      orders.map((o) => Promise.all([t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, o.user.token), setStatus(o.orderId, "rejected")])),
    );

    for (const [i, o] of orders.entries()) {
      const [captured, cancelled] = answers[i]!;
      const after = await stored(o.orderId);
      if (after.paymentStatus === "pending") {
        // The cancel came first: the capture was refused and nothing was charged.
        expect(errorOf(captured)).toEqual({ code: "BAD_USER_INPUT", message: "This order was cancelled and can no longer be paid. Please check out again." });
        expect(after.orderStatus).toBe("rejected");
      } else if (errorOf(cancelled)) {
        // The capture was under way: cancelling is refused until PayPal has settled it, and works after.
        expect(errorOf(cancelled)).toEqual({
          code: "CONFLICT",
          message: "PayPal has not settled this order's payment yet, so it cannot be cancelled now. Please try again once it shows as paid or failed.",
        });
        expect([after.paymentStatus, after.orderStatus]).toEqual(["paid", "confirmed"]);
        expect((await setStatus(o.orderId, "rejected")).data.updateOrderStatus).toMatchObject({ orderStatus: "rejected", paymentStatus: "refunded" });
      } else {
        // Paid first, then cancelled: refunded.
        expect([after.paymentStatus, after.orderStatus]).toEqual(["refunded", "rejected"]);
      }
    }
    expect(await stockOf(t, product.id)).toBe(8);
  }, 60_000);
});
