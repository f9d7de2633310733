// The promotion form's text fields and the input the API takes: percentages typed as "20" (basis points 2,000),
// amounts in dollars, lists comma-separated, dates from datetime-local fields. No money is computed here.
import { centsToDollarText, parseDollarsToCents } from "../../components/common/format";
import type { PromotionsQuery } from "../../gql/graphql";

export type PromotionRow = PromotionsQuery["promotions"][number];
export type PromotionKindText = "percentage" | "fixed";

export interface PromotionDraft {
  name: string;
  kind: PromotionKindText;
  percent: string;
  amount: string;
  categories: string;
  brands: string;
  productIds: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
}

export const EMPTY_DRAFT: PromotionDraft = { name: "", kind: "percentage", percent: "", amount: "", categories: "", brands: "", productIds: "", minSubtotal: "", startsAt: "", endsAt: "" };

const list = (text: string) => text.split(",").map((s) => s.trim()).filter(Boolean);
const localInput = (iso: string | null | undefined) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : "");

export function draftOf(p: PromotionRow): PromotionDraft {
  return {
    name: p.name,
    kind: p.kind === "fixed" ? "fixed" : "percentage",
    percent: p.kind === "percentage" ? String(p.basisPoints / 100) : "",
    amount: p.kind === "fixed" ? centsToDollarText(p.amountCents) : "",
    categories: p.categories.join(", "),
    brands: p.brands.join(", "),
    productIds: p.productIds.join(", "),
    minSubtotal: p.minSubtotalCents ? centsToDollarText(p.minSubtotalCents) : "",
    startsAt: localInput(p.startsAt as string | null),
    endsAt: localInput(p.endsAt as string | null),
  };
}

/** The API's input, or the first field that cannot be read. */
export function inputOf(d: PromotionDraft): { input: Record<string, unknown> } | { error: string } {
  const input: Record<string, unknown> = {
    name: d.name.trim(),
    kind: d.kind,
    categories: list(d.categories),
    brands: list(d.brands),
    productIds: list(d.productIds),
    startsAt: d.startsAt ? new Date(d.startsAt).toISOString() : null,
    endsAt: d.endsAt ? new Date(d.endsAt).toISOString() : null,
  };
  if (d.kind === "percentage") {
    const bp = Math.round(Number(d.percent) * 100);
    if (!d.percent.trim() || !Number.isFinite(bp)) return { error: "Enter the percentage off, e.g. 20." };
    input.basisPoints = bp;
  } else {
    const cents = parseDollarsToCents(d.amount);
    if (cents === null) return { error: "Enter the amount off in dollars, e.g. 10.00." };
    input.amountCents = cents;
  }
  const min = d.minSubtotal.trim() ? parseDollarsToCents(d.minSubtotal) : 0;
  if (min === null) return { error: "Enter the minimum subtotal in dollars, or leave it empty." };
  input.minSubtotalCents = min;
  return { input };
}

/** "20% off" / "$10.00 off", and where: "footwear, nike, 2 products" or "everything". */
export function describePromotion(p: PromotionRow, money: (cents: number) => string): string {
  const off = p.kind === "percentage" ? `${p.basisPoints / 100}% off` : `${money(p.amountCents)} off`;
  const products = p.productIds.length === 1 ? "1 product" : p.productIds.length ? `${p.productIds.length} products` : null;
  const targets = [...p.categories, ...p.brands, ...(products ? [products] : [])];
  return `${off} ${targets.length ? targets.join(", ") : "everything"}${p.minSubtotalCents ? `, from ${money(p.minSubtotalCents)}` : ""}`;
}
