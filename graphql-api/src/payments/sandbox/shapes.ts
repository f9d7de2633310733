// PayPal's Orders v2 and Payments v2 response bodies, built from the offline sandbox's rows.
import type { SandboxPaypalCapture, SandboxPaypalOrder } from "../../generated/prisma/client.js";

export type SandboxOrderRow = SandboxPaypalOrder & { captures: Pick<SandboxPaypalCapture, "id" | "status" | "currency" | "amount" | "createdAt">[] };

export function captureBody(base: string, order: Pick<SandboxPaypalOrder, "id">, capture: Pick<SandboxPaypalCapture, "id" | "status" | "currency" | "amount" | "createdAt">) {
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.status === "PENDING" ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
    amount: { currency_code: capture.currency, value: capture.amount },
    final_capture: true,
    create_time: capture.createdAt.toISOString(),
    supplementary_data: { related_ids: { order_id: order.id } },
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: "self", method: "GET" },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: "refund", method: "POST" },
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "up", method: "GET" },
    ],
  };
}

export function orderBody(base: string, order: SandboxOrderRow) {
  const captured = order.captures.length > 0;
  return {
    id: order.id,
    status: order.status,
    ...(order.payerId ? { payer: { payer_id: order.payerId } } : {}),
    purchase_units: [
      {
        reference_id: order.referenceId,
        description: order.description,
        amount: { currency_code: order.currency, value: order.amount },
        ...(captured ? { payments: { captures: order.captures.map((c) => captureBody(base, order, c)) } } : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
      ...(order.status === "COMPLETED" ? [] : [{ href: `${base}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" }]),
    ],
  };
}
