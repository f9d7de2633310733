import type { OrderStatus } from "../../gql/graphql";

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
