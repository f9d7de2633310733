import crypto from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import { approvalPage, messagePage } from "./page.js";
import { openSandboxStore, type SandboxOrder } from "./store.js";

/**
 * The built-in PayPal sandbox (development and tests): the Orders v2 and Payments v2 endpoints the PayPal client uses,
 * with PayPal's request and response shapes and error bodies, plus an approval page. Its memory of payments is kept in
 * `stateFile` when given (the server passes one under DATA_DIR), so a restart can still capture and refund them.
 */
export interface SandboxOptions {
  clientId?: string;
  clientSecret?: string;
  stateFile?: string;
  /** How long each API call (create, capture, refund) takes to answer, as a slow PayPal would (benchmarks). */
  latencyMs?: number;
}

const MAX_ORDERS = 10_000;
const TOKEN_TTL_SECONDS = 32_400;

export function createPaypalSandbox(options: SandboxOptions = {}): { router: Router; flush: () => void } {
  const clientId = options.clientId ?? "sandbox-client";
  const clientSecret = options.clientSecret ?? "sandbox-secret";
  const tokens = new Map<string, number>(); // token -> expiry (ms)
  const store = openSandboxStore(options.stateFile);
  const { orders, createdByRequestId, captures } = store.state;

  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "16kb" }), express.json({ limit: "64kb" }));
  const latencyMs = options.latencyMs ?? 0;
  if (latencyMs > 0) router.use(["/v2"], (_req, _res, next) => void setTimeout(next, latencyMs));

  router.post("/v1/oauth2/token", (req, res) => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return fail(res, 401, "invalid_client", "Client Authentication failed");
    if (req.body?.grant_type !== "client_credentials") return fail(res, 400, "unsupported_grant_type", "Grant type is not supported");
    const token = `A21AA${crypto.randomBytes(24).toString("hex")}`;
    pruneTokens(tokens);
    tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
    res.json({ scope: "https://uri.paypal.com/services/payments/payment", access_token: token, token_type: "Bearer", app_id: "APP-SANDBOX", expires_in: TOKEN_TTL_SECONDS, nonce: crypto.randomUUID() });
  });

  router.post("/v2/checkout/orders", (req, res) => {
    if (!authorized(req, tokens)) return fail(res, 401, "AUTHENTICATION_FAILURE", "Authentication failed due to invalid authentication credentials or a missing Authorization header.");
    const requestId = req.get("PayPal-Request-Id");
    const known = requestId ? orders.get(createdByRequestId.get(requestId) ?? "") : undefined;
    if (known) return res.status(200).json(orderBody(req, known));
    const parsed = parseCreate(req.body);
    if (typeof parsed === "string") return fail(res, 400, "INVALID_REQUEST", parsed);
    const order: SandboxOrder = { id: newId(17), status: "PAYER_ACTION_REQUIRED", ...parsed, captures: new Map() };
    if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value!);
    orders.set(order.id, order);
    if (createdByRequestId.size >= MAX_ORDERS) createdByRequestId.delete(createdByRequestId.keys().next().value!);
    if (requestId) createdByRequestId.set(requestId, order.id);
    store.changed();
    res.status(201).json(orderBody(req, order));
  });

  router.post("/v2/checkout/orders/:id/capture", (req, res) => {
    if (!authorized(req, tokens)) return fail(res, 401, "AUTHENTICATION_FAILURE", "Authentication failed due to invalid authentication credentials or a missing Authorization header.");
    const order = orders.get(String(req.params.id));
    if (!order) return fail(res, 404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", "INVALID_RESOURCE_ID");
    const requestId = req.get("PayPal-Request-Id") ?? "";
    const previous = requestId ? order.captures.get(requestId) : undefined;
    if (previous) return res.status(201).json(previous);
    if (order.status === "COMPLETED") return fail(res, 422, "UNPROCESSABLE_ENTITY", "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.", "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") return fail(res, 422, "UNPROCESSABLE_ENTITY", "Payer has not yet approved the Order for payment.", "ORDER_NOT_APPROVED");
    order.status = "COMPLETED";
    const captureId = newId(17);
    if (captures.size >= MAX_ORDERS) captures.delete(captures.keys().next().value!);
    captures.set(captureId, { amount: order.amount, refunds: new Map() });
    const body = {
      id: order.id,
      status: "COMPLETED",
      payer: { payer_id: order.payerId },
      purchase_units: [
        {
          reference_id: order.referenceId,
          payments: { captures: [{ id: captureId, status: "COMPLETED", amount: order.amount, final_capture: true, create_time: new Date().toISOString() }] },
        },
      ],
    };
    order.captures.set(requestId || crypto.randomUUID(), body);
    store.changed();
    res.status(201).json(body);
  });

  router.post("/v2/payments/captures/:id/refund", (req, res) => {
    if (!authorized(req, tokens)) return fail(res, 401, "AUTHENTICATION_FAILURE", "Authentication failed due to invalid authentication credentials or a missing Authorization header.");
    const capture = captures.get(String(req.params.id));
    if (!capture) return fail(res, 404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", "INVALID_RESOURCE_ID");
    const requestId = req.get("PayPal-Request-Id") ?? "";
    const previous = requestId ? capture.refunds.get(requestId) : undefined;
    if (previous) return res.status(201).json(previous);
    if (capture.refunds.size > 0) return fail(res, 422, "UNPROCESSABLE_ENTITY", "The capture has already been fully refunded.", "CAPTURE_FULLY_REFUNDED");
    const amount = req.body?.amount ?? capture.amount;
    if (amount?.value !== capture.amount.value || amount?.currency_code !== capture.amount.currency_code) {
      return fail(res, 422, "UNPROCESSABLE_ENTITY", "The refund amount must equal the captured amount in the sandbox.", "REFUND_AMOUNT_EXCEEDED");
    }
    const body = { id: newId(17), status: "COMPLETED", amount, create_time: new Date().toISOString() };
    capture.refunds.set(requestId || crypto.randomUUID(), body);
    store.changed();
    res.status(201).json(body);
  });

  router.get("/checkoutnow", (req, res) => {
    const order = orders.get(String(req.query.token ?? ""));
    if (!order) return sendPage(res, 404, messagePage("This PayPal Sandbox payment does not exist or has expired."), []);
    if (order.status === "COMPLETED") return sendPage(res, 200, messagePage("This payment is already completed."), []);
    sendPage(res, 200, approvalPage({ token: order.id, basePath: req.baseUrl, amount: order.amount, description: order.description }), [order.returnUrl, order.cancelUrl]);
  });

  router.post("/checkoutnow/approve", (req, res) => {
    const order = orders.get(String(req.body?.token ?? ""));
    if (!order) return sendPage(res, 404, messagePage("This PayPal Sandbox payment does not exist or has expired."), []);
    if (order.status === "PAYER_ACTION_REQUIRED") {
      order.status = "APPROVED";
      order.payerId = newId(13);
      store.changed();
    }
    // PayPal appends token and PayerID; paymentId is added too because that is what the shop's return page reads.
    res.redirect(303, withParams(order.returnUrl, { token: order.id, paymentId: order.id, PayerID: order.payerId ?? "" }));
  });

  router.post("/checkoutnow/cancel", (req, res) => {
    const order = orders.get(String(req.body?.token ?? ""));
    if (!order) return sendPage(res, 404, messagePage("This PayPal Sandbox payment does not exist or has expired."), []);
    res.redirect(303, withParams(order.cancelUrl, { token: order.id }));
  });

  return { router, flush: store.flush };
}

function authorized(req: Request, tokens: Map<string, number>): boolean {
  const header = req.headers.authorization ?? "";
  const expiry = header.startsWith("Bearer ") ? tokens.get(header.slice(7)) : undefined;
  return expiry !== undefined && expiry > Date.now();
}

function pruneTokens(tokens: Map<string, number>) {
  const now = Date.now();
  for (const [token, expiry] of tokens) if (expiry <= now) tokens.delete(token);
}

/** Validates a create-order body the way PayPal would (only what the sandbox needs). */
function parseCreate(body: any): Omit<SandboxOrder, "id" | "status" | "captures"> | string {
  if (body?.intent !== "CAPTURE") return "intent must be CAPTURE.";
  const unit = Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined;
  const amount = unit?.amount;
  if (!amount || typeof amount.currency_code !== "string" || !/^[A-Z]{3}$/.test(amount.currency_code)) return "purchase_units[0].amount.currency_code is required.";
  if (typeof amount.value !== "string" || !/^\d{1,10}(\.\d{2})?$/.test(amount.value)) return "purchase_units[0].amount.value must look like 12.34.";
  const context = body.payment_source?.paypal?.experience_context ?? body.application_context ?? {};
  if (!isHttpUrl(context.return_url) || !isHttpUrl(context.cancel_url)) return "return_url and cancel_url must be absolute http(s) URLs.";
  return {
    referenceId: typeof unit.reference_id === "string" ? unit.reference_id : "default",
    description: typeof unit.description === "string" ? unit.description.slice(0, 127) : "",
    amount: { currency_code: amount.currency_code, value: amount.value },
    returnUrl: context.return_url,
    cancelUrl: context.cancel_url,
  };
}

function orderBody(req: Request, order: SandboxOrder) {
  const base = `${req.protocol}://${req.get("host")}${req.baseUrl}`;
  return {
    id: order.id,
    status: order.status,
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
      { href: `${base}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" },
    ],
  };
}

/** PayPal's error body shape. */
function fail(res: Response, status: number, name: string, message: string, issue?: string) {
  const details = issue ? [{ issue, description: message }] : [];
  res.status(status).json({ name, message, details, debug_id: crypto.randomBytes(6).toString("hex") });
}

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
    return false;
  }
}

/** PayPal-looking ids: uppercase letters and digits. */
function newId(length: number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  return Array.from(crypto.randomBytes(length), (b) => alphabet[b % alphabet.length]).join("");
}
