import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { readOutbox } from "../../../src/mail/mailer.js";
import { SANDBOX_AUTH_ALGO, signature } from "../../../src/payments/sandbox/webhooks.js";
import { CAPTURE, CREATE, addAddress, errorOf, fillCart, stockOf, submitApprovalForm } from "../../support/order-helpers.js";

/** A held (PENDING) capture is not paid; PayPal's webhooks and the reconciler settle it, and see dashboard refunds. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const stored = (id: string) => t.db.prisma.order.findUniqueOrThrow({ where: { id } });
const paymentOf = async (id: string) => (await stored(id)).paymentStatus;

/** Checks out one product and approves at the sandbox with the given button. */
async function approved(totalStock: number, button: "Approve" | "Pay, PayPal holds it for review") {
  const product = await createProduct(t, { totalStock, priceCents: 4000 });
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, [{ productId: product.id, quantity: 2 }]);
  const created = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder as { orderId: string; approvalURL: string };
  const { location } = await submitApprovalForm(created.approvalURL, button);
  return { product, user, orderId: created.orderId, paymentId: location.searchParams.get("paymentId")!, payerId: location.searchParams.get("PayerID")! };
}

/** What a merchant does in PayPal's dashboard; PayPal then sends its webhook (unless notify is false). */
async function dashboard(captureId: string, action: "complete" | "deny" | "refund", notify = true) {
  const { clientId, clientSecret } = t.config.paypal;
  const res = await fetch(`${t.url}/paypal-sandbox/dashboard/captures/${captureId}/${action}${notify ? "" : "?notify=false"}`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
  });
  expect(res.status).toBe(200);
}

/** Posts an event to the shop's webhook, signed as the sandbox signs (or not). */
async function deliver(event: object, sign = true) {
  const body = JSON.stringify(event);
  const id = crypto.randomUUID();
  const time = new Date().toISOString();
  const sig = sign ? signature(t.config.paypal.clientSecret, id, time, t.config.paypal.webhookId!, body) : "forged";
  const res = await fetch(`${t.url}/api/paypal/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "PAYPAL-AUTH-ALGO": SANDBOX_AUTH_ALGO,
      "PAYPAL-CERT-URL": `${t.url}/paypal-sandbox/v1/notifications/certs/sandbox`,
      "PAYPAL-TRANSMISSION-ID": id,
      "PAYPAL-TRANSMISSION-TIME": time,
      "PAYPAL-TRANSMISSION-SIG": sig,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; outcome?: string; message?: string } };
}

const refundEvent = (captureId: string, id = `WH-${crypto.randomUUID()}`) => ({
  id,
  event_type: "PAYMENT.CAPTURE.REFUNDED",
  resource_type: "refund",
  resource: { id: "REFUND1", status: "COMPLETED", links: [{ rel: "up", href: `${t.url}/paypal-sandbox/v2/payments/captures/${captureId}` }] },
});

describe("a capture PayPal holds for review", () => {
  it("is not paid: the order stays pending with its stock held, then PayPal's COMPLETED webhook pays and confirms it", async () => {
    const o = await approved(5, "Pay, PayPal holds it for review");
    const held = await t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, o.user.token);
    expect(held.errors).toBeUndefined();
    expect(held.data.captureOrder).toMatchObject({ paymentStatus: "held", orderStatus: "pending" });
    expect(await stockOf(t, o.product.id)).toBe(3);
    expect(readOutbox(t.config.outboxDir).filter((m) => m.to === o.user.email)).toHaveLength(0);

    await dashboard((await stored(o.orderId)).captureId!, "complete");

    await expect.poll(() => paymentOf(o.orderId)).toBe("paid");
    expect((await stored(o.orderId)).orderStatus).toBe("confirmed");
    expect(await stockOf(t, o.product.id)).toBe(3);
    await expect.poll(() => readOutbox(t.config.outboxDir).filter((m) => m.to === o.user.email && m.subject === "Your order is confirmed").length).toBe(1);
    const history = await t.db.prisma.orderEvent.findMany({ where: { orderId: o.orderId, field: "payment" }, orderBy: { id: "asc" } });
    expect(history.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, "pending", "shopper"],
      ["pending", "capturing", "shopper"],
      ["capturing", "held", "shopper"],
      ["held", "paid", "paypal"],
    ]);
  });

  it("denied by PayPal: the order fails and is cancelled, and its stock comes back, once", async () => {
    const o = await approved(5, "Pay, PayPal holds it for review");
    await t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, o.user.token);
    const captureId = (await stored(o.orderId)).captureId!;

    await dashboard(captureId, "deny");

    await expect.poll(() => paymentOf(o.orderId)).toBe("failed");
    expect((await stored(o.orderId)).orderStatus).toBe("rejected");
    expect(await stockOf(t, o.product.id)).toBe(5);
    // The same news again (PayPal resends) changes nothing more.
    const again = await deliver({ id: `WH-${crypto.randomUUID()}`, event_type: "PAYMENT.CAPTURE.DENIED", resource: { id: captureId } });
    expect(again.body.outcome).toBe(`order ${o.orderId} already failed, ignored`);
    expect(await stockOf(t, o.product.id)).toBe(5);
  });

  it("settled without any webhook: the reconciler asks PayPal and pays it", async () => {
    const o = await approved(5, "Pay, PayPal holds it for review");
    await t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, o.user.token);
    await dashboard((await stored(o.orderId)).captureId!, "complete", false);
    expect(await paymentOf(o.orderId)).toBe("held");

    await t.shop.services.orders.reconcilePayments();

    expect(await paymentOf(o.orderId)).toBe("paid");
    expect(await stockOf(t, o.product.id)).toBe(3);
  });
});

describe("a refund made in PayPal's dashboard", () => {
  it("marks the paid order refunded and cancelled, restocks it and tells the shopper, once however often PayPal says so", async () => {
    const o = await approved(6, "Approve");
    expect((await t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, o.user.token)).data.captureOrder.paymentStatus).toBe("paid");
    const captureId = (await stored(o.orderId)).captureId!;
    expect(await stockOf(t, o.product.id)).toBe(4);

    await dashboard(captureId, "refund");

    await expect.poll(() => paymentOf(o.orderId)).toBe("refunded");
    expect((await stored(o.orderId)).orderStatus).toBe("rejected");
    expect(await stockOf(t, o.product.id)).toBe(6);
    const event = refundEvent(captureId);
    expect((await deliver(event)).body.outcome).toBe(`order ${o.orderId} already refunded, ignored`);
    expect((await deliver(event)).body.outcome).toBe("duplicate, ignored");
    expect(await stockOf(t, o.product.id)).toBe(6);
    await expect.poll(() => readOutbox(t.config.outboxDir).filter((m) => m.to === o.user.email && m.subject === "Your order was cancelled and refunded").length).toBe(1);
  });
});

describe("webhook deliveries that must change nothing", () => {
  it("a forged or unsigned event is refused with 400, and the order stays as it was", async () => {
    const o = await approved(6, "Approve");
    await t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, o.user.token);
    const captureId = (await stored(o.orderId)).captureId!;

    const forged = await deliver(refundEvent(captureId), false);
    expect(forged).toEqual({ status: 400, body: { success: false, message: "The webhook's signature could not be verified." } });
    const unsigned = await fetch(`${t.url}/api/paypal/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(refundEvent(captureId)) });
    expect(unsigned.status).toBe(400);
    expect([await paymentOf(o.orderId), await stockOf(t, o.product.id)]).toEqual(["paid", 4]);
  });

  it("malformed bodies are a 400 naming what is missing", async () => {
    expect(await deliver({ event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} })).toEqual({ status: 400, body: { success: false, message: "A PayPal webhook event needs an id." } });
    expect((await deliver({ id: "WH-1", resource: {} })).body.message).toBe("A PayPal webhook event needs an event_type.");
    expect((await deliver({ id: "WH-1", event_type: "X", resource: [] })).body.message).toBe("A PayPal webhook event needs a resource.");
    const notJson = await fetch(`${t.url}/api/paypal/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("an event type the shop does not handle, or about an order it does not know, is acknowledged and ignored", async () => {
    expect(await deliver({ id: `WH-${crypto.randomUUID()}`, event_type: "CHECKOUT.ORDER.APPROVED", resource: { id: "X" } })).toEqual({
      status: 200,
      body: { success: true, outcome: "event type not handled, ignored" },
    });
    expect((await deliver(refundEvent("NO-SUCH-CAPTURE"))).body).toEqual({ success: true, outcome: "unknown order, ignored" });
  });

  it("an unverified event cannot pay a held order: only PayPal's own word does", async () => {
    const o = await approved(5, "Pay, PayPal holds it for review");
    await t.gql(CAPTURE, { o: o.orderId, p: o.paymentId, r: o.payerId }, o.user.token);
    const captureId = (await stored(o.orderId)).captureId!;
    const completed = { id: `WH-${crypto.randomUUID()}`, event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: captureId, status: "COMPLETED" } };

    expect((await deliver(completed, false)).status).toBe(400);
    // Signed, but PayPal still holds the money: asking PayPal, the shop finds the capture pending and waits.
    expect((await deliver(completed)).body.outcome).toBe(`order ${o.orderId} still held`);
    expect(await paymentOf(o.orderId)).toBe("held");
  });
});

describe("a capture declined at PayPal", () => {
  it("gives the stock back and keeps the order payable: approving again at PayPal and capturing again pays it", async () => {
    const product = await createProduct(t, { totalStock: 3 });
    const user = await createUser(t);
    const address = await addAddress(t, user.id);
    await fillCart(t, user.id, [{ productId: product.id, quantity: 1 }]);
    const created = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder as { orderId: string; approvalURL: string };
    const { location } = await submitApprovalForm(created.approvalURL, "Pay with a card the bank declines");
    const args = { o: created.orderId, p: location.searchParams.get("paymentId")!, r: location.searchParams.get("PayerID")! };

    const declined = await t.gql(CAPTURE, args, user.token);
    expect(errorOf(declined)).toEqual({ code: "PAYMENT_FAILED", message: "PayPal declined the payment method. Please choose another one at PayPal." });
    expect([await paymentOf(created.orderId), await stockOf(t, product.id)]).toEqual(["pending", 3]);

    await submitApprovalForm(created.approvalURL, "Approve");
    expect((await t.gql(CAPTURE, args, user.token)).data.captureOrder.paymentStatus).toBe("paid");
    expect(await stockOf(t, product.id)).toBe(2);
  });
});
