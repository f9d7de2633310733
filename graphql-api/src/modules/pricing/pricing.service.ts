// What a checkout costs: the cart's lines, the shopper's discount code, the shipping method picked and the tax of the
// delivery address, priced by breakdown.ts. Used by the checkout quote, the cart's code and the order itself, so the
// shopper is charged what they were shown.
import type { ServiceDeps } from "../../service-deps.js";
import type { Prisma as P } from "../../generated/prisma/client.js";
import { badInput, notFound } from "../../errors.js";
import { isUuid } from "../../ids.js";
import { sharedLimiter, TooManyRequestsError } from "../../auth/rate-limit.js";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { unitPriceCents } from "../product/variants.js";
import { priceOrder, type Breakdown, type PricedLine, type ShippingRule, type TaxRule } from "./breakdown.js";
import { CODE_MESSAGES, codeKey, refusal, ruleOf, type CodeRow } from "./discount-rules.js";
import { hasOrdered, usesByShopper } from "./code-uses.js";
import { activePromotions, promotionsForRequest } from "./promotions.js";
import { promotedUnitPrice } from "./breakdown.js";

/** Unknown codes a shopper (and a client address) may try per window before every code is refused for a while. */
export const CODE_GUESSES = 10;
const CODE_GUESS_WINDOW_SECONDS = 15 * 60;
const MAX_CODE_LENGTH = 40;

type Db = Pick<P.TransactionClient, "shippingMethod" | "shopSetting" | "taxRate" | "discountCode" | "promotion" | "$queryRaw">;

export interface CartLineRow {
  quantity: number;
  product: { id: string; title: string; category: string; brand: string; effectivePriceCents: number };
  variant: { id: string; priceCents: number | null };
}

export interface Place {
  country: string | null;
  region: string | null;
}

export interface Priced {
  breakdown: Breakdown;
  /** The code, when it applies (it is in the breakdown). */
  code: CodeRow | null;
  /** Why the code asked for does not apply (the breakdown is then without it). */
  codeMessage: string | null;
  method: { id: string; name: string };
  place: { country: string; region: string };
}

export interface PriceRequest {
  userId: string;
  ip: string;
  lines: readonly CartLineRow[];
  place: Place | null;
  shippingMethodId?: string | null;
  code?: string | null;
}

export const toPricedLines = (lines: readonly CartLineRow[]): PricedLine[] =>
  lines.map((l) => ({
    key: l.variant.id,
    unitCents: unitPriceCents(l.variant, l.product),
    quantity: l.quantity,
    productId: l.product.id,
    category: l.product.category,
    brand: l.product.brand,
  }));

export class PricingService {
  private readonly guesses: RateLimiterAbstract;

  constructor(private readonly deps: ServiceDeps) {
    this.guesses = sharedLimiter(deps.redis ?? null, "discount-code-guess", CODE_GUESSES, CODE_GUESS_WINDOW_SECONDS);
  }

  /** Prices the lines with the promotions active now; a code that does not apply is left out, with its reason in codeMessage. */
  async price(req: PriceRequest, db: Db = this.deps.prisma): Promise<Priced> {
    const lines = toPricedLines(req.lines);
    const [method, tax, promotions, found] = await Promise.all([
      this.method(db, req.shippingMethodId ?? null),
      this.tax(db, req.place),
      activePromotions(db),
      req.code ? this.findCode(db, req.code, req.userId, req.ip) : null,
    ]);
    let code: CodeRow | null = null;
    let codeMessage: string | null = null;
    if (typeof found === "string") codeMessage = found;
    else if (found) {
      const history = { usesOfCode: await usesByShopper(db, req.userId, found.id), hasOrdered: await hasOrdered(db, req.userId, null) };
      codeMessage = refusal(found, lines, new Date(), history);
      if (!codeMessage) code = found;
    }
    const breakdown = priceOrder({ lines, promotions, discount: code ? ruleOf(code) : null, shipping: method.rule, tax: tax.rule });
    return { breakdown, code, codeMessage, method: { id: method.id, name: method.name }, place: tax.place };
  }

  /**
   * What a product card shows of the promotions: one unit (the product's price, the sale price when on sale) priced by
   * priceOrder with the promotions active now; null when none takes anything off. `request` keys one read per request.
   */
  async cardPromotion(request: object, p: { id: string; category: string; brand: string; priceCents: number; salePriceCents: number }) {
    const promotions = await promotionsForRequest(request, this.deps.prisma);
    if (promotions.length === 0) return null;
    const wasCents = p.salePriceCents > 0 ? p.salePriceCents : p.priceCents;
    const promoted = promotedUnitPrice({ unitCents: wasCents, productId: p.id, category: p.category, brand: p.brand }, promotions);
    if (promoted.priceCents >= wasCents) return null;
    return { priceCents: promoted.priceCents, wasCents, label: promoted.promotions.map((x) => x.name).join(" + ") };
  }

  /** The method asked for (active), or the default one (the spec's rule) when none is named. */
  private async method(db: Db, id: string | null): Promise<{ id: string; name: string; rule: ShippingRule }> {
    const row = id
      ? isUuid(id) ? await db.shippingMethod.findFirst({ where: { id, active: true } }) : null
      : await db.shippingMethod.findFirst({ where: { tiered: true }, orderBy: { createdAt: "asc" } });
    if (!row) throw id ? notFound("This shipping method is not available. Please choose another one.") : new Error("The default shipping method is missing");
    const rule: ShippingRule = row.tiered ? { kind: "tiered" } : { kind: "flat", priceCents: row.priceCents, freeFromCents: row.freeFromCents };
    return { id: row.id, name: row.name, rule };
  }

  /** The rates of the address's country (region "") and of its region; an address without them is in the shop's. */
  private async tax(db: Db, place: Place | null): Promise<{ rule: TaxRule; place: { country: string; region: string } }> {
    const shop = await shopSettings(db);
    const country = place?.country || shop.country;
    const region = place?.country ? (place.region ?? "") : (place?.region || shop.region);
    const rates = await db.taxRate.findMany({ where: { country, region: { in: region ? ["", region] : [""] } }, orderBy: [{ region: "asc" }, { name: "asc" }] });
    return { rule: { pricesIncludeTax: shop.pricesIncludeTax, rates: rates.map((r) => ({ name: r.name, ppm: r.ppm })) }, place: { country, region } };
  }

  /**
   * The code as stored. Unknown codes are counted per account and per client address; once either has spent its
   * budget, every code is refused until the window passes, so guessing cannot find a real one.
   */
  private async findCode(db: Db, text: string, userId: string, ip: string): Promise<CodeRow | string> {
    const key = codeKey(text);
    if (!key || key.length > MAX_CODE_LENGTH) return CODE_MESSAGES.unknown;
    const keys = [`user:${userId}`, `ip:${ip}`];
    for (const k of keys) {
      const spent = await this.guesses.get(k).catch(() => null);
      if (spent && spent.consumedPoints >= CODE_GUESSES) throw new TooManyRequestsError(Math.max(1, Math.ceil(spent.msBeforeNext / 1000)));
    }
    const row = await db.discountCode.findUnique({ where: { codeKey: key } });
    if (row) return row;
    for (const k of keys) {
      await this.guesses.consume(k).catch((e: unknown) => {
        if (!(e instanceof RateLimiterRes)) throw e;
      });
    }
    return CODE_MESSAGES.unknown;
  }
}

/** The shopper's cart as priced (lines with their product and variant, the applied code). */
export async function loadCart(db: Pick<P.TransactionClient, "cart">, userId: string) {
  return db.cart.findUnique({
    where: { userId },
    include: { items: { include: { product: true, variant: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
}

export async function shopSettings(db: Pick<P.TransactionClient, "shopSetting">) {
  return (await db.shopSetting.findUnique({ where: { id: 1 } })) ?? { id: 1, pricesIncludeTax: false, country: "US", region: "", legalName: "", legalAddress: "", taxId: "", updatedAt: new Date(0) };
}
