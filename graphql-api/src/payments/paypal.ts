// The PayPal client (Orders v2, refunds, webhook verification), spoken to real PayPal and the offline sandbox alike:
// idempotent request ids so retries never charge or refund twice, and every failure told apart as refused or unknown.
import {
  PaymentError,
  type CaptureResult,
  type CaptureStatus,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentState,
  type RefundRequest,
  type RefundResult,
  type WebhookDelivery,
} from "./provider.js";

export interface PayPalOptions {
  /** API root, e.g. https://api-m.sandbox.paypal.com or the built-in sandbox's URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook PayPal signs events for (PAYPAL_WEBHOOK_ID); without it no event is accepted. */
  webhookId?: string;
  timeoutMs?: number;
}

/** PayPal's error body: `{ name, message, details: [{ issue, description }] }`. */
interface PayPalError {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

/** PayPal refused the request: it did not act on it. */
const refused = (message: string, issue?: string) => new PaymentError(message, false, issue);
/** No answer, or a server error: PayPal may or may not have acted. */
const unanswered = (message: string) => new PaymentError(message, "unknown");

/** Messages a shopper can act on for the PayPal issues they can cause. */
const ISSUE_MESSAGES: Record<string, string> = {
  ORDER_NOT_APPROVED: "The payment has not been approved at PayPal yet. Please approve it and try again.",
  ORDER_ALREADY_CAPTURED: "This payment has already been captured.",
  CAPTURE_FULLY_REFUNDED: "PayPal says this payment has already been refunded in full.",
  INSTRUMENT_DECLINED: "PayPal declined the payment method. Please choose another one at PayPal.",
  PAYER_ACTION_REQUIRED: "PayPal needs you to complete the payment first.",
};

/**
 * Client for PayPal's Orders v2 REST API (also spoken by the built-in offline sandbox). Every failure, including
 * timeouts and an unreachable server, surfaces as a PaymentError (PAYMENT_FAILED) with a readable message, which also
 * says whether PayPal may have acted on the request.
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
          amount: { currency_code: request.currency, value: formatAmount(request.totalCents), ...breakdownOf(request) },
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
    if (!id || !approve?.href) throw refused("PayPal did not return an approval link.");
    return { paymentId: id, approvalUrl: approve.href };
  }

  async capture(paymentId: string, _payerId: string): Promise<CaptureResult> {
    // Same request id on every attempt: PayPal then answers a retried capture with the first result, never charging twice.
    const res = await this.call("POST", `/v2/checkout/orders/${encodeURIComponent(paymentId)}/capture`, {}, {
      "PayPal-Request-Id": `capture-${paymentId}`,
      Prefer: "return=representation",
    });
    // A COMPLETED order can still carry a FAILED or DECLINED capture: only the capture's own status says where the money is.
    const capture = readCapture(res);
    return capture && res.status === "COMPLETED" ? capture : { status: "DECLINED", amountCents: Number.NaN, captureId: capture?.captureId ?? "" };
  }

  async paymentState(paymentId: string): Promise<PaymentState> {
    let res: Record<string, unknown>;
    try {
      res = await this.call("GET", `/v2/checkout/orders/${encodeURIComponent(paymentId)}`, undefined, {});
    } catch (e) {
      if (e instanceof PaymentError && (e.issue === "RESOURCE_NOT_FOUND" || e.issue === "INVALID_RESOURCE_ID")) return { status: "VOID" };
      throw e;
    }
    switch (res.status) {
      case "APPROVED":
        return { status: "APPROVED" };
      case "COMPLETED": {
        const capture = readCapture(res);
        return capture ? { status: "CAPTURED", capture } : { status: "VOID" };
      }
      case "VOIDED":
        return { status: "VOID" };
      default: // CREATED, SAVED, PAYER_ACTION_REQUIRED
        return { status: "NOT_APPROVED" };
    }
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

  /** PayPal's verify-webhook-signature: PayPal itself checks the transmission's signature against our webhook id. */
  async verifyWebhook({ headers, event }: WebhookDelivery): Promise<boolean> {
    if (!this.options.webhookId) return false;
    const header = (name: string) => headers[name] ?? headers[name.toLowerCase()];
    const body = {
      auth_algo: header("PAYPAL-AUTH-ALGO"),
      cert_url: header("PAYPAL-CERT-URL"),
      transmission_id: header("PAYPAL-TRANSMISSION-ID"),
      transmission_sig: header("PAYPAL-TRANSMISSION-SIG"),
      transmission_time: header("PAYPAL-TRANSMISSION-TIME"),
      webhook_id: this.options.webhookId,
      webhook_event: event,
    };
    if (Object.values(body).some((v) => v === undefined || v === "")) return false;
    const res = await this.call("POST", "/v1/notifications/verify-webhook-signature", body, {});
    return res.verification_status === "SUCCESS";
  }

  private async call(method: string, path: string, body: unknown, headers: Record<string, string>, retried = false): Promise<Record<string, unknown>> {
    const token = await this.accessToken();
    const res = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
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
    if (res.status >= 500) throw unanswered("PayPal cannot be reached right now. Please try again in a moment.");
    if (!res.ok || typeof json.access_token !== "string") {
      throw refused("Could not sign in to PayPal: check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.");
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
      if (name === "TimeoutError" || name === "AbortError") throw unanswered("PayPal did not answer in time. Please try again.");
      throw unanswered("PayPal cannot be reached right now. Please try again in a moment.");
    }
  }
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  try {
    const json: unknown = await res.json();
    return json && typeof json === "object" ? (json as Record<string, unknown>) : {};
  } catch {
    return {}; // PayPal (or a proxy before it) answered without JSON: callers judge by the HTTP status
  }
}

function describeFailure(status: number, body: PayPalError): PaymentError {
  const issue = body.details?.[0]?.issue ?? (status === 404 ? "RESOURCE_NOT_FOUND" : undefined);
  // A server error or a conflict with a request still in progress: PayPal may yet act on it.
  if (status >= 500 || status === 409) return unanswered("PayPal could not answer right now. Please try again in a moment.");
  if (issue && ISSUE_MESSAGES[issue]) return refused(ISSUE_MESSAGES[issue], issue);
  if (status === 404) return refused("PayPal does not know this payment.", issue);
  const detail = body.details?.[0]?.description ?? body.message;
  return refused(`PayPal refused the request (${status}${issue ? ` ${issue}` : ""})${detail ? `: ${detail}` : "."}`, issue);
}

const CAPTURE_STATUSES: Record<string, CaptureStatus> = {
  COMPLETED: "COMPLETED",
  PENDING: "PENDING",
  DECLINED: "DECLINED",
  FAILED: "DECLINED",
  REFUNDED: "REFUNDED",
  PARTIALLY_REFUNDED: "REFUNDED",
};

/** The first capture of an Orders v2 order body (capture and GET answers share the shape). */
function readCapture(order: Record<string, unknown>): CaptureResult | null {
  const units = Array.isArray(order.purchase_units) ? (order.purchase_units as { payments?: { captures?: unknown[] } }[]) : [];
  const capture = units[0]?.payments?.captures?.[0] as { id?: string; status?: string; amount?: { value?: string } } | undefined;
  if (!capture?.id) return null;
  const payer = order.payer as { payer_id?: string } | undefined;
  return {
    status: CAPTURE_STATUSES[capture.status ?? ""] ?? "DECLINED",
    amountCents: parseAmount(capture.amount?.value),
    captureId: capture.id,
    payerId: typeof payer?.payer_id === "string" ? payer.payer_id : undefined,
  };
}

/** "12.34" from 1234 cents. */
export const formatAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** 1234 cents from "12.34" (NaN when PayPal sent something unexpected, which then fails the amount check). */
export function parseAmount(value: unknown): number {
  if (typeof value !== "string" || !/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole, frac = ""] = value.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** PayPal's amount.breakdown (item_total + tax_total + shipping - discount - shipping_discount = value). */
function breakdownOf(request: PaymentRequest) {
  const b = request.breakdown;
  if (!b) return {};
  const money = (cents: number) => ({ currency_code: request.currency, value: formatAmount(cents) });
  return {
    breakdown: {
      item_total: money(b.itemTotalCents),
      tax_total: money(b.taxTotalCents),
      shipping: money(b.shippingCents),
      discount: money(b.discountCents),
      shipping_discount: money(b.shippingDiscountCents),
    },
  };
}
