// Attacks through the payment flow from outside: a shopper replaying declined payments to flood the admins with
// low-stock mail, a shopper holding stock with a payment PayPal reviews forever, and forged webhooks built to make the
// shop's call to PayPal fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../support/harness.js";
import { submitApprovalForm } from "../support/order-helpers.js";
import { readOutbox } from "../../src/mail/mailer.js";
import { gql, hit } from "./attack.js";

let t: TestServer;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await startTestServer({ LOW_STOCK_THRESHOLD: "5" });
  admin = await createUser(t, { role: "admin" });
});
afterAll(() => t?.close());

const CAPTURE = `mutation($o: ID!, $p: String!, $r: String!) { captureOrder(orderId: $o, paymentId: $p, payerId: $r) { paymentStatus orderStatus } }`;

/** A shopper with an address and `quantity` of the product in the cart, all through the REST facade. */
async function shopperWithCart(productId: string, quantity: number) {
  const shopper = await createUser(t);
  const address = await hit(t.url, "POST", "/api/shop/address/add", {
    token: shopper.token,
    body: { userId: shopper.id, address: "1 Main Street", city: "Springfield", pincode: "12345", phone: "5550100", notes: "-" },
  });
  expect(address.status).toBe(201);
  const cart = await hit(t.url, "POST", "/api/shop/cart/add", { token: shopper.token, body: { userId: shopper.id, productId, quantity } });
  expect(cart.status).toBe(200);
  const order = await hit(t.url, "POST", "/api/shop/order/create", { token: shopper.token, body: { userId: shopper.id, addressInfo: { addressId: address.json.data._id } } });
  expect(order.status).toBe(201);
  return { shopper, orderId: order.json.orderId as string, approvalURL: order.json.approvalURL as string };
}

/** Approves at the sandbox with one of its buttons, then captures on GraphQL as the return page would. */
async function approveAndCapture(s: Awaited<ReturnType<typeof shopperWithCart>>, button: Parameters<typeof submitApprovalForm>[1]) {
  const { location } = await submitApprovalForm(s.approvalURL, button);
  return gql(t.url, CAPTURE, { o: s.orderId, p: location.searchParams.get("paymentId"), r: location.searchParams.get("PayerID") }, { token: s.shopper.token });
}

const stockOf = async (productId: string) => (await hit(t.url, "GET", `/api/shop/products/get/${productId}`)).json.data.totalStock as number;
const lowStockMails = (title: string) => readOutbox(t.config.outboxDir).filter((m) => m.to === admin.email && m.subject === `Low stock: ${title}`);

describe("low-stock alerts cannot be replayed", () => {
  it("five declined payments, each taking the last units above the alert level and giving them back, mail no admin; the real sale after them mails once", async () => {
    const product = await createProduct(t, { title: "Declined flood", totalStock: 6 });
    const attacker = await shopperWithCart(product.id, 1);
    for (let round = 0; round < 5; round++) {
      const declined = await approveAndCapture(attacker, "Pay with a card the bank declines");
      expect(declined.json.errors?.[0]?.message).toMatch(/declined/i);
    }
    expect(await stockOf(product.id)).toBe(6);

    // The admin must still hear of a real fall below the level: a payment that goes through.
    const paid = await approveAndCapture(attacker, "Approve");
    expect(paid.json.data.captureOrder).toEqual({ paymentStatus: "paid", orderStatus: "confirmed" });
    expect(await stockOf(product.id)).toBe(5);
    await expect.poll(() => lowStockMails(product.title).length).toBeGreaterThan(0);
    expect(lowStockMails(product.title)).toHaveLength(1);
    expect(lowStockMails(product.title)[0]!.text).toContain("5 left");
  });
});

describe("stock held by a payment PayPal reviews", () => {
  const UPDATE = `mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { orderStatus paymentStatus } }`;
  const ORDER = `query($id: ID!) { order(id: $id) { orderStatus paymentStatus } }`;

  it("has an end: the admin's cancel says from when until the hold is old enough, then restocks; a payment PayPal clears afterwards is refunded", async () => {
    const product = await createProduct(t, { title: "Held for review", totalStock: 10 });
    const attacker = await shopperWithCart(product.id, 10);
    const held = await approveAndCapture(attacker, "Pay, PayPal holds it for review");
    expect(held.json.data.captureOrder).toEqual({ paymentStatus: "held", orderStatus: "pending" });
    expect(await stockOf(product.id)).toBe(0);

    // A young hold: PayPal is asked again, still reviews it, and the admin is told when the order can be cancelled.
    const early = await hit(t.url, "PUT", `/api/admin/orders/update/${attacker.orderId}`, { token: admin.token, body: { orderStatus: "Cancelled" } });
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/^PayPal is still reviewing this order's payment \(held since .+\), so it cannot be cancelled yet\. If PayPal has not settled it by .+, you can cancel it then\.$/);
    expect(await stockOf(product.id)).toBe(0);

    // PAYMENT_HOLD_CANCEL_AFTER_HOURS (72) later, PayPal still holds it: the admin's cancel goes through, the stock is back.
    await t.db.prisma.order.update({ where: { id: attacker.orderId }, data: { captureStartedAt: new Date(Date.now() - 73 * 3600 * 1000) } });
    const cancelled = await gql(t.url, UPDATE, { id: attacker.orderId, s: "rejected" }, { token: admin.token });
    expect(cancelled.json.data.updateOrderStatus).toEqual({ orderStatus: "rejected", paymentStatus: "failed" });
    expect(await stockOf(product.id)).toBe(10);

    // PayPal clears the payment after all (its review ends): no goods go with it, so the shop refunds it, once.
    const { clientId, clientSecret } = t.config.paypal;
    const captureId = (await t.db.prisma.order.findUniqueOrThrow({ where: { id: attacker.orderId } })).captureId!;
    const settle = await fetch(`${t.url}/paypal-sandbox/dashboard/captures/${captureId}/complete`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
    });
    expect(settle.status).toBe(200);
    await expect.poll(async () => (await gql(t.url, ORDER, { id: attacker.orderId }, { token: attacker.shopper.token })).json.data.order).toEqual({
      orderStatus: "rejected",
      paymentStatus: "refunded",
    });
    expect(await stockOf(product.id)).toBe(10);
    await expect.poll(() => readOutbox(t.config.outboxDir).filter((m) => m.to === attacker.shopper.email && m.subject === "Your order was cancelled and refunded").length).toBe(1);
  });
});

describe("forged webhooks", () => {
  const headers = (overrides: Record<string, string> = {}) => ({
    "content-type": "application/json",
    "PAYPAL-AUTH-ALGO": "SHA256withRSA",
    "PAYPAL-CERT-URL": "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270",
    "PAYPAL-TRANSMISSION-ID": "103e3700-8b0c-11e6-8695-6b62a8a99ac4",
    "PAYPAL-TRANSMISSION-TIME": new Date().toISOString(),
    "PAYPAL-TRANSMISSION-SIG": "dGhpcyBpcyBub3QgUGF5UGFsJ3Mgc2lnbmF0dXJl",
    ...overrides,
  });
  const event = (padding = 0) => ({ id: "WH-FORGED-1", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "CAPTURE1", note: "x".repeat(padding) } });

  it("a ~1 MB event with a 6 KB PAYPAL-CERT-URL is a 400, not a 503 from the shop's call to PayPal", async () => {
    const answer = await hit(t.url, "POST", "/api/paypal/webhook", {
      headers: headers({ "PAYPAL-CERT-URL": `https://api.paypal.com/v1/notifications/certs/${"A".repeat(6 * 1024)}` }),
      // Just under the 1 MB body limit: the shop's verify call (the event plus the headers) would be just over it.
      body: JSON.stringify(event(1_045_000)),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ success: false, message: "The webhook's PAYPAL-CERT-URL header is missing or malformed." });
  });

  it("oversized events and malformed transmission headers are each a 400 saying which", async () => {
    const big = await hit(t.url, "POST", "/api/paypal/webhook", { headers: headers(), body: JSON.stringify(event(200 * 1000)) });
    expect([big.status, big.json.message]).toEqual([400, "A PayPal webhook event is at most 64 KB; this one is larger."]);
    for (const [name, value] of [
      ["PAYPAL-AUTH-ALGO", "SHA256 with RSA; drop table"],
      ["PAYPAL-CERT-URL", "file:///etc/passwd"],
      ["PAYPAL-TRANSMISSION-ID", "x".repeat(500)],
      ["PAYPAL-TRANSMISSION-TIME", "yesterday"],
      ["PAYPAL-TRANSMISSION-SIG", "<script>"],
    ]) {
      const a = await hit(t.url, "POST", "/api/paypal/webhook", { headers: headers({ [name!]: value! }), body: JSON.stringify(event()) });
      expect([a.status, a.json.message], name).toEqual([400, `The webhook's ${name} header is missing or malformed.`]);
    }
    // Well-formed but forged: PayPal (here the sandbox) is asked and says no.
    const forged = await hit(t.url, "POST", "/api/paypal/webhook", { headers: headers(), body: JSON.stringify(event()) });
    expect([forged.status, forged.json.message]).toEqual([400, "The webhook's signature could not be verified."]);
  });
});
