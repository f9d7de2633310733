import { AppError } from "../errors.js";
import type { PaymentProvider, PaymentRequest, CreatedPayment, CaptureResult, RefundRequest, RefundResult } from "./provider.js";

export interface PayPalOptions {
  /** API root, e.g. https://api-m.sandbox.paypal.com or the built-in sandbox's URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

/** PayPal's error body: `{ name, message, details: [{ issue, description }] }`. */
interface PayPalError {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

const paymentFailed = (message: string) => new AppError("PAYMENT_FAILED", message);

/** Messages a shopper can act on for the PayPal issues they can cause. */
const ISSUE_MESSAGES: Record<string, string> = {
  ORDER_NOT_APPROVED: "The payment has not been approved at PayPal yet. Please approve it and try again.",
  ORDER_ALREADY_CAPTURED: "This payment has already been captured.",
  CAPTURE_FULLY_REFUNDED: "PayPal says this payment has already been refunded in full.",
  INSTRUMENT_DECLINED: "PayPal declined the payment method. Please choose another one at PayPal.",
  PAYER_ACTION_REQUIRED: "PayPal needs you to complete the payment first.",
};

/**
 * Client for PayPal's Orders v2 REST API (also spoken by the built-in sandbox). Every failure, including
 * timeouts and an unreachable server, surfaces as AppError PAYMENT_FAILED with a readable message.
 */
export class PayPalProvider implements PaymentProvider {
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: PayPalOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, "");
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const body = {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: request.orderId,
          description: request.description.slice(0, 127),
          amount: { currency_code: request.currency, value: formatAmount(request.totalCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl, user_action: "PAY_NOW", shipping_preference: "NO_SHIPPING" },
        },
      },
    };
    // The request id makes a retried create return the same PayPal order instead of a second one.
    const res = await this.call("POST", "/v2/checkout/orders", body, { "PayPal-Request-Id": `create-${request.orderId}` });
    const id = typeof res.id === "string" ? res.id : "";
    const links = Array.isArray(res.links) ? (res.links as { rel?: string; href?: string }[]) : [];
    const approve = links.find((l) => l.rel === "payer-action" || l.rel === "approve");
    if (!id || !approve?.href) throw paymentFailed("PayPal did not return an approval link.");
    return { paymentId: id, approvalUrl: approve.href };
  }

  async capture(paymentId: string, _payerId: string): Promise<CaptureResult> {
    // Same request id on every attempt: PayPal then answers a retried capture with the first result, never charging twice.
    const res = await this.call("POST", `/v2/checkout/orders/${encodeURIComponent(paymentId)}/capture`, {}, {
      "PayPal-Request-Id": `capture-${paymentId}`,
      Prefer: "return=representation",
    });
    const units = Array.isArray(res.purchase_units) ? (res.purchase_units as { payments?: { captures?: unknown[] } }[]) : [];
    const capture = units[0]?.payments?.captures?.[0] as { id?: string; status?: string; amount?: { value?: string } } | undefined;
    // A COMPLETED order can still carry a FAILED or DECLINED capture: only money PayPal took (or holds for review) counts.
    const taken = capture?.status === "COMPLETED" || capture?.status === "PENDING";
    const status = res.status === "COMPLETED" && taken ? "COMPLETED" : "DECLINED";
    const payer = res.payer as { payer_id?: string } | undefined;
    return {
      status,
      amountCents: parseAmount(capture?.amount?.value),
      captureId: capture?.id ?? "",
      payerId: typeof payer?.payer_id === "string" ? payer.payer_id : undefined,
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const body = { amount: { currency_code: request.currency, value: formatAmount(request.amountCents) }, note_to_payer: "Your order was cancelled by the shop." };
    // One request id per order: a refund retried after a timeout or crash is answered, not paid out again.
    const res = await this.call("POST", `/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`, body, {
      "PayPal-Request-Id": `refund-${request.orderId}`,
      Prefer: "return=representation",
    });
    const status = res.status === "COMPLETED" || res.status === "PENDING" ? res.status : "FAILED";
    return { status, refundId: typeof res.id === "string" ? res.id : "" };
  }

  private async call(method: string, path: string, body: unknown, headers: Record<string, string>, retried = false): Promise<Record<string, unknown>> {
    const token = await this.accessToken();
    const res = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(body),
    });
    if (res.status === 401 && !retried) {
      // The cached token was revoked or expired early: fetch a new one once.
      this.token = null;
      return this.call(method, path, body, headers, true);
    }
    const json = await readJson(res);
    if (!res.ok) throw describeFailure(res.status, json as PayPalError);
    return json;
  }

  /** OAuth client-credentials token, cached until shortly before it expires; concurrent callers share one request. */
  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return Promise.resolve(this.token.value);
    if (!this.pendingToken) {
      this.pendingToken = this.fetchToken().finally(() => {
        this.pendingToken = null;
      });
    }
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString("base64");
    const res = await this.fetch(`${this.baseUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const json = await readJson(res);
    if (!res.ok || typeof json.access_token !== "string") {
      throw paymentFailed("Could not sign in to PayPal: check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.");
    }
    const ttlSeconds = typeof json.expires_in === "number" ? json.expires_in : 300;
    // Renew a minute early so a token never expires between our check and PayPal's.
    this.token = { value: json.access_token, expiresAt: Date.now() + Math.max(0, ttlSeconds - 60) * 1000 };
    return json.access_token;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      const name = (e as Error)?.name;
      if (name === "TimeoutError" || name === "AbortError") throw paymentFailed("PayPal did not answer in time. Please try again.");
      throw paymentFailed("PayPal cannot be reached right now. Please try again in a moment.");
    }
  }
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  try {
    const json: unknown = await res.json();
    return json && typeof json === "object" ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function describeFailure(status: number, body: PayPalError): AppError {
  const issue = body.details?.[0]?.issue;
  if (issue && ISSUE_MESSAGES[issue]) return paymentFailed(ISSUE_MESSAGES[issue]);
  if (status === 404) return paymentFailed("PayPal does not know this payment.");
  const detail = body.details?.[0]?.description ?? body.message;
  return paymentFailed(`PayPal refused the request (${status}${issue ? ` ${issue}` : ""})${detail ? `: ${detail}` : "."}`);
}

/** "12.34" from 1234 cents. */
export const formatAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** 1234 cents from "12.34" (NaN when PayPal sent something unexpected, which then fails the amount check). */
export function parseAmount(value: unknown): number {
  if (typeof value !== "string" || !/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, frac = ""] = value.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
