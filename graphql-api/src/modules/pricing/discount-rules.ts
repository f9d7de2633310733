// Whether a discount code applies to a cart, with the exact reason shown to the shopper when it does not, and the
// shape an admin's code is stored in. Pure: the service reads the code, the cart and the shopper's past orders.
import type { DiscountRule, DiscountScope, PricedLine } from "./breakdown.js";
import { matchesScope } from "./breakdown.js";

export interface CodeRow {
  id: string;
  code: string;
  kind: "percentage" | "fixed" | "freeShipping";
  basisPoints: number;
  amountCents: number;
  categories: string[];
  brands: string[];
  productIds: string[];
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  perCustomer: number | null;
  firstOrderOnly: boolean;
  active: boolean;
  usedCount: number;
}

export const CODE_MESSAGES = {
  unknown: "We don't recognise this code. Please check it and try again.",
  inactive: "This code is no longer active.",
  notStarted: "This code is not active yet.",
  expired: "This code has expired.",
  usedUp: "This code has been used up.",
  perCustomer: "You have already used this code.",
  firstOrder: "This code is for a first order only.",
  nothingMatches: "This code does not apply to anything in your cart.",
  minSubtotal: (cents: number) => `Spend ${formatDollars(cents)} or more to use this code.`,
} as const;

/** "$1,234.50": how the shop shows money (SPEC: "$" and 2 decimals). */
export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the code's matching is read on: upper-cased, trimmed. Codes are unique in this form. */
export const codeKey = (code: string) => code.trim().toUpperCase();

export const scopeOf = (c: Pick<CodeRow, "categories" | "brands" | "productIds">): DiscountScope => ({
  categories: c.categories,
  brands: c.brands,
  productIds: c.productIds,
});

export function ruleOf(c: CodeRow): DiscountRule {
  if (c.kind === "freeShipping") return { kind: "freeShipping" };
  if (c.kind === "percentage") return { kind: "percentage", basisPoints: c.basisPoints, scope: scopeOf(c) };
  return { kind: "fixed", amountCents: c.amountCents, scope: scopeOf(c) };
}

/** What the shopper's history says: uses of this code by orders holding it, and whether any order was ever paid. */
export interface ShopperHistory {
  usesOfCode: number;
  hasOrdered: boolean;
}

/**
 * Why `c` does not apply to these lines now, or null when it does. The uses left are checked again when the order's
 * payment takes its stock (code-uses.ts); dates, activity and the minimum are judged at checkout.
 */
export function refusal(c: CodeRow, lines: readonly PricedLine[], now: Date, history: ShopperHistory | null): string | null {
  if (!c.active) return CODE_MESSAGES.inactive;
  if (c.startsAt && now < c.startsAt) return CODE_MESSAGES.notStarted;
  if (c.endsAt && now >= c.endsAt) return CODE_MESSAGES.expired;
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return CODE_MESSAGES.usedUp;
  if (history && c.perCustomer !== null && history.usesOfCode >= c.perCustomer) return CODE_MESSAGES.perCustomer;
  if (history && c.firstOrderOnly && history.hasOrdered) return CODE_MESSAGES.firstOrder;
  const subtotal = lines.reduce((a, l) => a + l.unitCents * l.quantity, 0);
  if (subtotal < c.minSubtotalCents) return CODE_MESSAGES.minSubtotal(c.minSubtotalCents);
  if (c.kind !== "freeShipping" && !lines.some((l) => matchesScope(l, scopeOf(c)))) return CODE_MESSAGES.nothingMatches;
  return null;
}
