import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PayPalProvider, formatAmount, parseAmount } from "../../src/payments/paypal.js";
import { createPaypalSandbox, type SandboxOptions } from "../../src/payments/sandbox/router.js";
import { createTestDb } from "../support/harness.js";
import type { Database } from "../../src/db/database.js";

/** A sandbox on its own port, counting the requests per path (to see the token cache at work). */
let base: string;
let server: http.Server;
let db: Database;
const hits = new Map<string, number>();

/** A sandbox on its own port over the test database; more than one can share it, as replicas do. */
async function startSandbox(options: Partial<SandboxOptions> = {}, count?: Map<string, number>) {
  const app = express();
  if (count) {
    app.use((req, _res, next) => {
      count.set(req.path, (count.get(req.path) ?? 0) + 1);
      next();
    });
  }
  app.use("/paypal-sandbox", createPaypalSandbox({ prisma: db.prisma, clientId: "id", clientSecret: "secret", ...options }));
  const srv = http.createServer(app);
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(srv.address() as { port: number }).port}/paypal-sandbox`;
  const stop = async () => {
    srv.closeAllConnections();
    await new Promise((resolve) => srv.close(resolve));
  };
  return { url, stop, server: srv, client: new PayPalProvider({ baseUrl: url, clientId: "id", clientSecret: "secret", webhookId: "WH-TEST" }) };
}

beforeAll(async () => {
  db = await createTestDb();
  const started = await startSandbox({}, hits);
  server = started.server;
  base = started.url;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

const provider = (overrides: Partial<ConstructorParameters<typeof PayPalProvider>[0]> = {}) =>
  new PayPalProvider({ baseUrl: base, clientId: "id", clientSecret: "secret", ...overrides });

const request = (orderId: string, totalCents = 1234) => ({
  orderId, totalCents, currency: "USD" as const, description: "Test order",
  returnUrl: "https://shop.test/shop/paypal-return?orderId=" + orderId, cancelUrl: "https://shop.test/shop/checkout",
});

async function approve(approvalUrl: string, outcome = "complete") {
  const token = new URL(approvalUrl).searchParams.get("token")!;
  const res = await fetch(`${new URL(approvalUrl).origin}/paypal-sandbox/checkoutnow/approve`, { method: "POST", body: new URLSearchParams({ token, outcome }), redirect: "manual" });
  return new URL(res.headers.get("location")!);
}

describe("PayPalProvider against the sandbox", () => {
  it("signs in once and reuses the token until it expires", async () => {
    hits.clear();
    const p = provider();
    await Promise.all([p.createPayment(request("o-1")), p.createPayment(request("o-2"))]);
    await p.createPayment(request("o-3"));
    expect(hits.get("/paypal-sandbox/v1/oauth2/token")).toBe(1);
    expect(hits.get("/paypal-sandbox/v2/checkout/orders")).toBe(3);
  });

  it("creates a payment with an approval link, and a retried create returns the same payment", async () => {
    const p = provider();
    const first = await p.createPayment(request("o-retry"));
    expect(first.approvalUrl).toBe(`${base}/checkoutnow?token=${first.paymentId}`);
    expect((await p.createPayment(request("o-retry"))).paymentId).toBe(first.paymentId);
  });

  it("shows an approval page without scripts, and redirects to the return URL with the payer", async () => {
    const { approvalUrl, paymentId } = await provider().createPayment(request("o-page", 5000));
    const page = await fetch(approvalUrl);
    const html = await page.text();
    expect(html).toContain("<title>PayPal Sandbox</title>");
    expect(html).toContain("$50.00");
    expect(html).toMatch(/>Approve<\/button>/);
    expect(html).toMatch(/>Cancel<\/button>/);
    expect(html).not.toMatch(/<script/i);
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' https://shop.test");
    const back = await approve(approvalUrl);
    expect(`${back.origin}${back.pathname}`).toBe("https://shop.test/shop/paypal-return");
    expect(back.searchParams.get("orderId")).toBe("o-page");
    expect(back.searchParams.get("paymentId")).toBe(paymentId);
    expect(back.searchParams.get("PayerID")).toMatch(/^[A-Z0-9]{13}$/);
  });

  it("captures an approved payment once: a retry gets the same capture, another request id is refused", async () => {
    const p = provider();
    const { approvalUrl, paymentId } = await p.createPayment(request("o-cap", 1999));
    const payerId = (await approve(approvalUrl)).searchParams.get("PayerID")!;
    const first = await p.capture(paymentId, payerId);
    expect(first).toMatchObject({ status: "COMPLETED", amountCents: 1999, payerId });
    expect(await p.capture(paymentId, payerId)).toEqual(first);

    const token = (await (await fetch(`${base}/v1/oauth2/token`, {
      method: "POST", headers: { authorization: `Basic ${Buffer.from("id:secret").toString("base64")}` }, body: new URLSearchParams({ grant_type: "client_credentials" }),
    })).json() as { access_token: string }).access_token;
    const other = await fetch(`${base}/v2/checkout/orders/${paymentId}/capture`, {
      method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "PayPal-Request-Id": "another" }, body: "{}",
    });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { details: { issue: string }[] }).details[0]!.issue).toBe("ORDER_ALREADY_CAPTURED");
  });

  it("maps PayPal refusals to PAYMENT_FAILED with a readable message", async () => {
    const p = provider();
    const { paymentId } = await p.createPayment(request("o-unapproved"));
    await expect(p.capture(paymentId, "X")).rejects.toMatchObject({
      code: "PAYMENT_FAILED", message: "The payment has not been approved at PayPal yet. Please approve it and try again.",
    });
    await expect(p.capture("UNKNOWN", "X")).rejects.toMatchObject({ code: "PAYMENT_FAILED", message: "PayPal does not know this payment." });
    await expect(provider({ clientSecret: "wrong" }).createPayment(request("o-x"))).rejects.toMatchObject({
      code: "PAYMENT_FAILED", message: expect.stringContaining("Could not sign in to PayPal"),
    });
  });

  it("the sandbox refuses calls without its bearer token", async () => {
    const res = await fetch(`${base}/v2/checkout/orders`, { method: "POST", headers: { authorization: "Bearer forged" } });
    expect(res.status).toBe(401);
  });

  it("an unreachable or silent PayPal becomes PAYMENT_FAILED, never a crash", async () => {
    await expect(provider({ baseUrl: "http://127.0.0.1:1" }).createPayment(request("o-down"))).rejects.toMatchObject({
      code: "PAYMENT_FAILED", message: "PayPal cannot be reached right now. Please try again in a moment.",
    });
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
      await expect(provider({ baseUrl: url, timeoutMs: 200 }).capture("X", "Y")).rejects.toMatchObject({
        code: "PAYMENT_FAILED", message: "PayPal did not answer in time. Please try again.",
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("reports the capture's own status: a PENDING capture is held money, a FAILED or DECLINED one inside a COMPLETED order is none", async () => {
    // A PayPal that completes the order but reports the capture itself with the given status.
    const fake = express();
    fake.post("/v1/oauth2/token", (_req, res) => void res.json({ access_token: "T", expires_in: 3600 }));
    fake.post("/v2/checkout/orders/:id/capture", (req, res) => void res.status(201).json({
      id: req.params.id, status: "COMPLETED", payer: { payer_id: "PAYER" },
      purchase_units: [{ payments: { captures: [{ id: "C1", status: req.params.id, amount: { currency_code: "USD", value: "10.00" } }] } }],
    }));
    const server = http.createServer(fake);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const p = provider({ baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` });
      const statusFor = async (captureStatus: string) => (await p.capture(captureStatus, "PAYER")).status;
      expect(await statusFor("COMPLETED")).toBe("COMPLETED");
      expect(await statusFor("PENDING")).toBe("PENDING");
      expect(await statusFor("FAILED")).toBe("DECLINED");
      expect(await statusFor("DECLINED")).toBe("DECLINED");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("formats and parses amounts in exact cents", () => {
    expect([formatAmount(1234), formatAmount(5), formatAmount(100000)]).toEqual(["12.34", "0.05", "1000.00"]);
    expect([parseAmount("12.34"), parseAmount("12.3"), parseAmount("7"), parseAmount("1e3"), parseAmount(12)]).toEqual([1234, 1230, 700, NaN, NaN]);
  });
});

describe("the sandbox's payments live in the database", () => {
  it("another sandbox over the same database (a replica, or a restart) captures and refunds them, nothing twice", async () => {
    const first = await startSandbox();
    const approved = await first.client.createPayment(request("o-restart-a", 2500));
    const captured = await first.client.createPayment(request("o-restart-b", 4000));
    for (const p of [approved, captured]) await approve(p.approvalUrl);
    const { captureId } = await first.client.capture(captured.paymentId, "");
    await first.stop();

    const second = await startSandbox();
    try {
      expect(await second.client.capture(approved.paymentId, "")).toMatchObject({ status: "COMPLETED", amountCents: 2500 });
      const refund = { captureId, orderId: "o-restart-b", amountCents: 4000, currency: "USD" as const };
      expect((await second.client.refund(refund)).status).toBe("COMPLETED");
      await expect(second.client.refund({ ...refund, orderId: "someone-else" })).rejects.toThrow("PayPal says this payment has already been refunded in full.");
      await expect(second.client.capture(captured.paymentId, "")).resolves.toMatchObject({ status: "COMPLETED", captureId });
    } finally {
      await second.stop();
    }
  });

  it("tells where a payment stands: not approved, approved, captured (and refunded), unknown", async () => {
    const p = provider();
    const { approvalUrl, paymentId } = await p.createPayment(request("o-state", 700));
    expect(await p.paymentState(paymentId)).toEqual({ status: "NOT_APPROVED" });
    await approve(approvalUrl);
    expect(await p.paymentState(paymentId)).toEqual({ status: "APPROVED" });
    const captured = await p.capture(paymentId, "");
    expect(await p.paymentState(paymentId)).toEqual({ status: "CAPTURED", capture: captured });
    await p.refund({ captureId: captured.captureId, orderId: "o-state", amountCents: 700, currency: "USD" });
    expect(await p.paymentState(paymentId)).toMatchObject({ status: "CAPTURED", capture: { status: "REFUNDED", captureId: captured.captureId } });
    expect(await p.paymentState("NO-SUCH-ORDER")).toEqual({ status: "VOID" });
  });

  it("captures as the payer chose on the approval page: held for review, or declined by the card (then approvable again)", async () => {
    const p = provider();
    const held = await p.createPayment(request("o-held", 1500));
    await approve(held.approvalUrl, "pending");
    expect(await p.capture(held.paymentId, "")).toMatchObject({ status: "PENDING", amountCents: 1500 });

    const declined = await p.createPayment(request("o-declined", 1500));
    await approve(declined.approvalUrl, "declined");
    await expect(p.capture(declined.paymentId, "")).rejects.toMatchObject({ code: "PAYMENT_FAILED", moneyMoved: false, issue: "INSTRUMENT_DECLINED" });
    expect(await p.paymentState(declined.paymentId)).toEqual({ status: "NOT_APPROVED" });
    await approve(declined.approvalUrl, "complete");
    expect(await p.capture(declined.paymentId, "")).toMatchObject({ status: "COMPLETED" });
  });

  it("answers only after its latency setting, with the work already done (a slow PayPal)", async () => {
    const slow = await startSandbox({ latencyMs: 300 });
    try {
      const created = await slow.client.createPayment(request("o-slow"));
      await approve(created.approvalUrl);
      const started = performance.now();
      const capturing = slow.client.capture(created.paymentId, "");
      // The capture is recorded before the answer arrives: PayPal has moved the money while the shop still waits.
      await expect.poll(() => db.prisma.sandboxPaypalOrder.findUniqueOrThrow({ where: { id: created.paymentId } }).then((o) => o.status)).toBe("COMPLETED");
      await capturing;
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await slow.stop();
    }
  });

  it("sends return and cancel links only to the shop's own address: it is no open redirect", async () => {
    const guarded = await startSandbox({ returnOrigin: "https://shop.test" });
    try {
      await expect(guarded.client.createPayment({ ...request("o-evil"), returnUrl: "https://evil.example/steal" })).rejects.toMatchObject({
        code: "PAYMENT_FAILED",
        message: expect.stringContaining("return_url and cancel_url must be on the shop's own address (https://shop.test)"),
      });
      await expect(guarded.client.createPayment(request("o-fine"))).resolves.toMatchObject({ paymentId: expect.any(String) });
    } finally {
      await guarded.stop();
    }
  });
});

describe("webhooks from the sandbox", () => {
  it("signs each event so that verify-webhook-signature accepts it, and refuses a tampered or foreign one", async () => {
    const received: { headers: Record<string, string | undefined>; event: Record<string, unknown> }[] = [];
    const shop = express().use(express.json());
    shop.post("/hook", (req, res) => {
      received.push({ headers: req.headers as Record<string, string | undefined>, event: req.body });
      res.json({ ok: true });
    });
    const shopServer = http.createServer(shop);
    await new Promise<void>((resolve) => shopServer.listen(0, "127.0.0.1", resolve));
    const hookUrl = `http://127.0.0.1:${(shopServer.address() as { port: number }).port}/hook`;
    const sending = await startSandbox({ webhook: { url: hookUrl, id: "WH-TEST" } });
    try {
      const p = sending.client;
      const { approvalUrl, paymentId } = await p.createPayment(request("o-hook", 900));
      await approve(approvalUrl);
      const { captureId } = await p.capture(paymentId, "");
      await expect.poll(() => received.length).toBe(1);
      const delivery = received[0]!;
      expect(delivery.event).toMatchObject({ event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: captureId, supplementary_data: { related_ids: { order_id: paymentId } } } });
      expect(await p.verifyWebhook(delivery)).toBe(true);

      const tampered = { ...delivery, event: { ...delivery.event, resource: { ...(delivery.event.resource as object), status: "DENIED" } } };
      expect(await p.verifyWebhook(tampered)).toBe(false);
      const otherWebhook = new PayPalProvider({ baseUrl: sending.url, clientId: "id", clientSecret: "secret", webhookId: "WH-OTHER" });
      expect(await otherWebhook.verifyWebhook(delivery)).toBe(false);
      expect(await provider({ webhookId: undefined }).verifyWebhook(delivery)).toBe(false);
    } finally {
      await sending.stop();
      shopServer.closeAllConnections();
      await new Promise((resolve) => shopServer.close(resolve));
    }
  });
});
