// An order's money as one pure function: subtotal, the discount shared over its lines, shipping, tax lines and total,
// all integer cents. Every rounding happens here, by one rule (docs/money.md): each amount is computed once on the
// whole order and rounded half up to the cent; where it has to be split (over lines, over tax rates, between goods and
// shipping), the cents are shared by largest remainder, so the parts always add up to the rounded whole.
import { shippingCents as tieredShippingCents } from "../../money.js";

export interface PricedLine {
  key: string;
  unitCents: number;
  quantity: number;
  productId: string;
  category: string;
  brand: string;
}

/** Which lines a discount applies to: every line when all three lists are empty, else a line matching any of them. */
export interface DiscountScope {
  categories: readonly string[];
  brands: readonly string[];
  productIds: readonly string[];
}

export type DiscountRule =
  /** basisPoints: 1 to 10,000 (0.01% to 100%). */
  | { kind: "percentage"; basisPoints: number; scope: DiscountScope }
  | { kind: "fixed"; amountCents: number; scope: DiscountScope }
  | { kind: "freeShipping" };

/**
 * An automatic promotion (no code), already judged active and within its dates by the caller; its minimum is read on
 * the subtotal before discounts, like a code's.
 */
export type PromotionRule = { id: string; name: string; minSubtotalCents: number } & (
  | { kind: "percentage"; basisPoints: number; scope: DiscountScope }
  | { kind: "fixed"; amountCents: number; scope: DiscountScope }
);

/** The spec's tiers (money.ts), or a method's price, free from a subtotal when it says so. */
export type ShippingRule = { kind: "tiered" } | { kind: "flat"; priceCents: number; freeFromCents: number | null };

/** ppm: parts per million (8.875% = 88,750). */
export interface TaxRate {
  name: string;
  ppm: number;
}

export interface TaxRule {
  pricesIncludeTax: boolean;
  rates: readonly TaxRate[];
}

export interface LineBreakdown {
  key: string;
  amountCents: number;
  /** The line's share of the promotions. */
  promotionCents: number;
  /** The line's share of the code's discount. */
  discountCents: number;
}

export interface PromotionLine {
  id: string;
  name: string;
  amountCents: number;
}

export interface Breakdown {
  lines: LineBreakdown[];
  subtotalCents: number;
  /** The automatic promotions that took something off, in the order applied. */
  promotions: PromotionLine[];
  /** Off the goods by promotions (the lines' promotionCents added up). */
  promotionCents: number;
  /** Off the goods by the code, after the promotions (the lines' discountCents added up). */
  discountCents: number;
  /** The shipping method's price for this subtotal, before a free-shipping code. */
  shippingCents: number;
  shippingDiscountCents: number;
  taxLines: (TaxRate & { amountCents: number })[];
  taxCents: number;
  /** True when the tax is part of the prices (shown as "includes"), false when it is added to the total. */
  taxIncluded: boolean;
  totalCents: number;
}

export const PPM = 1_000_000;
const BASIS = 10_000;

/** n / d rounded half up, for non-negative integers: the one rounding rule. */
export function roundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * Shares `total` cents over `weights` in proportion, by largest remainder (ties to the earlier weight): the shares add
 * up to `total` exactly and none exceeds its weight when `total` <= the weights' sum.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((e, i) => Math.min(Math.floor(e), weights[i]!));
  let left = total - shares.reduce((a, s) => a + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0 && k < order.length * 2; k++) {
    const { i } = order[k % order.length]!;
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

export const matchesScope = (line: Pick<PricedLine, "productId" | "category" | "brand">, scope: DiscountScope) =>
  (scope.categories.length === 0 && scope.brands.length === 0 && scope.productIds.length === 0) ||
  scope.categories.includes(line.category) ||
  scope.brands.includes(line.brand) ||
  scope.productIds.includes(line.productId);

export function shippingFor(rule: ShippingRule, subtotalCents: number): number {
  if (rule.kind === "tiered") return tieredShippingCents(subtotalCents);
  if (subtotalCents <= 0) return 0;
  return rule.freeFromCents !== null && subtotalCents >= rule.freeFromCents ? 0 : rule.priceCents;
}

type AmountOff = { kind: "percentage"; basisPoints: number; scope: DiscountScope } | { kind: "fixed"; amountCents: number; scope: DiscountScope };

/** What `off` takes from each line's `remaining` amount: computed on the matching lines' whole, shared by allocate. */
function takeOff(lines: readonly PricedLine[], remaining: readonly number[], off: AmountOff): number[] {
  const eligible = lines.map((l, i) => (matchesScope(l, off.scope) ? remaining[i]! : 0));
  const eligibleCents = eligible.reduce((a, b) => a + b, 0);
  const cents = off.kind === "percentage" ? roundHalfUp(eligibleCents * Math.min(off.basisPoints, BASIS), BASIS) : Math.min(off.amountCents, eligibleCents);
  return allocate(cents, eligible);
}

/**
 * The whole money of an order. Thresholds (free shipping, a code's or a promotion's minimum) are read on the subtotal
 * before discounts. The promotions come first, one after the other, each on what the earlier ones left of its lines;
 * the code then applies to what the promotions left (docs/money.md), so a line never loses more than its amount.
 */
export function priceOrder(input: {
  lines: readonly PricedLine[];
  promotions?: readonly PromotionRule[];
  discount?: DiscountRule | null;
  shipping: ShippingRule;
  tax: TaxRule;
}): Breakdown {
  const amounts = input.lines.map((l) => l.unitCents * l.quantity);
  const subtotalCents = amounts.reduce((a, b) => a + b, 0);
  const remaining = [...amounts];
  const linePromotions = amounts.map(() => 0);
  const promotions: PromotionLine[] = [];
  for (const p of input.promotions ?? []) {
    if (subtotalCents < p.minSubtotalCents) continue;
    const shares = takeOff(input.lines, remaining, p);
    const amountCents = shares.reduce((a, b) => a + b, 0);
    if (amountCents <= 0) continue;
    shares.forEach((c, i) => {
      remaining[i]! -= c;
      linePromotions[i]! += c;
    });
    promotions.push({ id: p.id, name: p.name, amountCents });
  }
  const promotionCents = promotions.reduce((a, p) => a + p.amountCents, 0);
  const d = input.discount ?? null;
  const lineDiscounts = d && d.kind !== "freeShipping" ? takeOff(input.lines, remaining, d) : amounts.map(() => 0);
  const discountCents = lineDiscounts.reduce((a, b) => a + b, 0);
  const shippingCents = shippingFor(input.shipping, subtotalCents);
  const shippingDiscountCents = d?.kind === "freeShipping" ? shippingCents : 0;
  const taxable = subtotalCents - promotionCents - discountCents + shippingCents - shippingDiscountCents;
  const { taxLines, taxCents } = taxOn(taxable, input.tax);
  return {
    lines: input.lines.map((l, i) => ({ key: l.key, amountCents: amounts[i]!, promotionCents: linePromotions[i]!, discountCents: lineDiscounts[i]! })),
    subtotalCents,
    promotions,
    promotionCents,
    discountCents,
    shippingCents,
    shippingDiscountCents,
    taxLines,
    taxCents,
    taxIncluded: input.tax.pricesIncludeTax,
    totalCents: taxable + (input.tax.pricesIncludeTax ? 0 : taxCents),
  };
}

/** Tax on the amount charged (goods after discounts, plus shipping): added to it, or the part of it that is tax. */
function taxOn(amountCents: number, tax: TaxRule) {
  const rates = tax.rates.filter((r) => r.ppm > 0);
  let amounts: number[];
  if (tax.pricesIncludeTax) {
    const ppm = rates.reduce((a, r) => a + r.ppm, 0);
    amounts = allocate(roundHalfUp(amountCents * ppm, PPM + ppm), rates.map((r) => r.ppm));
  } else {
    // One rounding per rate: each rate is its own line on the invoice and in PayPal's records.
    amounts = rates.map((r) => roundHalfUp(amountCents * r.ppm, PPM));
  }
  const taxLines = rates.map((r, i) => ({ name: r.name, ppm: r.ppm, amountCents: amounts[i]! }));
  return { taxLines, taxCents: amounts.reduce((a, b) => a + b, 0) };
}

/**
 * What one unit of a product costs after the promotions (no code, no shipping, no tax): the price its card shows, by
 * the same function and rounding as the cart, for a cart of just that unit.
 */
export function promotedUnitPrice(line: Omit<PricedLine, "key" | "quantity">, promotions: readonly PromotionRule[]) {
  const b = priceOrder({ lines: [{ ...line, key: "card", quantity: 1 }], promotions, shipping: { kind: "flat", priceCents: 0, freeFromCents: null }, tax: { pricesIncludeTax: false, rates: [] } });
  return { priceCents: line.unitCents - b.promotionCents, promotions: b.promotions };
}

/**
 * The breakdown as PayPal records it: item_total + tax_total + shipping - discount - shipping_discount = total, each
 * part non-negative. When prices include tax, the tax is taken out of the goods and the shipping (shared by largest
 * remainder), so PayPal's tax_total is the tax the order carries either way.
 */
export function providerBreakdown(b: Breakdown) {
  let itemTotalCents = b.subtotalCents;
  let shippingCents = b.shippingCents;
  if (b.taxIncluded) {
    const [goodsTax, shippingTax] = allocate(b.taxCents, [b.subtotalCents - b.promotionCents - b.discountCents, b.shippingCents - b.shippingDiscountCents]);
    itemTotalCents -= goodsTax!;
    shippingCents -= shippingTax!;
  }
  // PayPal has one discount: the promotions' and the code's together.
  return { itemTotalCents, discountCents: b.promotionCents + b.discountCents, shippingCents, shippingDiscountCents: b.shippingDiscountCents, taxTotalCents: b.taxCents };
}
