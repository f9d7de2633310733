import type { OrderActor, OrderStatus, PaymentStatus } from "../../gql/graphql";

export const ORDER_STATUSES: OrderStatus[] = ["pending", "confirmed", "inProcess", "inShipping", "delivered", "rejected"];

const LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  inProcess: "Processing",
  inShipping: "On the Way",
  delivered: "Delivered",
  rejected: "Cancelled",
};

/** An unknown value (a newer server) is shown as it is rather than blank. */
export const orderStatusLabel = (status: OrderStatus | (string & {})) => LABELS[status as OrderStatus] ?? status;

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: "Not paid",
  // Capturing: PayPal has not answered yet; held: PayPal is reviewing it. Either way no success is claimed.
  capturing: "Payment pending",
  held: "Payment pending",
  paid: "Paid",
  failed: "Payment failed",
  refunding: "Refund in progress",
  refunded: "Refunded",
};

export const paymentStatusLabel = (status: PaymentStatus | (string & {})) => PAYMENT_LABELS[status as PaymentStatus] ?? status;

const ACTOR_LABELS: Record<OrderActor, string> = { admin: "an admin", shopper: "the shopper", paypal: "PayPal", system: "the shop" };

export const orderActorLabel = (actor: OrderActor | (string & {})) => ACTOR_LABELS[actor as OrderActor] ?? actor;

export interface BadgeColors {
  bg: string;
  color: string;
}

const BLACK: BadgeColors = { bg: "black", color: "white" };

/** SPEC section 4, list badges: red rejected, green delivered, yellow in process / on the way, black otherwise. */
export function listStatusColors(status: OrderStatus | (string & {})): BadgeColors {
  switch (status) {
    case "rejected":
      return { bg: "red.600", color: "white" };
    case "delivered":
      return { bg: "green.600", color: "white" };
    case "inProcess":
    case "inShipping":
      // Black text: white on yellow is too faint to read.
      return { bg: "yellow.500", color: "black" };
    default:
      return BLACK;
  }
}

/** SPEC section 4, detail dialog: green confirmed, red rejected, emerald delivered, black otherwise. */
export function detailStatusColors(status: OrderStatus | (string & {})): BadgeColors {
  switch (status) {
    case "confirmed":
      return { bg: "green.600", color: "white" };
    case "rejected":
      return { bg: "red.600", color: "white" };
    case "delivered":
      // Chakra has no emerald palette; this is Tailwind's emerald-600.
      return { bg: "#059669", color: "white" };
    default:
      return BLACK;
  }
}
