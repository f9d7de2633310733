// Automatic promotions as the pricing function reads them: the rows active now (flag and dates), in the order they
// apply (oldest first), turned into PromotionRule. Their minimum is judged by priceOrder on the order's subtotal.
import type { Prisma as P } from "../../generated/prisma/client.js";
import type { PromotionRule } from "./breakdown.js";

export interface PromotionRow {
  id: string;
  name: string;
  kind: "percentage" | "fixed" | "freeShipping";
  basisPoints: number;
  amountCents: number;
  categories: string[];
  brands: string[];
  productIds: string[];
  minSubtotalCents: number;
}

export function promotionRule(p: PromotionRow): PromotionRule | null {
  const scope = { categories: p.categories, brands: p.brands, productIds: p.productIds };
  const base = { id: p.id, name: p.name, minSubtotalCents: p.minSubtotalCents };
  if (p.kind === "percentage") return { ...base, kind: "percentage", basisPoints: p.basisPoints, scope };
  if (p.kind === "fixed") return { ...base, kind: "fixed", amountCents: p.amountCents, scope };
  return null; // not stored (the admin service refuses it): promotions take money off goods only
}

/** The promotions that apply at `now`, oldest first (the order they are applied in). */
export async function activePromotions(db: Pick<P.TransactionClient, "promotion">, now = new Date()): Promise<PromotionRule[]> {
  const rows = await db.promotion.findMany({
    where: { active: true, OR: [{ startsAt: null }, { startsAt: { lte: now } }], AND: [{ OR: [{ endsAt: null }, { endsAt: { gt: now } }] }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(promotionRule).filter((r): r is PromotionRule => r !== null);
}

/**
 * One read per GraphQL request for all the cards a page shows (keyed by the request's context object): a listing of
 * 24 products asks the database once.
 */
const perRequest = new WeakMap<object, Promise<PromotionRule[]>>();
export function promotionsForRequest(key: object, db: Pick<P.TransactionClient, "promotion">): Promise<PromotionRule[]> {
  let p = perRequest.get(key);
  if (!p) {
    p = activePromotions(db);
    perRequest.set(key, p);
  }
  return p;
}
