// The order lifecycle, declared once: which status and payment moves exist and who may make them. Every path that
// changes an order (GraphQL, REST, the admin UI, the payment sagas, PayPal's webhooks, the reconciler) goes through
// moveOrder (order-moves.ts), which refuses any move not listed here; or, for the capture's hot moves, through one
// statement built from these same tables (order-claim.ts, order-settle.ts).
import type { OrderStatus, PaymentStatus } from "../shared-enums.js";

/** Who may make a status move: an admin's status change, or the payment flow (capture, refund, PayPal's events). */
export type Via = "admin" | "payment";

export const STATUS_MOVES: Record<OrderStatus, Partial<Record<OrderStatus, readonly Via[]>>> = {
  // Confirmed only by a successful payment, never by hand.
  pending: { confirmed: ["payment"], rejected: ["admin", "payment"] },
  confirmed: { inProcess: ["admin"], inShipping: ["admin"], rejected: ["admin", "payment"] },
  inProcess: { inShipping: ["admin"], rejected: ["admin", "payment"] },
  inShipping: { delivered: ["admin"] },
  // Final: a refunded order stays rejected.
  delivered: {},
  rejected: {},
};

export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  // failed: the stock ran out before PayPal was asked.
  pending: ["capturing", "failed"],
  // pending again when PayPal refused in a way the shopper can fix (approve again, another card).
  capturing: ["paid", "held", "pending", "failed", "refunded"],
  held: ["paid", "failed", "refunded"],
  // refunded directly when the refund was made in PayPal's dashboard.
  paid: ["refunding", "refunded"],
  // paid again when PayPal refused the refund.
  refunding: ["refunded", "paid"],
  // refunded only for a hold an admin cancelled whose payment PayPal cleared afterwards: the shop gives it back.
  failed: ["refunded"],
  refunded: [],
};

/** PayPal has the payment in hand (capturing, or holding it for review): cancelling waits for its answer. */
export const PAYMENT_IN_FLIGHT: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(["capturing", "held"]);

/** The order holds its items' stock exactly while its payment is in one of these. */
export const HOLDS_STOCK: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>(["capturing", "held", "paid", "refunding"]);

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending payment",
  confirmed: "Confirmed",
  inProcess: "Processing",
  inShipping: "On the Way",
  delivered: "Delivered",
  rejected: "Cancelled",
};

/** The statuses an admin may set next (what the admin's status control offers). */
export const adminNextStatuses = (status: OrderStatus): OrderStatus[] =>
  (Object.entries(STATUS_MOVES[status]) as [OrderStatus, readonly Via[]][]).filter(([, via]) => via.includes("admin")).map(([to]) => to);

/** "This order is Pending payment; it can only be Cancelled." */
export function illegalMoveMessage(from: OrderStatus): string {
  const next = adminNextStatuses(from).map((s) => STATUS_LABELS[s]);
  const label = STATUS_LABELS[from];
  if (next.length === 0) return `This order is ${label}; its status can no longer change.`;
  if (next.length === 1) return `This order is ${label}; it can only be ${next[0]}.`;
  return `This order is ${label}; it can only be ${next.slice(0, -1).join(", ")} or ${next.at(-1)}.`;
}
