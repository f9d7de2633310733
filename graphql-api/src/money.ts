// Money rules: prices are integer cents, converted from dollars only with checks (whole cents, in range), and the
// shipping charge by subtotal.
import { badInput } from "./errors.js";

/** The highest price a product can have: 1,000,000.00. */
export const MAX_PRICE_CENTS = 100_000_000;

/** Dollars from integer cents: only for the legacy shapes that show dollars (the REST facade, deprecated GraphQL fields). */
export const toDollars = (cents: number) => cents / 100;

/** Integer cents from a dollar amount; rejects amounts that are not whole cents or out of range. */
export function toCents(dollars: number, field: string): number {
  if (typeof dollars !== "number" || !Number.isFinite(dollars)) throw badInput(`${field} must be a number.`);
  if (dollars < 0) throw badInput(`${field} cannot be negative.`);
  const cents = Math.round(dollars * 100);
  if (Math.abs(cents - dollars * 100) > 1e-6) throw badInput(`${field} can have at most 2 decimals.`);
  if (cents > MAX_PRICE_CENTS) throw badInput(`${field} is too large (maximum 1,000,000).`);
  return cents;
}


/** Shipping on the subtotal: 5 under 1000, 2.50 from 1000 to under 2000, free from 2000. */
export function shippingCents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  if (subtotalCents < 100_000) return 500;
  if (subtotalCents < 200_000) return 250;
  return 0;
}
