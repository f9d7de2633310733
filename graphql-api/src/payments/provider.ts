/** What the order service needs from a payment provider; PayPal (real or the built-in sandbox) implements it. */
export interface PaymentRequest {
  orderId: string;
  totalCents: number;
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

export interface CaptureResult {
  status: "COMPLETED" | "DECLINED";
  /** Amount the provider says it captured, in cents: checked against the order total. */
  amountCents: number;
  captureId: string;
  /** The payer the provider charged, when it says so. */
  payerId?: string;
}

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

export interface PaymentProvider {
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Captures an approved payment. Must be idempotent per paymentId: capturing twice charges once. */
  capture(paymentId: string, payerId: string): Promise<CaptureResult>;
  /** Gives a captured payment back in full. Must be idempotent per orderId: refunding twice pays back once. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
