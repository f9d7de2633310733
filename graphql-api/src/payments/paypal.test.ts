import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PayPalProvider, formatAmount, parseAmount } from "./paypal.js";
import { createPaypalSandbox } from "./sandbox/router.js";

/** A sandbox on its own port, counting the requests per path (to see the token cache at work). */
let base: string;
let server: http.Server;
const hits = new Map<string, number>();

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    hits.set(req.path, (hits.get(req.path) ?? 0) + 1);
    next();
  });
  app.use("/paypal-sandbox", createPaypalSandbox({ clientId: "id", clientSecret: "secret" }).router);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/paypal-sandbox`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const provider = (overrides: Partial<ConstructorParameters<typeof PayPalProvider>[0]> = {}) =>
  new PayPalProvider({ baseUrl: base, clientId: "id", clientSecret: "secret", ...overrides });

const request = (orderId: string, totalCents = 1234) => ({
  orderId, totalCents, currency: "USD" as const, description: "Test order",
  returnUrl: "https://shop.test/shop/paypal-return?orderId=" + orderId, cancelUrl: "https://shop.test/shop/checkout",
});

async function approve(approvalUrl: string) {
  const token = new URL(approvalUrl).searchParams.get("token")!;
  const res = await fetch(`${base}/checkoutnow/approve`, { method: "POST", body: new URLSearchParams({ token }), redirect: "manual" });
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

  it("only a completed (or pending-review) capture counts as paid: a FAILED or DECLINED one inside a COMPLETED order does not", async () => {
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
      expect(await statusFor("PENDING")).toBe("COMPLETED");
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

describe("the sandbox after a restart", () => {
  /** A sandbox on its own port reading and writing `stateFile`, as the server runs it under DATA_DIR. */
  async function startSandbox(stateFile: string) {
    const sandbox = createPaypalSandbox({ clientId: "id", clientSecret: "secret", stateFile });
    const srv = http.createServer(express().use("/paypal-sandbox", sandbox.router));
    await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(srv.address() as { port: number }).port}/paypal-sandbox`;
    const stop = async () => {
      sandbox.flush();
      srv.closeAllConnections();
      await new Promise((resolve) => srv.close(resolve));
    };
    return { url, stop, client: new PayPalProvider({ baseUrl: url, clientId: "id", clientSecret: "secret" }) };
  }

  it("still knows its payments: an approved one can be captured, a captured one refunded, and nothing twice", async () => {
    const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-")), "paypal-sandbox.json");
    const first = await startSandbox(stateFile);
    const approved = await first.client.createPayment(request("o-restart-a", 2500));
    const captured = await first.client.createPayment(request("o-restart-b", 4000));
    for (const p of [approved, captured]) {
      const token = new URL(p.approvalUrl).searchParams.get("token")!;
      await fetch(`${first.url}/checkoutnow/approve`, { method: "POST", body: new URLSearchParams({ token }), redirect: "manual" });
    }
    const { captureId } = await first.client.capture(captured.paymentId, "");
    await first.stop();

    const second = await startSandbox(stateFile);
    try {
      expect(await second.client.capture(approved.paymentId, "")).toMatchObject({ status: "COMPLETED", amountCents: 2500 });
      const refund = { captureId, orderId: "o-restart-b", amountCents: 4000, currency: "USD" as const };
      expect((await second.client.refund(refund)).status).toBe("COMPLETED");
      await expect(second.client.refund({ ...refund, orderId: "someone-else" })).rejects.toThrow(
        "PayPal says this payment has already been refunded in full.",
      );
      await expect(second.client.capture(captured.paymentId, "")).resolves.toMatchObject({ status: "COMPLETED", captureId });
    } finally {
      await second.stop();
      fs.rmSync(path.dirname(stateFile), { recursive: true, force: true });
    }
  });
});
