// The built-in PayPal sandbox (PAYPAL_MODE=offline; takes no money): PayPal's payment and webhook-verification API with
// its shapes and errors, an approval page, signed webhook events, and a merchant dashboard (settle, deny, refund).
// Its payments live in the database: every replica can serve them, and a crash forgets nothing.
import crypto from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { isUniqueViolation } from "../../db/prisma-errors.js";
import { approvalPage, messagePage, CAPTURE_OUTCOMES, type CaptureOutcome } from "./page.js";
import { deliver, verifySignature, type WebhookTarget } from "./webhooks.js";
import { captureBody, orderBody, type SandboxOrderRow } from "./shapes.js";

export interface SandboxOptions {
  prisma: PrismaClient;
  clientId: string;
  clientSecret: string;
  /** How long each API answer takes, after the work is done (a slow PayPal; benchmarks and crash tests). */
  latencyMs?: number;
  /** Where events go; none are sent without it. */
  webhook?: WebhookTarget;
  /** Return and cancel URLs must be on this origin (the shop's PUBLIC_URL): the sandbox is no open redirect. */
  returnOrigin?: string;
  log?: (message: string) => void;
}

const TOKEN_TTL_SECONDS = 32_400;
const AUTH_FAILED = "Authentication failed due to invalid authentication credentials or a missing Authorization header.";

export function createPaypalSandbox(options: SandboxOptions): Router {
  const { prisma, clientId, clientSecret } = options;
  const log = options.log ?? (() => {});
  const tokens = sandboxTokens(clientSecret);
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "16kb" }), express.json({ limit: "64kb" }));
  const latencyMs = options.latencyMs ?? 0;
  if (latencyMs > 0) router.use(["/v1/notifications", "/v2"], answerLate(latencyMs));
  const apiAuth = (req: Request, res: Response, next: () => void) => (tokens.valid(req.headers.authorization) ? next() : fail(res, 401, "AUTHENTICATION_FAILURE", AUTH_FAILED));
  const dashboardAuth = (req: Request, res: Response, next: () => void) =>
    req.headers.authorization === basic(clientId, clientSecret) ? next() : fail(res, 401, "AUTHENTICATION_FAILURE", AUTH_FAILED);
  router.use(["/v2", "/v1/notifications"], apiAuth);
  router.use("/dashboard", dashboardAuth);

  const base = (req: Request) => `${req.protocol}://${req.get("host")}${req.baseUrl}`;
  const notify = (req: Request, eventType: string, resourceType: string, resource: object) => {
    if (options.webhook && req.query.notify !== "false") deliver(options.webhook, clientSecret, `${base(req)}/v1/notifications/certs/sandbox`, eventType, resourceType, resource, log);
  };
  // An order with its captures, for the answers that list them; without, where only the order's own fields are read.
  const findOrder = (id: unknown) => prisma.sandboxPaypalOrder.findUnique({ where: { id: String(id) } });
  const findOrderWithCaptures = (id: unknown) => prisma.sandboxPaypalOrder.findUnique({ where: { id: String(id) }, include: { captures: true } });

  router.post("/v1/oauth2/token", (req, res) => {
    if (req.headers.authorization !== basic(clientId, clientSecret)) return fail(res, 401, "invalid_client", "Client Authentication failed");
    if (req.body?.grant_type !== "client_credentials") return fail(res, 400, "unsupported_grant_type", "Grant type is not supported");
    res.json({ scope: "https://uri.paypal.com/services/payments/payment", access_token: tokens.issue(), token_type: "Bearer", app_id: "APP-SANDBOX", expires_in: TOKEN_TTL_SECONDS, nonce: crypto.randomUUID() });
  });

  router.post("/v2/checkout/orders", async (req, res) => {
    const requestId = req.get("PayPal-Request-Id") || null;
    // A create retried with its PayPal-Request-Id answers with the order the first one made, whatever it sends. The
    // insert comes first (one statement: a new order has no captures); the retry is told by the request id's clash.
    const known = async () => (requestId ? prisma.sandboxPaypalOrder.findUnique({ where: { requestId }, include: { captures: true } }) : null);
    const parsed = parseCreate(req.body, options.returnOrigin);
    if (typeof parsed === "string") {
      const first = await known();
      return first ? res.status(200).json(orderBody(base(req), first)) : fail(res, 400, "INVALID_REQUEST", parsed);
    }
    try {
      const order = await prisma.sandboxPaypalOrder.create({ data: { id: newId(17), requestId, status: "PAYER_ACTION_REQUIRED", ...parsed } });
      res.status(201).json(orderBody(base(req), { ...order, captures: [] }));
    } catch (e) {
      const first = isUniqueViolation(e) ? await known() : null;
      if (!first) throw e;
      res.status(200).json(orderBody(base(req), first));
    }
  });

  router.get("/v2/checkout/orders/:id", async (req, res) => {
    const order = await findOrderWithCaptures(req.params.id);
    if (!order) return notFound(res);
    res.json(orderBody(base(req), order));
  });

  router.post("/v2/checkout/orders/:id/capture", async (req, res) => {
    const requestId = req.get("PayPal-Request-Id") ?? "";
    let order = await findOrder(req.params.id);
    if (!order) return notFound(res);
    if (requestId && order.captureRequestId === requestId) return res.status(201).json(order.captureResponse);
    if (order.status === "COMPLETED") return fail(res, 422, "UNPROCESSABLE_ENTITY", "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.", "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") return fail(res, 422, "UNPROCESSABLE_ENTITY", "Payer has not yet approved the Order for payment.", "ORDER_NOT_APPROVED");
    if (order.captureOutcome === "declined") {
      // As PayPal: the payer has to go back to the approval page and choose another way to pay.
      await prisma.sandboxPaypalOrder.updateMany({ where: { id: order.id, status: "APPROVED" }, data: { status: "PAYER_ACTION_REQUIRED" } });
      return fail(res, 422, "UNPROCESSABLE_ENTITY", "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.", "INSTRUMENT_DECLINED");
    }
    const capture = { id: newId(17), status: order.captureOutcome === "pending" ? "PENDING" : "COMPLETED", currency: order.currency, amount: order.amount, createdAt: new Date() };
    const completed = { ...order, status: "COMPLETED", captures: [{ ...capture, orderId: order.id, refundId: null, refundRequestId: null, refundResponse: null }] };
    const body = orderBody(base(req), completed);
    // The order completed and its capture made in one statement: only the capture that moves it from APPROVED does both.
    const won = await prisma.$queryRaw<{ id: string }[]>`
      WITH won AS (
        UPDATE "SandboxPaypalOrder" SET status = 'COMPLETED', "captureRequestId" = ${requestId || null}, "captureResponse" = ${JSON.stringify(body)}::jsonb
        WHERE id = ${order.id} AND status = 'APPROVED' RETURNING id)
      INSERT INTO "SandboxPaypalCapture" (id, "orderId", status, currency, amount, "createdAt")
      SELECT ${capture.id}, won.id, ${capture.status}, ${capture.currency}, ${capture.amount}, ${capture.createdAt.toISOString()}::timestamptz AT TIME ZONE 'UTC' FROM won
      RETURNING id`;
    if (won.length === 0) {
      // Another capture of this order got there first: answer as PayPal would to this request.
      order = (await findOrder(req.params.id))!;
      if (requestId && order.captureRequestId === requestId) return res.status(201).json(order.captureResponse);
      return fail(res, 422, "UNPROCESSABLE_ENTITY", "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.", "ORDER_ALREADY_CAPTURED");
    }
    notify(req, capture.status === "PENDING" ? "PAYMENT.CAPTURE.PENDING" : "PAYMENT.CAPTURE.COMPLETED", "capture", captureBody(base(req), completed, completed.captures[0]!));
    res.status(201).json(body);
  });

  router.get("/v2/payments/captures/:id", async (req, res) => {
    const capture = await prisma.sandboxPaypalCapture.findUnique({ where: { id: String(req.params.id) }, include: { order: true } });
    if (!capture) return notFound(res);
    res.json(captureBody(base(req), capture.order, capture));
  });

  router.post("/v2/payments/captures/:id/refund", async (req, res) => {
    const requestId = req.get("PayPal-Request-Id") ?? "";
    const capture = await prisma.sandboxPaypalCapture.findUnique({ where: { id: String(req.params.id) } });
    if (!capture) return notFound(res);
    if (requestId && capture.refundRequestId === requestId) return res.status(201).json(capture.refundResponse);
    if (capture.refundId) return fail(res, 422, "UNPROCESSABLE_ENTITY", "The capture has already been fully refunded.", "CAPTURE_FULLY_REFUNDED");
    if (capture.status !== "COMPLETED") return fail(res, 422, "UNPROCESSABLE_ENTITY", "A capture that is not completed cannot be refunded.", "CANNOT_BE_REFUNDED");
    const amount = req.body?.amount ?? { currency_code: capture.currency, value: capture.amount };
    if (amount?.value !== capture.amount || amount?.currency_code !== capture.currency) {
      return fail(res, 422, "UNPROCESSABLE_ENTITY", "The refund amount must equal the captured amount in the sandbox.", "REFUND_AMOUNT_EXCEEDED");
    }
    const refund = await refundCapture(prisma, capture.id, requestId || null, base(req));
    if (!refund) return fail(res, 422, "UNPROCESSABLE_ENTITY", "The capture has already been fully refunded.", "CAPTURE_FULLY_REFUNDED");
    notify(req, "PAYMENT.CAPTURE.REFUNDED", "refund", refund);
    res.status(201).json(refund);
  });

  router.post("/v1/notifications/verify-webhook-signature", (req, res) => {
    res.json({ verification_status: verifySignature(clientSecret, req.body ?? {}) ? "SUCCESS" : "FAILURE" });
  });

  // What a merchant does in PayPal's dashboard; each sends the event PayPal would (unless ?notify=false).
  router.post("/dashboard/captures/:id/:action", async (req, res) => {
    const { id, action } = req.params as { id: string; action: string };
    const capture = await prisma.sandboxPaypalCapture.findUnique({ where: { id }, include: { order: true } });
    if (!capture) return notFound(res);
    if (action === "refund") {
      const refund = capture.status === "COMPLETED" ? await refundCapture(prisma, id, null, base(req)) : null;
      if (!refund) return fail(res, 422, "UNPROCESSABLE_ENTITY", `A ${capture.status} capture cannot be refunded.`, "CANNOT_BE_REFUNDED");
      notify(req, "PAYMENT.CAPTURE.REFUNDED", "refund", refund);
      return res.json(refund);
    }
    const settled = action === "complete" ? "COMPLETED" : action === "deny" ? "DECLINED" : null;
    if (!settled) return fail(res, 404, "RESOURCE_NOT_FOUND", "Dashboard actions: complete, deny, refund.");
    const { count } = await prisma.sandboxPaypalCapture.updateMany({ where: { id, status: "PENDING" }, data: { status: settled } });
    if (count !== 1) return fail(res, 422, "UNPROCESSABLE_ENTITY", `Only a PENDING capture can be settled; this one is ${capture.status}.`, "INVALID_RESOURCE_STATE");
    const body = captureBody(base(req), capture.order, { ...capture, status: settled });
    notify(req, settled === "COMPLETED" ? "PAYMENT.CAPTURE.COMPLETED" : "PAYMENT.CAPTURE.DENIED", "capture", body);
    res.json(body);
  });

  router.get("/checkoutnow", async (req, res) => {
    const order = await findOrder(req.query.token ?? "");
    if (!order) return sendPage(res, 404, messagePage("This PayPal Sandbox payment does not exist or has expired."), []);
    if (order.status === "COMPLETED") return sendPage(res, 200, messagePage("This payment is already completed."), []);
    sendPage(res, 200, approvalPage({ token: order.id, basePath: req.baseUrl, amount: { currency_code: order.currency, value: order.amount }, description: order.description }), [order.returnUrl, order.cancelUrl]);
  });

  router.post("/checkoutnow/approve", async (req, res) => {
    const order = await findOrder(req.body?.token ?? "");
    if (!order) return sendPage(res, 404, messagePage("This PayPal Sandbox payment does not exist or has expired."), []);
    const outcome: CaptureOutcome = (CAPTURE_OUTCOMES as readonly string[]).includes(req.body?.outcome) ? req.body.outcome : "complete";
    const payerId = order.payerId ?? newId(13);
    await prisma.sandboxPaypalOrder.updateMany({ where: { id: order.id, status: "PAYER_ACTION_REQUIRED" }, data: { status: "APPROVED", payerId, captureOutcome: outcome } });
    // PayPal appends token and PayerID; paymentId is added too because that is what the shop's return page reads.
    res.redirect(303, withParams(order.returnUrl, { token: order.id, paymentId: order.id, PayerID: payerId }));
  });

  router.post("/checkoutnow/cancel", async (req, res) => {
    const order = await findOrder(req.body?.token ?? "");
    if (!order) return sendPage(res, 404, messagePage("This PayPal Sandbox payment does not exist or has expired."), []);
    res.redirect(303, withParams(order.cancelUrl, { token: order.id }));
  });

  return router;
}

/** The refund of a completed capture, once; null when it was refunded already. */
async function refundCapture(prisma: PrismaClient, captureId: string, requestId: string | null, base: string) {
  const capture = await prisma.sandboxPaypalCapture.findUniqueOrThrow({ where: { id: captureId } });
  const refund = {
    id: newId(17),
    status: "COMPLETED",
    amount: { currency_code: capture.currency, value: capture.amount },
    create_time: new Date().toISOString(),
    links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" }],
  };
  const { count } = await prisma.sandboxPaypalCapture.updateMany({
    where: { id: captureId, refundId: null, status: "COMPLETED" },
    data: { status: "REFUNDED", refundId: refund.id, refundRequestId: requestId, refundResponse: refund },
  });
  return count === 1 ? refund : null;
}

/** Bearer tokens any replica can check: an expiry signed with the client secret (nothing to store or share). */
function sandboxTokens(secret: string) {
  const sign = (expiry: string) => crypto.createHmac("sha256", secret).update(`token:${expiry}`).digest("base64url");
  return {
    issue: () => {
      const expiry = String(Date.now() + TOKEN_TTL_SECONDS * 1000);
      return `A21AA.${expiry}.${sign(expiry)}`;
    },
    valid: (header: string | undefined) => {
      const [scheme, token] = (header ?? "").split(" ");
      const [prefix, expiry, mac] = (token ?? "").split(".");
      if (scheme !== "Bearer" || prefix !== "A21AA" || !expiry || !mac || Number(expiry) <= Date.now()) return false;
      const expected = sign(expiry);
      return mac.length === expected.length && crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected));
    },
  };
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

/** Lets the handler do its work, then holds the answer back, as a distant PayPal would. */
function answerLate(ms: number) {
  return (_req: Request, res: Response, next: () => void) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      setTimeout(() => json(body), ms);
      return res;
    };
    next();
  };
}

/** Validates a create-order body the way PayPal would (only what the sandbox needs). */
function parseCreate(body: any, returnOrigin: string | undefined): Omit<SandboxOrderRow, "id" | "status" | "captures" | "requestId" | "payerId" | "captureOutcome" | "captureRequestId" | "captureResponse" | "createdAt"> | string {
  if (body?.intent !== "CAPTURE") return "intent must be CAPTURE.";
  const unit = Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined;
  const amount = unit?.amount;
  if (!amount || typeof amount.currency_code !== "string" || !/^[A-Z]{3}$/.test(amount.currency_code)) return "purchase_units[0].amount.currency_code is required.";
  if (typeof amount.value !== "string" || !/^\d{1,10}(\.\d{2})?$/.test(amount.value)) return "purchase_units[0].amount.value must look like 12.34.";
  const mismatch = breakdownMismatch(amount);
  if (mismatch) return mismatch;
  const context = body.payment_source?.paypal?.experience_context ?? body.application_context ?? {};
  if (!isHttpUrl(context.return_url) || !isHttpUrl(context.cancel_url)) return "return_url and cancel_url must be absolute http(s) URLs.";
  if (returnOrigin && [context.return_url, context.cancel_url].some((u: string) => new URL(u).origin !== returnOrigin)) {
    return `return_url and cancel_url must be on the shop's own address (${returnOrigin}).`;
  }
  return {
    referenceId: typeof unit.reference_id === "string" ? unit.reference_id.slice(0, 256) : "default",
    description: typeof unit.description === "string" ? unit.description.slice(0, 127) : "",
    currency: amount.currency_code,
    amount: amount.value,
    returnUrl: context.return_url,
    cancelUrl: context.cancel_url,
  };
}

/**
 * PayPal refuses an order whose amount.breakdown does not add up (AMOUNT_MISMATCH): value = item_total + tax_total +
 * shipping + handling + insurance - shipping_discount - discount, each in the order's currency.
 */
function breakdownMismatch(amount: any): string | null {
  const b = amount.breakdown;
  if (b === undefined) return null;
  if (typeof b !== "object" || b === null) return "purchase_units[0].amount.breakdown must be an object.";
  let cents = 0;
  for (const [field, sign] of [["item_total", 1], ["tax_total", 1], ["shipping", 1], ["handling", 1], ["insurance", 1], ["shipping_discount", -1], ["discount", -1]] as const) {
    const part = b[field];
    if (part === undefined) continue;
    if (part?.currency_code !== amount.currency_code || typeof part.value !== "string" || !/^\d{1,10}(\.\d{2})?$/.test(part.value)) {
      return `purchase_units[0].amount.breakdown.${field} must be an amount in ${amount.currency_code}.`;
    }
    cents += sign * Math.round(Number(part.value) * 100);
  }
  return cents === Math.round(Number(amount.value) * 100) ? null : "AMOUNT_MISMATCH: the amount must equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.";
}

/** PayPal's error body shape. */
function fail(res: Response, status: number, name: string, message: string, issue?: string) {
  const details = issue ? [{ issue, description: message }] : [];
  res.status(status).json({ name, message, details, debug_id: crypto.randomBytes(6).toString("hex") });
}

const notFound = (res: Response) => fail(res, 404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", "INVALID_RESOURCE_ID");

function sendPage(res: Response, status: number, html: string, formTargets: string[]) {
  // The page posts to the sandbox, which then redirects to the shop: allow exactly those origins, and nothing else.
  const origins = [...new Set(formTargets.map((u) => new URL(u).origin))].join(" ");
  res.setHeader("Content-Security-Policy", `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`);
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("html").send(html);
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2000) return false;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false; // not a URL at all: refused like any other scheme
  }
}

/** PayPal-looking ids: uppercase letters and digits. */
function newId(length: number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  return Array.from(crypto.randomBytes(length), (b) => alphabet[b % alphabet.length]).join("");
}
