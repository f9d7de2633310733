// What the order service needs from a payment provider, and what it gets back (payments, captures, refunds, webhook
// checks); PayPal, real or the built-in offline sandbox, implements it. Failures say whether money may have moved.
import { AppError } from "../errors.js";

export interface PaymentRequest {
  orderId: string;
  totalCents: number;
  /** How the total is made (pricing/breakdown.ts providerBreakdown): PayPal records it with the payment. */
  breakdown?: { itemTotalCents: number; discountCents: number; shippingCents: number; shippingDiscountCents: number; taxTotalCents: number };
  currency: "USD";
  /** Where the provider sends the buyer after approval / cancellation. */
  returnUrl: string;
  cancelUrl: string;
  description: string;
}

export interface CreatedPayment {
  paymentId: string;
  approvalUrl: string;
}

/**
 * A capture as PayPal reports it. COMPLETED: the money is ours. PENDING: PayPal captured but holds the money (for
 * review, an eCheck): not paid yet, its webhook or a later look settles it. DECLINED / FAILED: no money moved.
 * REFUNDED: it was captured and has been given back since.
 */
export type CaptureStatus = "COMPLETED" | "PENDING" | "DECLINED" | "REFUNDED";

export interface CaptureResult {
  status: CaptureStatus;
  /** Amount the provider says it captured, in cents: checked against the order total. */
  amountCents: number;
  captureId: string;
  /** The payer the provider charged, when it says so. */
  payerId?: string;
}

/** Where a payment stands at the provider, for the reconciler. */
export type PaymentState =
  /** The buyer has not approved it (or it expired): nothing can be captured. */
  | { status: "NOT_APPROVED" }
  /** Approved and not captured yet: capturing it is what the buyer asked for. */
  | { status: "APPROVED" }
  /** Captured; the capture's own status tells whether the money is ours. */
  | { status: "CAPTURED"; capture: CaptureResult }
  /** Voided, or unknown to the provider: it can never be paid. */
  | { status: "VOID" };

export interface RefundRequest {
  /** The capture being refunded, as CaptureResult.captureId gave it. */
  captureId: string;
  /** Ours: the provider answers a retried refund of the same order with its first answer. */
  orderId: string;
  amountCents: number;
  currency: "USD";
}

export interface RefundResult {
  /** PENDING means the provider has accepted the refund and will settle it (e.g. an eCheck payment). */
  status: "COMPLETED" | "PENDING" | "FAILED";
  refundId: string;
}

/** A webhook delivery as it arrived: the transmission headers PayPal signs, and the parsed event. */
export interface WebhookDelivery {
  headers: Record<string, string | undefined>;
  event: Record<string, unknown>;
}

export interface PaymentProvider {
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Captures an approved payment. Must be idempotent per paymentId: capturing twice charges once. */
  capture(paymentId: string, payerId: string): Promise<CaptureResult>;
  /** Asks the provider where a payment stands (no change at the provider). */
  paymentState(paymentId: string): Promise<PaymentState>;
  /** Gives a captured payment back in full. Must be idempotent per orderId: refunding twice pays back once. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Asks the provider whether a webhook delivery is genuine (PayPal: verify-webhook-signature). */
  verifyWebhook(delivery: WebhookDelivery): Promise<boolean>;
}

/**
 * A provider failure. `moneyMoved: false` means the provider certainly did not act on the request (it refused it);
 * `"unknown"` means it may have (a timeout, a dropped connection, a 5xx): only asking it again can tell.
 */
export class PaymentError extends AppError {
  constructor(
    message: string,
    readonly moneyMoved: false | "unknown",
    /** PayPal's issue code, when it gave one (e.g. INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED). */
    readonly issue?: string,
  ) {
    super("PAYMENT_FAILED", message);
  }
}

export const isPaymentError = (e: unknown): e is PaymentError => e instanceof PaymentError;
