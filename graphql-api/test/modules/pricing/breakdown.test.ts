import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocate, priceOrder, promotedUnitPrice, providerBreakdown, type DiscountRule, type PricedLine, type PromotionRule, type ShippingRule, type TaxRule } from "../../../src/modules/pricing/breakdown.js";

const NO_TAX: TaxRule = { pricesIncludeTax: false, rates: [] };
const ALL = { categories: [], brands: [], productIds: [] };
const line = (key: string, unitCents: number, quantity = 1, extra: Partial<PricedLine> = {}): PricedLine => ({
  key, unitCents, quantity, productId: key, category: "men", brand: "nike", ...extra,
});

describe("priceOrder", () => {
  it("without code, method or tax it is the spec's rule: subtotal plus tiered shipping", () => {
    const b = priceOrder({ lines: [line("a", 40_000, 2)], shipping: { kind: "tiered" }, tax: NO_TAX });
    expect(b).toMatchObject({ subtotalCents: 80_000, discountCents: 0, shippingCents: 500, taxCents: 0, totalCents: 80_500 });
    expect(priceOrder({ lines: [line("a", 150_000)], shipping: { kind: "tiered" }, tax: NO_TAX }).shippingCents).toBe(250);
    expect(priceOrder({ lines: [line("a", 200_000)], shipping: { kind: "tiered" }, tax: NO_TAX }).shippingCents).toBe(0);
  });

  it("10% off the order is rounded once, half up, and shared over the lines so they add up", () => {
    const b = priceOrder({
      lines: [line("a", 333), line("b", 333), line("c", 339)],
      discount: { kind: "percentage", basisPoints: 1000, scope: ALL },
      shipping: { kind: "flat", priceCents: 0, freeFromCents: null },
      tax: NO_TAX,
    });
    // 10% of 10.05 = 1.005 -> 1.01
    expect(b.discountCents).toBe(101);
    expect(b.lines.map((l) => l.discountCents).reduce((a, c) => a + c)).toBe(101);
    expect(b.totalCents).toBe(1005 - 101);
  });

  it("a code on a brand only touches that brand's lines; a fixed amount stops at what they cost", () => {
    const b = priceOrder({
      lines: [line("shoe", 5_000, 1, { brand: "adidas" }), line("tee", 2_000)],
      discount: { kind: "fixed", amountCents: 9_000, scope: { categories: [], brands: ["adidas"], productIds: [] } },
      shipping: { kind: "flat", priceCents: 900, freeFromCents: 10_000 },
      tax: NO_TAX,
    });
    expect(b.lines).toEqual([
      { key: "shoe", amountCents: 5_000, promotionCents: 0, discountCents: 5_000 },
      { key: "tee", amountCents: 2_000, promotionCents: 0, discountCents: 0 },
    ]);
    expect(b.totalCents).toBe(2_000 + 900);
  });

  it("free shipping waives the method's price; the method's own threshold reads the subtotal", () => {
    const express: ShippingRule = { kind: "flat", priceCents: 1_500, freeFromCents: 10_000 };
    const b = priceOrder({ lines: [line("a", 4_000)], discount: { kind: "freeShipping" }, shipping: express, tax: NO_TAX });
    expect(b).toMatchObject({ shippingCents: 1_500, shippingDiscountCents: 1_500, totalCents: 4_000 });
    expect(priceOrder({ lines: [line("a", 10_000)], shipping: express, tax: NO_TAX }).shippingCents).toBe(0);
  });

  it("tax added on top: one line per rate on goods after discount plus shipping", () => {
    const b = priceOrder({
      lines: [line("a", 10_000)],
      discount: { kind: "percentage", basisPoints: 1000, scope: ALL },
      shipping: { kind: "flat", priceCents: 500, freeFromCents: null },
      tax: { pricesIncludeTax: false, rates: [{ name: "CA", ppm: 60_000 }, { name: "LA", ppm: 35_000 }] },
    });
    // taxable 9,500: 6% = 570, 3.5% = 332.5 -> 333
    expect(b.taxLines.map((t) => t.amountCents)).toEqual([570, 333]);
    expect(b.totalCents).toBe(9_500 + 903);
  });

  it("prices including 20% VAT: the total is what the prices say, the tax is the part of it that is VAT", () => {
    const b = priceOrder({ lines: [line("a", 12_000)], shipping: { kind: "flat", priceCents: 0, freeFromCents: null }, tax: { pricesIncludeTax: true, rates: [{ name: "VAT", ppm: 200_000 }] } });
    expect(b).toMatchObject({ taxCents: 2_000, taxIncluded: true, totalCents: 12_000 });
  });
});

describe("priceOrder with automatic promotions", () => {
  const FREE: ShippingRule = { kind: "flat", priceCents: 0, freeFromCents: null };
  const footwear20: PromotionRule = { id: "p1", name: "20% off footwear", minSubtotalCents: 0, kind: "percentage", basisPoints: 2000, scope: { categories: ["footwear"], brands: [], productIds: [] } };

  it("promotions come first; the code applies to what they left", () => {
    const b = priceOrder({
      lines: [line("shoe", 10_000, 1, { category: "footwear" }), line("tee", 2_000)],
      promotions: [footwear20],
      discount: { kind: "percentage", basisPoints: 1000, scope: ALL },
      shipping: FREE,
      tax: NO_TAX,
    });
    // shoe 100.00 - 20.00 = 80.00; the code: 10% of 80.00 + 20.00 = 10.00
    expect(b.promotions).toEqual([{ id: "p1", name: "20% off footwear", amountCents: 2_000 }]);
    expect(b.lines).toEqual([
      { key: "shoe", amountCents: 10_000, promotionCents: 2_000, discountCents: 800 },
      { key: "tee", amountCents: 2_000, promotionCents: 0, discountCents: 200 },
    ]);
    expect(b.totalCents).toBe(12_000 - 2_000 - 1_000);
  });

  it("a promotion's minimum reads the subtotal before discounts; a fixed one stops at what its lines have left", () => {
    const fixed: PromotionRule = { id: "p2", name: "$50 off", minSubtotalCents: 5_000, kind: "fixed", amountCents: 5_000, scope: ALL };
    expect(priceOrder({ lines: [line("a", 4_999)], promotions: [fixed], shipping: FREE, tax: NO_TAX }).promotionCents).toBe(0);
    const b = priceOrder({ lines: [line("a", 6_000, 1, { category: "footwear" })], promotions: [footwear20, fixed], shipping: FREE, tax: NO_TAX });
    expect(b.promotions.map((p) => p.amountCents)).toEqual([1_200, 4_800]);
    expect(b.totalCents).toBe(0);
  });

  it("a card's price is one unit priced the same way", () => {
    expect(promotedUnitPrice({ unitCents: 9_999, productId: "x", category: "footwear", brand: "nike" }, [footwear20]).priceCents).toBe(9_999 - 2_000);
    expect(promotedUnitPrice({ unitCents: 9_999, productId: "x", category: "men", brand: "nike" }, [footwear20])).toEqual({ priceCents: 9_999, promotions: [] });
  });
});

const lineArb = fc.record({
  unitCents: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  category: fc.constantFrom("men", "women", "footwear"),
  brand: fc.constantFrom("nike", "adidas"),
  productId: fc.constantFrom("p1", "p2", "p3"),
});
const scopeArb = fc.record({
  categories: fc.subarray(["men", "women", "footwear"]),
  brands: fc.subarray(["nike", "adidas"]),
  productIds: fc.subarray(["p1", "p2", "p3"]),
});
const discountArb: fc.Arbitrary<DiscountRule | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant("percentage" as const), basisPoints: fc.integer({ min: 1, max: 10_000 }), scope: scopeArb }),
  fc.record({ kind: fc.constant("fixed" as const), amountCents: fc.integer({ min: 1, max: 10_000_000 }), scope: scopeArb }),
  fc.constant({ kind: "freeShipping" as const }),
);
const promotionArb: fc.Arbitrary<PromotionRule> = fc.oneof(
  fc.record({ id: fc.constant("p"), name: fc.constant("P"), minSubtotalCents: fc.integer({ min: 0, max: 200_000 }), kind: fc.constant("percentage" as const), basisPoints: fc.integer({ min: 1, max: 10_000 }), scope: scopeArb }),
  fc.record({ id: fc.constant("p"), name: fc.constant("P"), minSubtotalCents: fc.integer({ min: 0, max: 200_000 }), kind: fc.constant("fixed" as const), amountCents: fc.integer({ min: 1, max: 10_000_000 }), scope: scopeArb }),
);
const shippingArb: fc.Arbitrary<ShippingRule> = fc.oneof(
  fc.constant({ kind: "tiered" as const }),
  fc.record({ kind: fc.constant("flat" as const), priceCents: fc.integer({ min: 0, max: 50_000 }), freeFromCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })) }),
);
const taxArb: fc.Arbitrary<TaxRule> = fc.record({
  pricesIncludeTax: fc.boolean(),
  rates: fc.array(fc.record({ name: fc.constantFrom("state", "county", "VAT"), ppm: fc.integer({ min: 0, max: 300_000 }) }), { maxLength: 3 }),
});

describe("priceOrder, any cart, promotions, code, method and rate", () => {
  it("the total is the sum of its parts, never negative, and no line is discounted beyond its price", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.array(promotionArb, { maxLength: 3 }), discountArb, shippingArb, taxArb, (raw, promotions, discount, shipping, tax) => {
        const lines = raw.map((l, i) => ({ ...l, key: String(i) }));
        const b = priceOrder({ lines, promotions, discount, shipping, tax });
        const added = tax.pricesIncludeTax ? 0 : b.taxCents;
        expect(b.totalCents).toBe(b.subtotalCents - b.promotionCents - b.discountCents + b.shippingCents - b.shippingDiscountCents + added);
        expect(b.totalCents).toBeGreaterThanOrEqual(0);
        expect(b.lines.reduce((a, l) => a + l.amountCents, 0)).toBe(b.subtotalCents);
        expect(b.lines.reduce((a, l) => a + l.discountCents, 0)).toBe(b.discountCents);
        expect(b.lines.reduce((a, l) => a + l.promotionCents, 0)).toBe(b.promotionCents);
        expect(b.promotions.reduce((a, p) => a + p.amountCents, 0)).toBe(b.promotionCents);
        for (const l of b.lines) {
          expect(Math.min(l.discountCents, l.promotionCents)).toBeGreaterThanOrEqual(0);
          expect(l.promotionCents + l.discountCents).toBeLessThanOrEqual(l.amountCents);
        }
        expect(b.shippingDiscountCents).toBeLessThanOrEqual(b.shippingCents);
        expect(b.taxLines.reduce((a, t) => a + t.amountCents, 0)).toBe(b.taxCents);
        if (tax.pricesIncludeTax) expect(b.taxCents).toBeLessThanOrEqual(b.totalCents);
        for (const v of Object.values(b)) if (typeof v === "number") expect(Number.isInteger(v)).toBe(true);
        // PayPal's breakdown adds up to the same total, every part non-negative.
        const p = providerBreakdown(b);
        expect(p.itemTotalCents + p.taxTotalCents + p.shippingCents - p.discountCents - p.shippingDiscountCents).toBe(b.totalCents);
        expect(Math.min(...Object.values(p), p.itemTotalCents - p.discountCents, p.shippingCents - p.shippingDiscountCents)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it("allocate shares exactly and never gives a part more than its weight", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 1_000_000 }), (weights, t) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        const total = Math.min(t, sum);
        const shares = allocate(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]!));
      }),
    );
  });
});
