// A PayPal event arrives while PayPal itself cannot be asked about the payment (its API times out): the shop
// acknowledges the event and a background job keeps asking, with backoff, until PayPal answers; then the order is
// settled once, as if the answer had come at once.
import crypto from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProduct, createUser, startTestServer, type TestServer } from "../../support/harness.js";
import { readOutbox } from "../../../src/mail/mailer.js";
import { createPaymentProvider } from "../../../src/payments/index.js";
import { PaymentError, type PaymentProvider } from "../../../src/payments/provider.js";
import { SANDBOX_AUTH_ALGO, signature } from "../../../src/payments/sandbox/webhooks.js";
import { CAPTURE, CREATE, addAddress, fillCart, submitApprovalForm } from "../../support/order-helpers.js";

let t: TestServer;
// PayPal's payment lookups fail while this is set (the rest of its API answers).
let lookupsDown = false;
let lookupsRefused = 0;
beforeAll(async () => {
  t = await startTestServer({}, {
    payments: (config): PaymentProvider => {
      const real = createPaymentProvider(config);
      return Object.assign(Object.create(real) as PaymentProvider, {
        paymentState: (paymentId: string) => {
          if (!lookupsDown) return real.paymentState(paymentId);
          lookupsRefused++;
          return Promise.reject(new PaymentError("PayPal did not answer in time.", "unknown"));
        },
      });
    },
  });
});
afterAll(() => t?.close());

async function deliver(event: object) {
  const body = JSON.stringify(event);
  const id = crypto.randomUUID();
  const time = new Date().toISOString();
  const res = await fetch(`${t.url}/api/paypal/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "PAYPAL-AUTH-ALGO": SANDBOX_AUTH_ALGO,
      "PAYPAL-CERT-URL": `${t.url}/paypal-sandbox/v1/notifications/certs/sandbox`,
      "PAYPAL-TRANSMISSION-ID": id,
      "PAYPAL-TRANSMISSION-TIME": time,
      "PAYPAL-TRANSMISSION-SIG": signature(t.config.paypal.clientSecret, id, time, t.config.paypal.webhookId!, body),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; outcome?: string } };
}

it("PayPal's COMPLETED event for a held payment, while PayPal cannot be asked: acknowledged, followed up until it can, paid once", async () => {
  const product = await createProduct(t, { totalStock: 5, priceCents: 4000 });
  const user = await createUser(t);
  const address = await addAddress(t, user.id);
  await fillCart(t, user.id, [{ productId: product.id, quantity: 2 }]);
  const created = (await t.gql(CREATE, { a: address.id }, user.token)).data.createOrder as { orderId: string; approvalURL: string };
  const { location } = await submitApprovalForm(created.approvalURL, "Pay, PayPal holds it for review");
  const held = await t.gql(CAPTURE, { o: created.orderId, p: location.searchParams.get("paymentId"), r: location.searchParams.get("PayerID") }, user.token);
  expect(held.data.captureOrder.paymentStatus).toBe("held");
  const order = await t.db.prisma.order.findUniqueOrThrow({ where: { id: created.orderId } });

  // The merchant clears it in PayPal's dashboard; PayPal's own event is delivered below, by hand.
  const { clientId, clientSecret } = t.config.paypal;
  const cleared = await fetch(`${t.url}/paypal-sandbox/dashboard/captures/${order.captureId}/complete?notify=false`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
  });
  expect(cleared.status).toBe(200);

  lookupsDown = true;
  const event = {
    id: `WH-${crypto.randomUUID()}`,
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource: { id: order.captureId, status: "COMPLETED", supplementary_data: { related_ids: { order_id: order.paymentId } } },
  };
  const answer = await deliver(event);
  expect(answer).toEqual({ status: 200, body: { success: true, outcome: `order ${order.id}: PayPal could not be asked now; a follow-up job asks again` } });
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("held");
  // PayPal delivering the same event again changes nothing: the follow-up has it.
  expect((await deliver(event)).body.outcome).toBe("duplicate, ignored");

  // The follow-up job asks and is refused at least once more, then PayPal answers again.
  await expect.poll(() => lookupsRefused, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  lookupsDown = false;
  await expect.poll(async () => (await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus, { timeout: 30_000 }).toBe("paid");
  await expect.poll(() => readOutbox(t.config.outboxDir).filter((m) => m.to === user.email && m.subject === "Your order is confirmed").length).toBe(1);
  // The sandbox's own PENDING event (sent at capture time) may have been followed up too; whichever came first paid it.
  expect((await t.db.prisma.paypalWebhookEvent.findUniqueOrThrow({ where: { id: event.id } })).outcome).toMatch(
    new RegExp(`^followed up: order ${order.id} (held -> paid|already paid, ignored)$`),
  );
  const moves = await t.db.prisma.orderEvent.findMany({ where: { orderId: order.id, field: "payment", to: "paid" } });
  expect(moves.map((m) => [m.from, m.actor])).toEqual([["held", "paypal"]]);
}, 90_000);
