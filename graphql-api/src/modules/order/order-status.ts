// Reading an order status as clients spell it ("Processing", "in_process", "cancelled", ...) into the canonical one.
import { badInput } from "../../errors.js";
import { OrderStatus } from "../shared-enums.js";

/** Every spelling the spec and legacy clients use, keyed by lowercase without spaces, underscores or dashes. */
const SPELLINGS: Record<string, OrderStatus> = {
  pending: OrderStatus.pending,
  confirmed: OrderStatus.confirmed,
  inprocess: OrderStatus.inProcess,
  processing: OrderStatus.inProcess,
  inshipping: OrderStatus.inShipping,
  shipped: OrderStatus.inShipping,
  ontheway: OrderStatus.inShipping,
  delivered: OrderStatus.delivered,
  rejected: OrderStatus.rejected,
  cancelled: OrderStatus.rejected,
  canceled: OrderStatus.rejected,
};

/** The canonical status for any accepted spelling ("Confirmed", "in process", "in_process", ...). */
export function parseOrderStatus(input: unknown): OrderStatus {
  const key = typeof input === "string" ? input.trim().toLowerCase().replace(/[\s_-]+/g, "") : "";
  const status = Object.hasOwn(SPELLINGS, key) ? SPELLINGS[key] : undefined;
  if (!status) throw badInput("Invalid order status. Use one of: pending, confirmed, inProcess, inShipping, delivered, rejected");
  return status;
}
